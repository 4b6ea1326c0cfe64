/**
 * The guard of the candidate accounts' routes (users-permissions), before Strapi's own handlers:
 * - every message is in the request's language (../utils/request-locale.ts: the site sends its page's);
 * - a new password (register, reset, change) follows ../security/passwords.ts, or the request is a 400
 *   whose details name the field;
 * - a new account keeps the language it was registered in (`language`, the page's by default): its
 *   emails and the pages their links open are in that language;
 * - a login is refused with a 429 and Retry-After once, within `windowMs`, the account has failed
 *   `maxFailures` times from this client address, the address `addressMaxFailures` times on any accounts,
 *   or the account `accountMaxFailures` times from anywhere (counted in the database, ../security/limits.ts,
 *   so that they hold across CMS instances): an attacker
 *   holds an account back from their own address, and from every address only past the much higher
 *   ceiling; a 400 from the login (wrong credentials, unconfirmed or blocked account) counts as a failure;
 * - a registration with an address that already has an account answers as for a new one, after the
 *   same REGISTER_ANSWER_MS, and emails the owner that someone tried (no one learns from the site which
 *   addresses have accounts);
 * - a password reset code works for RESET_CODE_TTL_MS after it was issued, and once;
 * - a password reset or a new confirmation email answers the same, at once, whatever the account;
 * - a candidate's profile and records (applications, saved offers) without a token are a 401 in French;
 * - a confirmation link lands on the site's « email confirmé » page in the account's language; one that no
 *   longer holds (used, or never issued) with `?lien=invalide`, in the request's language, which says so
 *   and offers a new link, instead of a JSON error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { env, errors } from '@strapi/utils';
import { parseCommonPasswords, passwordProblem } from '../security/passwords';
import { databaseLimits, type Limit } from '../security/limits';
import { buildPath, LOCALES, type Locale } from '@rythmo/site-map';
import { composeEmail, type Email } from '../email/message';
import { brandName } from '../email/brand';
import { siteUrls } from '../utils/site-urls';
import { requestLocale, type Negotiating } from '../utils/request-locale';
import { accountLanguage } from '../bootstrap/accounts';

/** From config/middlewares.ts, which holds the defaults (LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_ADDRESS, LOGIN_MAX_FAILURES_ACCOUNT, LOGIN_WINDOW_MS). */
type Config = { maxFailures: number; addressMaxFailures: number; accountMaxFailures: number; windowMs: number };
type Context = Negotiating & {
  method: string;
  path: string;
  query: Record<string, unknown>;
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
const REGISTER_PATH = '/api/auth/local/register';
const RESET_PATH = '/api/auth/reset-password';
const USER = 'plugin::users-permissions.user';
/** How long a password reset code works after it was issued (it also ends when used). */
export const RESET_CODE_TTL_MS = 60 * 60_000;
/**
 * How long a registration takes to answer, at least, whether the address is new or has an account: a new
 * one hashes its password, writes the account and sends its email (about 300 ms here, more with a distant
 * mail server), a taken one does none of it. Both wait until this much time has passed.
 */
export const REGISTER_ANSWER_MS = 1000;
const settle = (started: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, REGISTER_ANSWER_MS - (Date.now() - started))));
/** What registration answers, for a new address and for one that has an account: the same. */
const registered = (username: string, email: string) => ({ user: { username, email, confirmed: false, blocked: false } });
type Detached = { action: 'forgotPassword' | 'sendEmailConfirmation'; answer: (email: string) => object };
/** The guard's own messages, in each of the site's languages. */
const MESSAGES: Readonly<
  Record<
    Locale,
    { invalidEmail: string; invalidLanguage: string; resetCodeExpired: string; candidateLogin: string; tooManyLogins: (minutes: number) => string }
  >
> = {
  fr: {
    invalidEmail: 'Adresse email invalide.',
    invalidLanguage: `La langue du compte doit valoir ${LOCALES.join(' ou ')}.`,
    resetCodeExpired: 'Ce lien de réinitialisation a expiré : demandez-en un nouveau.',
    candidateLogin: 'Connectez-vous à votre compte candidat pour continuer.',
    tooManyLogins: (minutes) => `Trop de tentatives de connexion : réessayez dans ${minutes} min.`,
  },
  en: {
    invalidEmail: 'Invalid email address.',
    invalidLanguage: `The account's language must be ${LOCALES.join(' or ')}.`,
    resetCodeExpired: 'This reset link has expired: ask for a new one.',
    candidateLogin: 'Log in to your candidate account to continue.',
    tooManyLogins: (minutes) => `Too many login attempts: try again in ${minutes} min.`,
  },
};
/** The email to the owner of an address someone tried to register with, in the owner's language. */
const TAKEN_ADDRESS: Readonly<Record<Locale, (links: { login: string; forgot: string }, brand: string) => Email>> = {
  fr: ({ login, forgot }, brand) =>
    composeEmail('Une inscription a été tentée avec votre adresse', [
      { paragraph: 'Bonjour,' },
      { paragraph: 'Quelqu’un vient d’essayer de créer un compte candidat avec votre adresse email. Vous en avez déjà un : aucun autre n’a été créé.' },
      { paragraph: 'Si c’était vous, connectez-vous :' },
      { link: login },
      { paragraph: 'Mot de passe oublié ? Choisissez-en un nouveau :' },
      { link: forgot },
      { paragraph: 'Sinon, ignorez ce message : votre compte ne change pas.' },
      { paragraph: `L’équipe ${brand}` },
    ]),
  en: ({ login, forgot }, brand) =>
    composeEmail(
      'Someone tried to register with your address',
      [
        { paragraph: 'Hello,' },
        { paragraph: 'Someone just tried to create a candidate account with your email address. You already have one: no other was created.' },
        { paragraph: 'If it was you, log in:' },
        { link: login },
        { paragraph: 'Forgotten your password? Choose a new one:' },
        { link: forgot },
        { paragraph: 'Otherwise, ignore this message: your account does not change.' },
        { paragraph: `The ${brand} team` },
      ],
      'en',
    ),
};
/** The routes answered before their work, with the answer users-permissions gives for an unknown email. */
const DETACHED: Readonly<Record<string, Detached>> = {
  '/api/auth/forgot-password': { action: 'forgotPassword', answer: () => ({ ok: true }) },
  '/api/auth/send-email-confirmation': { action: 'sendEmailConfirmation', answer: (email) => ({ email, sent: true }) },
};
/** What an email address looks like (the plugin checks it again); the only answer a caller can get wrong. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CANDIDATE_PATHS = /^\/api\/(?:applications|saved-offers|profile)(?:\/|$)/;
/** A candidate's own alerts: listed, changed, deleted with a token; created by anyone; the emails' links hold their own credential. */
const OWN_ALERTS = /^\/api\/alerts(?:\/(?!confirm$|unsubscribe$|run$)[A-Za-z0-9]+)?$/;
const CONFIRMATION_PATH = '/api/auth/email-confirmation';
/** The query the site's confirmation page reads to tell a link that failed. */
export const INVALID_LINK_QUERY = 'lien=invalide';

/** A 400 whose details name the field, as Strapi's own validation errors do. */
const invalidField = (field: string, message: string): errors.ValidationError =>
  new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });

const fieldOf = (body: unknown, name: string): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined);

export default (config: Config, { strapi }: { strapi: Core.Strapi }) => {
  const common = parseCommonPasswords(fs.readFileSync(path.join(strapi.dirs.app.root, 'data', 'common-passwords.txt'), 'utf8'));
  const { siteUrl } = siteUrls(env);
  // One count per key kind, each with its ceiling: the account from one address, the address, the
  // account; and the account emails to one address. Made at the first request, once the database is up.
  let made: { pair: Limit; address: Limit; account: Limit; mails: Limit } | undefined;
  const limits = () => {
    if (made !== undefined) return made;
    const limit = databaseLimits(strapi);
    const windowMs = config.windowMs;
    made = {
      pair: limit({ name: 'login-pair', max: config.maxFailures, windowMs }),
      address: limit({ name: 'login-address', max: config.addressMaxFailures, windowMs }),
      account: limit({ name: 'login-account', max: config.accountMaxFailures, windowMs }),
      mails: limit({ name: 'account-mail', max: config.maxFailures, windowMs }),
    };
    return made;
  };

  /** At most maxFailures emails per window to one address, whatever asked for them. */
  const mayMail = async (email: string, why: string): Promise<boolean> => {
    const keys = [email.trim().toLowerCase()];
    if ((await limits().mails.retryAfterMs(keys)) > 0) {
      strapi.log.warn(`Account email not sent (${why}): too many asked within the window`);
      return false;
    }
    await limits().mails.count(keys);
    return true;
  };

  /**
   * A reset request and a new confirmation email answer at once, and the same for every well-formed
   * address: the account lookup and the email (users-permissions' own actions) run after the answer, so
   * neither the body, the status nor the time tells whether an account exists, is confirmed or blocked.
   * A failure is logged, never shown.
   */
  const detached = (ctx: Context, { action, answer }: Detached): void => {
    const email = fieldOf(ctx.request.body, 'email');
    if (typeof email !== 'string' || !EMAIL.test(email.trim()) || email.length > 254) {
      throw invalidField('email', MESSAGES[requestLocale(ctx)].invalidEmail);
    }
    // Past the emails allowed to one address the answer stays the same and nothing is sent (no one floods
    // an inbox through the site; nginx bounds each client's requests).
    ctx.status = 200;
    ctx.body = answer(email.trim());
    const controller = strapi.plugin('users-permissions').controller('auth') as Record<Detached['action'], (context: object) => Promise<void>>;
    void (async () => {
      if (!(await mayMail(email, action))) return;
      await controller[action]({ request: { body: { email: email.trim() } }, state: {}, send: () => undefined });
    })().catch((error: unknown) => {
      strapi.log.warn(`Account email not sent (${action}): ${error instanceof Error ? error.message : String(error)}`);
    });
  };

  /** The owner of an address someone tried to register with hears of it; the email says what to do. */
  const tellOwner = async ({ email, language }: { email: string; language: unknown }): Promise<void> => {
    const brand = await brandName(strapi);
    const locale = accountLanguage(language);
    const links = { login: `${siteUrl}${buildPath('account-login', locale)}`, forgot: `${siteUrl}${buildPath('account-forgot-password', locale)}` };
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: email, ...TAKEN_ADDRESS[locale](links, brand) });
  };

  /**
   * A registration whose address (or name) an account already holds answers as a new one would; the
   * owner gets an email. The account's language is the one given, or the request's. Anything malformed
   * goes on to the plugin, whose checks answer it.
   */
  const register = async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    const body = ctx.request.body;
    const username = fieldOf(body, 'username');
    const email = fieldOf(body, 'email');
    const language = fieldOf(body, 'language');
    if (language !== undefined && !LOCALES.some((locale) => locale === language)) throw invalidField('language', MESSAGES[requestLocale(ctx)].invalidLanguage);
    if (typeof body === 'object' && body !== null && language === undefined) (body as Record<string, unknown>).language = requestLocale(ctx);
    const wellFormed =
      typeof body === 'object' &&
      body !== null &&
      Object.keys(body).every((key) => ['username', 'email', 'password', 'language'].includes(key)) &&
      typeof username === 'string' &&
      username.trim() !== '' &&
      typeof email === 'string' &&
      email.length <= 254 &&
      EMAIL.test(email);
    if (!wellFormed) return next();
    const started = Date.now();
    const lower = email.toLowerCase();
    const where = { $or: [{ email: lower }, { username: lower }, { username }, { email: username }] };
    const owner = (await strapi.db.query(USER).findOne({ where, select: ['email', 'language'] })) as { email: string; language: unknown } | null;
    if (owner === null) {
      await next();
      if (ctx.status === 200 && typeof ctx.body === 'object' && ctx.body !== null && !('jwt' in ctx.body)) ctx.body = registered(username, lower);
      return settle(started);
    }
    if (await mayMail(owner.email, 'registration with a taken address')) {
      void tellOwner(owner).catch((error: unknown) =>
        strapi.log.warn(`Account email not sent (taken address): ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    await settle(started);
    ctx.status = 200;
    ctx.body = registered(username, lower);
  };

  /** A reset code issued more than RESET_CODE_TTL_MS ago (or at an unknown time) is refused, and ended. */
  const reset = async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    const code = fieldOf(ctx.request.body, 'code');
    if (typeof code === 'string' && code !== '') {
      const user = (await strapi.db.query(USER).findOne({ where: { resetPasswordToken: code }, select: ['id', 'resetPasswordIssuedAt'] })) as {
        id: number;
        resetPasswordIssuedAt: string | Date | null;
      } | null;
      const issued =
        user?.resetPasswordIssuedAt === null || user?.resetPasswordIssuedAt === undefined ? Number.NaN : new Date(user.resetPasswordIssuedAt).getTime();
      if (user !== null && !(Date.now() - issued < RESET_CODE_TTL_MS)) {
        await strapi.db.query(USER).update({ where: { id: user.id }, data: { resetPasswordToken: null } });
        throw invalidField('code', MESSAGES[requestLocale(ctx)].resetCodeExpired);
      }
    }
    return next();
  };

  /**
   * A confirmed account lands on the site's page in its own language; a link the plugin refuses (a 400)
   * on the page of the request's language, which tells it failed.
   */
  const confirmation = async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    const code = ctx.query.confirmation;
    const account =
      typeof code === 'string' && code !== ''
        ? ((await strapi.db.query(USER).findOne({ where: { confirmationToken: code }, select: ['language'] })) as { language: unknown } | null)
        : null;
    const confirmedPage = (locale: Locale): string => `${siteUrl}${buildPath('account-email-confirmed', locale)}`;
    try {
      await next();
    } catch (error) {
      if (!(error instanceof errors.ValidationError)) throw error;
      ctx.redirect(`${confirmedPage(requestLocale(ctx))}?${INVALID_LINK_QUERY}`);
      return;
    }
    if (account !== null && ctx.status === 302) ctx.redirect(confirmedPage(accountLanguage(account.language)));
  };

  return async (ctx: Context, next: () => Promise<void>): Promise<void> => {
    const route = ctx.path.replace(/\/+$/, '');
    // Strapi answers a call without a token on a route of the authenticated role with a 403; these are a
    // candidate's own records, so the answer is the one of a missing login.
    const ownAlerts = OWN_ALERTS.test(route) && !(ctx.method === 'POST' && route === '/api/alerts');
    if ((CANDIDATE_PATHS.test(route) || ownAlerts) && ctx.get('authorization') === '')
      throw new errors.UnauthorizedError(MESSAGES[requestLocale(ctx)].candidateLogin);
    if (route === CONFIRMATION_PATH && ctx.method === 'GET') return confirmation(ctx, next);
    if (ctx.method !== 'POST') return next();
    if (NEW_PASSWORD_PATHS.has(route)) {
      const problem = passwordProblem(fieldOf(ctx.request.body, 'password'), common, requestLocale(ctx));
      if (problem !== null) throw invalidField('password', problem);
      if (route === REGISTER_PATH) return register(ctx, next);
      if (route === RESET_PATH) return reset(ctx, next);
      return next();
    }
    const quiet = DETACHED[route];
    if (quiet !== undefined) return detached(ctx, quiet);
    if (route !== LOGIN_PATH) return next();
    const identifier = fieldOf(ctx.request.body, 'identifier');
    const account = typeof identifier === 'string' ? identifier.trim().toLowerCase() : undefined;
    const { pair, address, account: accounts } = limits();
    const counts: [Limit, string][] = [
      [address, ctx.ip],
      ...(account === undefined
        ? []
        : ([
            [pair, `${account} ${ctx.ip}`],
            [accounts, account],
          ] as [Limit, string][])),
    ];
    const waitMs = Math.max(...(await Promise.all(counts.map(([count, key]) => count.retryAfterMs([key])))));
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      ctx.set('Retry-After', String(seconds));
      throw new errors.RateLimitError(MESSAGES[requestLocale(ctx)].tooManyLogins(Math.ceil(seconds / 60)), { retryAfter: seconds });
    }
    const fail = (): Promise<unknown> => Promise.all(counts.map(([count, key]) => count.count([key])));
    try {
      await next();
    } catch (error) {
      // Wrong credentials, an unconfirmed or a blocked account: Strapi's login throws a 400.
      if (error instanceof errors.ApplicationError) await fail();
      throw error;
    }
    if (ctx.status === 400) await fail();
    else if (ctx.status === 200 && account !== undefined) {
      await Promise.all([pair.forget(`${account} ${ctx.ip}`), accounts.forget(account)]);
    }
  };
};
