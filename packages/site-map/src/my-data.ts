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

/** The messages of GET /api/profile/export, in the request's language. */
export const EXPORT_MESSAGES: Readonly<Record<Locale, { tooMany: (minutes: number) => string }>> = {
  fr: { tooMany: (minutes) => `Vous avez déjà téléchargé vos données plusieurs fois : réessayez dans ${minutes} min.` },
  en: { tooMany: (minutes) => `You have downloaded your data several times already: try again in ${minutes} min.` },
};

/** The field of DELETE /api/profile's body: the account's password, to confirm. */
export const ERASE_PASSWORD_FIELD = 'password';

/** The messages of DELETE /api/profile, in the request's language. */
export const ERASE_MESSAGES: Readonly<Record<Locale, { password: string; wrongPassword: string; tooMany: (minutes: number) => string }>> = {
  fr: {
    password: 'Saisissez votre mot de passe pour confirmer la suppression.',
    wrongPassword: 'Ce mot de passe n’est pas le bon : votre compte n’a pas été supprimé.',
    tooMany: (minutes) => `Trop d’essais : réessayez dans ${minutes} min.`,
  },
  en: {
    password: 'Enter your password to confirm the deletion.',
    wrongPassword: 'This is not your password: your account was not deleted.',
    tooMany: (minutes) => `Too many tries: try again in ${minutes} min.`,
  },
};
