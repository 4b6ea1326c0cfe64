/**
 * The language a request asks for: the first of the site's locales its Accept-Language accepts (the site
 * sends its page's language; a bare call sends none and gets the default), else the default locale. Koa
 * negotiates (its `acceptsLanguages`, the `accepts` package), so `en-GB` asks for `en`.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rythmo/site-map';

export type Negotiating = { acceptsLanguages(...languages: string[]): string | false };

export function requestLocale(ctx: Negotiating): Locale {
  const found = ctx.acceptsLanguages(...LOCALES);
  return LOCALES.find((locale) => locale === found) ?? DEFAULT_LOCALE;
}
