/**
 * The guard of the candidate accounts' routes (users-permissions), before Strapi's own handlers:
 * - a new password (register, reset, change) follows ../security/passwords.ts, or the request is a 400
 *   whose details name the field, in French;
 * - a login is refused with a 429 and Retry-After once the client address or the account has failed
 *   `maxFailures` times within `windowMs` (../security/login-attempts.ts); a 400 from the login (wrong
 *   credentials, unconfirmed or blocked account) counts as a failure;
 * - a password reset or a new confirmation email answers the same, at once, whatever the account;
 * - a candidate's records (applications, saved offers) without a token are a 401 in French;
 * - a confirmation link that no longer holds (used, or never issued) lands on the site's « email
 *   confirmé » page with `?lien=invalide`, which says so and offers a new link, instead of a JSON error.
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
  body: unknown;
  request: { body?: unknown };
  set: (name: string, value: string) => void;
  redirect: (url: string) => void;
  get: (name: string) => string;
};

const NEW_PASSWORD_PATHS: ReadonlySet<string> = new Set(['/api/auth/local/register', '/api/auth/reset-password', '/api/auth/change-password']);
const LOGIN_PATH = '/api/auth/local';
type Detached = { action: 'forgotPassword' | 'sendEmailConfirmation'; answer: (email: string) => object };
/** The routes answered before their work, with the answer users-permissions gives for an unknown email. */
const DETACHED: Readonly<Record<string, Detached>> = {
  '/api/auth/forgot-password': { action: 'forgotPassword', answer: () => ({ ok: true }) },
  '/api/auth/send-email-confirmation': { action: 'sendEmailConfirmation', answer: (email) => ({ email, sent: true }) },
};
/** What an email address looks like (the plugin checks it again); the only answer a caller can get wrong. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = 'Adresse email invalide.';
const CANDIDATE_PATHS = /^\/api\/(?:applications|saved-offers)(?:\/|$)/;
const CONFIRMATION_PATH = '/api/auth/email-confirmation';
/** The query the site's confirmation page reads to tell a link that failed. */
export const INVALID_LINK_QUERY = 'lien=invalide';
export const CANDIDATE_LOGIN = 'Connectez-vous à votre compte candidat pour continuer.';

/** A 400 whose details name the field, as Strapi's own validation errors do. */
const invalidField = (field: string, message: string): errors.ValidationError =>
  new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });

const fieldOf = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  const common = parseCommonPasswords(fs.readFileSync(path.join(strapi.dirs.app.root, 'data', 'common-passwords.txt'), 'utf8'));
  const attempts = new LoginAttempts({ max: config.maxFailures, windowMs: config.windowMs });
  const mails = new LoginAttempts({ max: config.maxFailures, windowMs: config.windowMs });

  /**
   * A reset request and a new confirmation email answer at once, and the same for every well-formed
   * address: the account lookup and the email (users-permissions' own actions) run after the answer, so
   * neither the body, the status nor the time tells whether an account exists, is confirmed or blocked.
   * A failure is logged, never shown.
   */
  const detached = (ctx: Context, { action, answer }: Detached): void => {
    const email = fieldOf(ctx.request.body, 'email');
    if (typeof email !== 'string' || !EMAIL.test(email.trim()) || email.length > 254) {
      throw invalidField('email', INVALID_EMAIL);
    }
    // At most maxFailures such emails per window to one address: past them the answer stays the same and
    // nothing is sent (no one floods an inbox through the site; nginx bounds each client's requests).
    const keys = [`mail-to:${email.trim().toLowerCase()}`];
    ctx.status = 200;
    ctx.body = answer(email.trim());
    if (mails.retryAfterMs(keys) > 0) {
      strapi.log.warn(`Account email not sent (${action}): too many asked within the window`);
      return;
    }
    mails.fail(keys);
    const controller = strapi.plugin('users-permissions').controller('auth') as Record<Detached['action'], (context: object) => Promise<void>>;
    void controller[action]({ request: { body: { email: email.trim() } }, state: {}, send: () => undefined }).catch((error: unknown) => {
      strapi.log.warn(`Account email not sent (${action}): ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  /** A confirmation link the plugin refuses (a 400) goes to the site's page, which tells it failed. */
  const confirmation = async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof errors.ValidationError)) throw error;
      const advanced = (await strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' }).get()) as {
        email_confirmation_redirection?: string;
      } | null;
      const target = advanced?.email_confirmation_redirection;
      if (typeof target !== 'string' || target === '') throw error;
      ctx.redirect(`${target}?${INVALID_LINK_QUERY}`);
    }
  };

  return async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    const route = ctx.path.replace(/\/+$/, '');
    // Strapi answers a call without a token on a route of the authenticated role with a 403; these are a
    // candidate's own records, so the answer is the one of a missing login.
    if (CANDIDATE_PATHS.test(route) && ctx.get('authorization') === '') throw new errors.UnauthorizedError(CANDIDATE_LOGIN);
    if (route === CONFIRMATION_PATH && ctx.method === 'GET') return confirmation(ctx, next);
    if (ctx.method !== 'POST') return next();
    if (NEW_PASSWORD_PATHS.has(route)) {
      const problem = passwordProblem(fieldOf(ctx.request.body, 'password'), common);
      if (problem !== null) throw invalidField('password', problem);
      return next();
    }
    const quiet = DETACHED[route];
    if (quiet !== undefined) return detached(ctx, quiet);
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
