import type { Core } from '@strapi/strapi';

type LocaleService = {
  findByCode(code: string): Promise<{ code: string } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
};

/** The content languages: French first and default, English second (the site's LOCALES). */
export const CONTENT_LOCALES = [
  { code: 'fr', name: 'French (fr)' },
  { code: 'en', name: 'English (en)' },
] as const;

/**
 * Registers the content languages in the i18n plugin, with French as default, so the admin panel offers
 * both and opens on French. The document service accepts any locale code; the admin does not.
 */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as unknown as LocaleService;
  for (const locale of CONTENT_LOCALES) {
    if ((await locales.findByCode(locale.code)) === null) await locales.create(locale);
  }
  if ((await locales.getDefaultLocale()) !== CONTENT_LOCALES[0].code) await locales.setDefaultLocale({ code: CONTENT_LOCALES[0].code });
}
