/**
 * The CMS's own messages (its answers' errors), in the site's system of messages: i18next, one JSON file
 * per language (../locales/<language>/api.json, checked with the site's by scripts/check-locales.mjs for
 * missing keys, unused keys and French typography), flat keys and `{name}` placeholders as the site's
 * (src/i18n/options.ts). The site's words that both sides show (the profile's, the alerts', the
 * applications') stay in the shared package (@rythmo/site-map), which the site's forms check with.
 */
import i18next from 'i18next';
import type { Locale } from '@rythmo/site-map';
import fr from '../locales/fr/api.json';
import en from '../locales/en/api.json';

export type MessageKey = keyof typeof fr;
export type MessageValues = Readonly<Record<string, string | number>>;

const catalogue = i18next.createInstance();
void catalogue.init({
  resources: { fr: { api: fr }, en: { api: en } },
  lng: 'fr',
  fallbackLng: 'fr',
  ns: ['api'],
  defaultNS: 'api',
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  // The resources are given: init is done when it returns.
  initImmediate: false,
});

/**
 * i18next's `t` as this catalogue uses it: keys checked by MessageKey. (The site's type declarations, which
 * the root's type check reads too, type `t` with the site's namespaces, not this one.)
 */
const translate = catalogue.t.bind(catalogue) as unknown as (key: MessageKey, options: MessageValues & { lng: Locale }) => string;

/**
 * What the CMS says to editors when it refuses a save: in French, the admin panel's language here (the
 * content manager does not tell the CMS an editor's own). Their English versions stay beside them.
 */
export const EDITORS_LOCALE: Locale = 'fr';

/** The message `key` in `locale`, its placeholders filled with `values`. */
export function message(locale: Locale, key: MessageKey, values: MessageValues = {}): string {
  return translate(key, { ...values, lng: locale });
}
