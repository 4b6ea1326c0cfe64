/**
 * The visitor's language: the cookie i18n_redirected when it holds a known locale, else
 * the first browser language the site speaks, else French. Only the root path redirects by language.
 */
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from '@rythmo/site-map';
import { cookieLine } from '../components/cookies';

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The cookie written when the visitor switches language: 365 days, path /, SameSite Lax, not Secure. */
export function localeCookie(locale: Locale, secure = false): string {
  return cookieLine(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE, secure);
}

export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const locale = decodeURIComponent(value.join('='));
      return isLocale(locale) ? locale : null;
    }
  }
  return null;
}

export function detectLocale(cookieHeader: string, browserLanguages: readonly string[]): Locale {
  const fromCookie = readLocaleCookie(cookieHeader);
  if (fromCookie !== null) return fromCookie;
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** Where a visitor landing on `pathname` must go for their language, or null to stay (every path but /). */
export function rootRedirect(pathname: string, cookieHeader: string, browserLanguages: readonly string[]): string | null {
  if (pathname !== '/') return null;
  const locale = detectLocale(cookieHeader, browserLanguages);
  return locale === DEFAULT_LOCALE ? null : localizePath('/', locale);
}
