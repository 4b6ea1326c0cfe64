/**
 * The messages of the account screens and the apply dialog, in their own files (src/locales/{fr,en}/auth.json):
 * they load with the account code, on demand, not with every page.
 */
import * as React from 'react';
import type { Locale } from '@rythmo/site-map';
import fr from '../../locales/fr/auth.json';
import en from '../../locales/en/auth.json';
import { fill, type MessageValues } from '../../i18n/messages';
import { useLocale } from '../../i18n/locale-context';

export type AuthKey = keyof typeof fr;
export type AuthT = (key: AuthKey, values?: MessageValues) => string;

const MESSAGES: Record<Locale, Record<AuthKey, string>> = { fr, en };

export const authMessage = (locale: Locale, key: AuthKey, values?: MessageValues): string => fill(MESSAGES[locale][key], values);

/** The translate function of the account messages in the current page's locale. */
export function useAuthT(): AuthT {
  const { locale } = useLocale();
  return React.useCallback((key, values) => authMessage(locale, key, values), [locale]);
}
