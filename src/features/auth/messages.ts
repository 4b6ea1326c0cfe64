/**
 * The messages of the account screens and the apply dialog: the `auth` namespace
 * (src/locales/<language>/auth.json), which only the pages showing them load (src/build-time/pages.ts).
 */
import type { TFuncKey } from 'i18next';

export type AuthKey = TFuncKey<'auth'>;
/** What the account code needs of `useTranslation('auth').t`. */
export type AuthT = (key: AuthKey, values?: Record<string, string | number>) => string;
