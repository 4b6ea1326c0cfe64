import { errors } from '@strapi/utils';
import { message } from '../i18n/messages';
import { requestLocale, type Negotiating } from '../utils/request-locale';

/** Levels of arrays and objects a request body may hold: our forms have three at most. */
export const MAX_BODY_DEPTH = 20;

/** The nesting of a parsed JSON value, measured without recursion (the value may be 100,000 levels deep). */
export function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current as object)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Just after strapi::body: a body nested deeper than MAX_BODY_DEPTH is a 400 before any handler reads it.
 * A body of 100,000 nested `[` parsed, then overflowed the stack of the validation's error message (a 500).
 */
export default () =>
  async (ctx: Negotiating & { request: { body?: unknown } }, next: () => Promise<void>): Promise<void> => {
    if (depthOf(ctx.request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH)
      throw new errors.ValidationError(message(requestLocale(ctx), 'request_body_too_deep', { max: MAX_BODY_DEPTH }));
    await next();
  };
