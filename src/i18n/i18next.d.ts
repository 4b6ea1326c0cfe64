/** The message keys i18next and react-i18next accept, per namespace, from the French files (check-locales keeps English complete). */
import 'i18next';
import type common from '../locales/fr/common.json';
import type auth from '../locales/fr/auth.json';
import type contact from '../locales/fr/contact.json';
import type emails from '../locales/fr/emails.json';
import type { SharedMessages } from '@rythmo/site-map';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
    resources: { common: typeof common; auth: typeof auth; contact: typeof contact; emails: typeof emails; shared: SharedMessages };
  }
}
