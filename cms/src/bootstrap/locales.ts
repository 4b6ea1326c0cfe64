import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALE_SETTINGS } from '@rythmo/site-map';

type LocaleService = {
  findByCode(code: string): Promise<{ code: string } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
};

/**
 * Registers the content languages of the site map in the i18n plugin, with its default (French) as
 * default, so the admin panel offers them all and opens on French. The document service accepts any
 * locale code; the admin does not.
 */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as unknown as LocaleService;
  for (const { code, cmsName } of LOCALE_SETTINGS) {
    if ((await locales.findByCode(code)) === null) await locales.create({ code, name: cmsName });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
}
