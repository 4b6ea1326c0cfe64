/**
 * The password rules of candidate accounts (OWASP ASVS 5.0 V6.2): at least PASSWORD_MIN characters; up to
 * PASSWORD_MAX_BYTES bytes, which bcrypt (Strapi's hash) reads in full, so 72 characters without accents
 * and never fewer than 36; none of the 3,000 most common passwords (cms/data/common-passwords.txt names
 * its source), compared without regard to case. Pure: the list is read by the caller.
 */
import type { Locale } from '@rythmo/site-map';

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

/** The words of each problem, in each of the site's languages. */
const PROBLEMS: Readonly<Record<Locale, { required: string; short: string; long: string; common: string }>> = {
  fr: {
    required: 'Le mot de passe est requis.',
    short: `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères.`,
    long: `Le mot de passe est trop long : ${PASSWORD_MAX_BYTES} octets au plus (${PASSWORD_MAX_BYTES} caractères sans accents).`,
    common: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
  },
  en: {
    required: 'The password is required.',
    short: `The password must be at least ${PASSWORD_MIN} characters long.`,
    long: `The password is too long: ${PASSWORD_MAX_BYTES} bytes at most (${PASSWORD_MAX_BYTES} characters without accents).`,
    common: 'This password is among the most common ones: choose another.',
  },
};

/** What is wrong with a new password, in `locale` (French by default), or null when it may be used. */
export function passwordProblem(password: unknown, common: ReadonlySet<string>, locale: Locale = 'fr'): string | null {
  const words = PROBLEMS[locale];
  if (typeof password !== 'string' || password === '') return words.required;
  if ([...password].length < PASSWORD_MIN) return words.short;
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) return words.long;
  if (common.has(password.toLowerCase())) return words.common;
  return null;
}
