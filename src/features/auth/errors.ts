/**
 * What a failed account call tells the visitor: the server's error, in the page's language.
 * users-permissions answers in English with fixed sentences, mapped here; our own routes (password rules,
 * the candidate's records, our limits) answer in the request's language, which the API client sends
 * (the page's), passed on as they are: our 429s say how long to wait (a few minutes for a login, a day for
 * an alert, days for an application sent twice) and carry it as `retryAfter`; another 429 (users-permissions'
 * own limit, nginx's) gets a general sentence. A field's error goes next to that field; the rest above the form,
 * with a way to retry.
 */
import { ApiError } from '../../api-client/client';
import { type AuthKey, type AuthT } from './messages';
import { useTranslation } from 'react-i18next';

/** users-permissions' sentences, with the field each belongs to when it has one. */
const KNOWN: Readonly<Record<string, { key: AuthKey; field?: string }>> = {
  'Invalid identifier or password': { key: 'error_credentials' },
  'Your account email is not confirmed': { key: 'error_unconfirmed' },
  'Your account has been blocked by an administrator': { key: 'error_blocked' },
  'Email or Username are already taken': { key: 'error_taken', field: 'email' },
  'Incorrect code provided': { key: 'error_reset_code' },
  'Passwords do not match': { key: 'error_passwords_differ', field: 'passwordConfirmation' },
  'The provided current password is invalid': { key: 'error_current_password', field: 'currentPassword' },
  'Your new password must be different than your current password': { key: 'error_same_password', field: 'password' },
  'Register action is currently disabled': { key: 'error_register_closed' },
};

/** Statuses whose message our own routes write for the visitor, in the page's language (409, 404 of the records). */
const OWN_MESSAGES = new Set([404, 409]);

/** Whether an error means the session is over: the token no longer counts. */
export const isSessionOver = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export type Described = { field?: string; message: string; unconfirmed?: boolean };

/** The message of a failure, and the field it belongs to, among `fields` (those the form shows). */
export function describeError(error: unknown, t: AuthT, fields: readonly string[] = []): Described {
  if (!(error instanceof ApiError)) return { message: t('error_unknown') };
  for (const field of fields) {
    const message = error.fieldMessage(field);
    if (message !== undefined) return { field, message };
  }
  const known = KNOWN[error.message];
  if (known !== undefined) {
    const field = known.field !== undefined && fields.includes(known.field) ? known.field : undefined;
    return { field, message: t(known.key), unconfirmed: known.key === 'error_unconfirmed' };
  }
  if (error.status === 401) return { message: t('error_session_over') };
  if (error.status === 429)
    return { message: typeof (error.details as { retryAfter?: unknown }).retryAfter === 'number' ? error.message : t('error_too_many') };
  if (OWN_MESSAGES.has(error.status)) return { message: error.message };
  if (error.status >= 400 && error.status < 500) return { message: t('error_request') };
  return { message: t('error_unknown') };
}

/** describeError in the page's language, as the forms take it. */
export function useDescribeError(): (error: unknown, fields: readonly string[]) => Described {
  const { t } = useTranslation('auth');
  return (error, fields) => describeError(error, t, fields);
}
