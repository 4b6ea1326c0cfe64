import path from 'node:path';
import { errors } from '@strapi/utils';
import { message } from '../i18n/messages';
import { requestLocale, type Negotiating } from '../utils/request-locale';

/** What nginx forwards (src/build-time/hosting/nginx.ts, its first map): `/api`, then letters, digits, `_`, `-` and single slashes. */
const CANONICAL = /^\/api(?:\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]*)?$/;
/** A path written as one under /api in any case, or that names /api once escapes are decoded. */
const API_LIKE = /^\/api(?:[/%]|$)/i;

/** The path as the router may read it: escapes decoded, slashes merged, dot segments resolved, in lower case. */
function normalised(raw: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(raw).replace(/\/{2,}/g, '/')).toLowerCase();
  } catch {
    return undefined;
  }
}

/** Whether a request's path is under /api in another spelling than the one nginx forwards. */
export function nonCanonicalApiPath(raw: string): boolean {
  if (CANONICAL.test(raw)) return false;
  if (API_LIKE.test(raw)) return true;
  const plain = normalised(raw);
  return plain === undefined ? /%/.test(raw) && /api/i.test(raw) : API_LIKE.test(plain);
}

/**
 * One spelling of every API address on the CMS's own port, as on nginx's: Strapi's router matches paths
 * without regard to case (`/API/auth/local` is the login route), so a rule that names a path would be
 * skipped by another spelling of it. A path under /api in any other spelling than nginx forwards (another
 * case, `//`, `.`, percent escapes) is a JSON 400 before any route. Rules on routes are attached to the
 * routes themselves (../extensions/users-permissions/account-rules.ts); this is the second wall.
 */
export default () =>
  async (ctx: Negotiating & { originalUrl: string }, next: () => Promise<void>): Promise<void> => {
    const raw = ctx.originalUrl.split('?', 1)[0];
    if (nonCanonicalApiPath(raw)) throw new errors.ValidationError(message(requestLocale(ctx), 'request_api_path'));
    await next();
  };
