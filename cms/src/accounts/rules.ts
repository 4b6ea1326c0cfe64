/**
 * What the account rules (../middlewares/account-*.ts) share: the shape of the request they read, the
 * field they name in a 400, the address check and the count of account emails to one address.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rythmo/site-map';
import { databaseLimits, type Limit } from '../security/limits';
import type { Negotiating } from '../utils/request-locale';

export type AccountContext = Negotiating & {
  method: string;
  query: Record<string, unknown>;
  ip: string;
  status: number;
  body: unknown;
  request: { body?: unknown };
  set: (name: string, value: string) => void;
  redirect: (url: string) => void;
  get: (name: string) => string;
};
export type Next = () => Promise<void>;

/** The language of an account: the one it was registered in, or the default for an account from before languages. */
export const accountLanguage = (value: unknown): Locale => LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;

export const USER = 'plugin::users-permissions.user';
/** What an email address looks like (the plugin checks it again); the only answer a caller can get wrong. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
/** The mailbox an address reaches, for counting: lower case, its `+…` sub-address dropped (victim+1@… is victim@…). */
export const mailboxKey = (email: string): string => email.toLowerCase().replace(/\+[^@]*@/, '@');

/** A 400 whose details name the field, as Strapi's own validation errors do. */
export const invalidField = (field: string, message: string): errors.ValidationError =>
  new errors.ValidationError(message, { errors: [{ path: [field], message, name: 'ValidationError' }] });

export const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** The login limits' settings (config/accounts.ts). */
export type LoginLimits = { maxFailures: number; addressMaxFailures: number; accountMaxFailures: number; windowMs: number };
export const loginLimits = (strapi: Core.Strapi): LoginLimits => strapi.config.get<LoginLimits>('accounts.logins');
/** The registrations' settings (config/accounts.ts). */
export const registrationLimits = (strapi: Core.Strapi): { perClient: number; windowMs: number } => strapi.config.get('accounts.registrations');

const mailLimits = new WeakMap<Core.Strapi, Limit>();
/**
 * At most `maxFailures` account emails per window to one address, whatever asked for them (a reset, a new
 * confirmation, a registration with a taken address): counted, and false past the ceiling.
 */
export async function mayMail(strapi: Core.Strapi, email: string, why: string): Promise<boolean> {
  let limit = mailLimits.get(strapi);
  if (limit === undefined) {
    const { maxFailures, windowMs } = loginLimits(strapi);
    limit = databaseLimits(strapi)({ name: 'account-mail', max: maxFailures, windowMs });
    mailLimits.set(strapi, limit);
  }
  const keys = [email.trim().toLowerCase()];
  if ((await limit.retryAfterMs(keys)) > 0) {
    strapi.log.warn(`Account email not sent (${why}): too many asked within the window`);
    return false;
  }
  await limit.count(keys);
  return true;
}

/** An error's message for the log. */
export const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
