/**
 * The candidate's rights over their data: the export's files and the deletion's field and
 * messages, for the CMS's routes (cms/src/candidate/my-data.ts) and the site's « Mes données ».
 */
import type { Locale } from './locales';

/**
 * « Mes données » (GET /api/profile/export): a ZIP holding everything kept about the account as JSON
 * (EXPORT_FILES.data) and each CV file it holds (in EXPORT_FILES.cvFolder), named in the account's language.
 */
export const EXPORT_FILES: Readonly<Record<Locale, { archive: (day: string) => string; data: string; cvFolder: string }>> = {
  fr: { archive: (day) => `mes-donnees-${day}.zip`, data: 'mes-donnees.json', cvFolder: 'cv' },
  en: { archive: (day) => `my-data-${day}.zip`, data: 'my-data.json', cvFolder: 'cv' },
};

/** Exports one account may ask for within an hour; past them, a 429 (an archive holds every CV: building it is not free). */
export const EXPORTS_PER_HOUR = 5;

/** The field of DELETE /api/profile's body: the account's password, to confirm. */
export const ERASE_PASSWORD_FIELD = 'password';
