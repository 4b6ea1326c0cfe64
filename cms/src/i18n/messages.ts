/**
 * The CMS's own messages (its answers' errors), in the site's system of messages: i18next, one JSON file
 * per language (../locales/<language>/api.json, checked with the site's by scripts/check-locales.mjs for
 * missing keys, unused keys and French typography), flat keys and `{name}` placeholders as the site's
 * (src/i18n/options.ts). The words the site says too (the generic validation messages, the profile's and
 * the contact form's fields, the applications' states) are the shared package's catalogue
 * (@rythmo/site-map's `shared` namespace), read here as the namespace this one falls back to.
 */
import i18next from 'i18next';
import { DEFAULT_LOCALE, SHARED_MESSAGES, SHARED_NAMESPACE, type Locale, type Say, type SharedKey } from '@rythmo/site-map';
import fr from '../locales/fr/api.json';
import en from '../locales/en/api.json';

export type MessageKey = keyof typeof fr;
export type MessageValues = Readonly<Record<string, string | number>>;

const catalogue = i18next.createInstance();
void catalogue.init({
  resources: { fr: { api: fr, [SHARED_NAMESPACE]: SHARED_MESSAGES.fr }, en: { api: en, [SHARED_NAMESPACE]: SHARED_MESSAGES.en } },
  lng: 'fr',
  fallbackLng: 'fr',
  ns: ['api', SHARED_NAMESPACE],
  defaultNS: 'api',
  fallbackNS: SHARED_NAMESPACE,
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
const translate = catalogue.t.bind(catalogue) as unknown as (key: MessageKey | SharedKey, options: MessageValues & { lng: Locale }) => string;

/**
 * What the CMS says to editors when it refuses a save: in French, the admin panel's language here (the
 * content manager does not tell the CMS an editor's own). Their English versions stay beside them.
 */
export const EDITORS_LOCALE: Locale = 'fr';

/**
 * What the API says in its technical answers (a query, a body, a search parameter it refuses): French, the
 * site's default language, as docs/api.md documents them.
 */
export const said = (key: MessageKey | SharedKey, values?: MessageValues): string => message(DEFAULT_LOCALE, key, values);

/** The message `key` in `locale`, its placeholders filled with `values`. */
export function message(locale: Locale, key: MessageKey | SharedKey, values: MessageValues = {}): string {
  return translate(key, { ...values, lng: locale });
}

/** The shared catalogue's messages in `locale`, for the shared package's sentences (`gapsSentence`). */
export const sayIn =
  (locale: Locale): Say =>
  (key, values) =>
    message(locale, key, values);
