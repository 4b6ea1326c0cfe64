/**
 * The messages of the account screens and the apply dialog, in their own files (src/locales/{fr,en}/auth.json):
 * they load with the account code, on demand, not with every page.
 */
import fr from '../../locales/fr/auth.json';
import en from '../../locales/en/auth.json';
import { messageBook } from '../../i18n/message-book';
import type { MessageValues } from '../../i18n/messages';

export type AuthKey = keyof typeof fr;
export type AuthT = (key: AuthKey, values?: MessageValues) => string;

const book = messageBook<AuthKey>({ fr, en });

export const authMessage = book.message;
/** The translate function of the account messages in the current page's locale. */
export const useAuthT = book.useMessages;
