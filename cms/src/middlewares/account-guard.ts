/**
 * The guard of the candidate accounts' routes (users-permissions), before Strapi's own handlers:
 * - a new password (register, reset, change) follows ../security/passwords.ts, or the request is a 400
 *   whose details name the field, in French;
 * - a login is refused with a 429 and Retry-After once the client address or the account has failed
 *   `maxFailures` times within `windowMs` (../security/login-attempts.ts); a 400 from the login (wrong
 *   credentials, unconfirmed or blocked account) counts as a failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { parseCommonPasswords, passwordProblem } from '../security/passwords';
import { LoginAttempts } from '../security/login-attempts';

/** From config/middlewares.ts, which holds the defaults (LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS). */
type Config = { maxFailures: number; windowMs: number };
type Context = {
  method: string;
  path: string;
  ip: string;
  status: number;
  request: { body?: unknown };
  set: (name: string, value: string) => void;
};

const NEW_PASSWORD_PATHS: ReadonlySet<string> = new Set(['/api/auth/local/register', '/api/auth/reset-password', '/api/auth/change-password']);
const LOGIN_PATH = '/api/auth/local';

const fieldOf = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  const common = parseCommonPasswords(fs.readFileSync(path.join(strapi.dirs.app.root, 'data', 'common-passwords.txt'), 'utf8'));
  const attempts = new LoginAttempts({ max: config.maxFailures, windowMs: config.windowMs });

  return async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    if (ctx.method !== 'POST') return next();
    const route = ctx.path.replace(/\/+$/, '');
    if (NEW_PASSWORD_PATHS.has(route)) {
      const problem = passwordProblem(fieldOf(ctx.request.body, 'password'), common);
      if (problem !== null) throw new errors.ValidationError(problem, { errors: [{ path: ['password'], message: problem, name: 'ValidationError' }] });
      return next();
    }
    if (route !== LOGIN_PATH) return next();
    const identifier = fieldOf(ctx.request.body, 'identifier');
    const account = typeof identifier === 'string' ? `account:${identifier.trim().toLowerCase()}` : undefined;
    const keys = [`address:${ctx.ip}`, ...(account === undefined ? [] : [account])];
    const waitMs = attempts.retryAfterMs(keys);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      ctx.set('Retry-After', String(seconds));
      throw new errors.RateLimitError(`Trop de tentatives de connexion : réessayez dans ${Math.ceil(seconds / 60)} min.`, { retryAfter: seconds });
    }
    try {
      await next();
    } catch (error) {
      // Wrong credentials, an unconfirmed or a blocked account: Strapi's login throws a 400.
      if (error instanceof errors.ApplicationError) attempts.fail(keys);
      throw error;
    }
    if (ctx.status === 400) attempts.fail(keys);
    else if (ctx.status === 200 && account !== undefined) attempts.forget(account);
  };
};
