/**
 * The password rules of candidate accounts (OWASP ASVS 5.0 V6.2): at least PASSWORD_MIN characters; up to
 * PASSWORD_MAX_BYTES bytes, which bcrypt (Strapi's hash) reads in full, so 72 characters without accents
 * and never fewer than 36; none of the 3,000 most common passwords (cms/data/common-passwords.txt names
 * its source), compared without regard to case. Pure: the list is read by the caller.
 */
import type { Locale } from '@rythmo/site-map';
import { message } from '../i18n/messages';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX_BYTES = 72;

/** The passwords of a list file: one a line, lower-cased; blank lines and `#` comments skipped. */
export function parseCommonPasswords(text: string): Set<string> {
  const passwords = new Set<string>();
  for (const line of text.split('\n')) {
    const password = line.trim();
    if (password !== '' && !password.startsWith('#')) passwords.add(password.toLowerCase());
  }
  return passwords;
}

/** What is wrong with a new password, in `locale` (French by default), or null when it may be used. */
export function passwordProblem(password: unknown, common: ReadonlySet<string>, locale: Locale = 'fr'): string | null {
  if (typeof password !== 'string' || password === '') return message(locale, 'password_required');
  if ([...password].length < PASSWORD_MIN) return message(locale, 'password_short', { min: PASSWORD_MIN });
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) return message(locale, 'password_long', { max: PASSWORD_MAX_BYTES });
  if (common.has(password.toLowerCase())) return message(locale, 'password_common');
  return null;
}
