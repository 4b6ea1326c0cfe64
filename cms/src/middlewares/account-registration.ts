/**
 * Account rule, on the registration (attached by ../extensions/users-permissions/account-rules.ts, after
 * the password rule):
 * - the account's user name is its email address, in lower case, whatever the request says: no one
 *   registers under another person's address as a name and holds it;
 * - the account keeps the language it was registered in (`language`, the request's by default): its emails
 *   and the pages their links open are in that language; another value is a 400;
 * - an address that already has an account answers as a new one would, after the same REGISTER_ANSWER_MS,
 *   and its owner is emailed that someone tried (no one learns from the site which addresses have
 *   accounts). Anything malformed goes on to the plugin, whose checks answer it;
 * - each well-formed registration emails the address typed: one client address makes `perClient` of them
 *   within the window (config/accounts.ts), new and taken addresses alike, then gets a 429 with
 *   Retry-After. Counted as checked, in one statement of the store, so a parallel burst gets no more.
 */
import type { Core } from '@strapi/strapi';
import { env } from '@strapi/utils';
import { buildPath, isSitePath, LOCALES } from '@rythmo/site-map';
import { writeEmail } from '../email/templates';
import { siteUrls } from '../utils/site-urls';
import { requestLocale } from '../utils/request-locale';
import { accountLanguage } from '../accounts/rules';
import { databaseLimits, tooMany, type Limit } from '../security/limits';
import { EMAIL, EMAIL_MAX, fieldOf, invalidField, mayMail, reason, registrationLimits, USER, type AccountContext, type Next } from '../accounts/rules';
import { message } from '../i18n/messages';

/**
 * How long a registration takes to answer, at least, whether the address is new or has an account: a new
 * one hashes its password, writes the account and sends its email (about 300 ms here, more with a distant
 * mail server), a taken one does none of it. Both wait until this much time has passed.
 */
export const REGISTER_ANSWER_MS = 1000;
const settle = (started: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, REGISTER_ANSWER_MS - (Date.now() - started))));
/** What registration answers, for a new address and for one that has an account: the same. */
const registered = (email: string) => ({ user: { username: email, email, confirmed: false, blocked: false } });
const FIELDS: readonly string[] = ['username', 'email', 'password', 'language', 'return_to'];

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { siteUrl } = siteUrls(env);
  let perClient: Limit | undefined;
  const registrations = (): Limit => {
    if (perClient === undefined) {
      const { perClient: max, windowMs } = registrationLimits(strapi);
      perClient = databaseLimits(strapi)({ name: 'registration-client', max, windowMs });
    }
    return perClient;
  };

  /** The owner of an address someone tried to register with hears of it; the email says what to do. */
  const tellOwner = async ({ email, language }: { email: string; language: unknown }): Promise<void> => {
    const locale = accountLanguage(language);
    const links = { login: `${siteUrl}${buildPath('account-login', locale)}`, forgot: `${siteUrl}${buildPath('account-forgot-password', locale)}` };
    await strapi
      .plugin('email')
      .service('email')
      .send({ to: email, ...(await writeEmail(strapi, 'registration-attempt', locale, links)) });
  };

  return async (ctx: AccountContext, next: Next): Promise<void> => {
    const body = ctx.request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return next();
    const fields = body as Record<string, unknown>;
    const language = fieldOf(body, 'language');
    if (language !== undefined && !LOCALES.some((locale) => locale === language))
      throw invalidField('language', message(requestLocale(ctx), 'account_invalid_language', { languages: LOCALES.join(', ') }));
    if (language === undefined) fields.language = requestLocale(ctx);
    // The page to come back to after the confirmation: a path of the site, or nothing (never another site).
    if ('return_to' in fields && !isSitePath(fields.return_to)) delete fields.return_to;
    const email = fieldOf(body, 'email');
    const wellFormed = Object.keys(fields).every((key) => FIELDS.includes(key)) && typeof email === 'string' && email.length <= EMAIL_MAX && EMAIL.test(email);
    if (!wellFormed) return next();
    const waitMs = await registrations().take(ctx.ip);
    if (waitMs > 0) throw tooMany(ctx, waitMs, message(requestLocale(ctx), 'account_too_many_registrations', { minutes: Math.ceil(waitMs / 60_000) }));
    const address = email.toLowerCase();
    fields.email = address;
    fields.username = address;
    const started = Date.now();
    const owner = (await strapi.db.query(USER).findOne({ where: { $or: [{ email: address }, { username: address }] }, select: ['email', 'language'] })) as {
      email: string;
      language: unknown;
    } | null;
    if (owner === null) {
      await next();
      if (ctx.status === 200 && typeof ctx.body === 'object' && ctx.body !== null && !('jwt' in ctx.body)) ctx.body = registered(address);
      return settle(started);
    }
    if (owner.email === address && (await mayMail(strapi, owner.email, 'registration with a taken address'))) {
      void tellOwner(owner).catch((error: unknown) => strapi.log.warn(`Account email not sent (taken address): ${reason(error)}`));
    }
    await settle(started);
    ctx.status = 200;
    ctx.body = registered(address);
  };
};
