/**
 * The page a candidate comes back to after logging in (back on the offer after the account
 * dialog). It travels as `?retour=` on the login and register links; registering keeps it in the browser
 * until the confirmed account's first login, and with the account (`return_to`): the confirmation link,
 * opened in another browser or a mail app, lands on the login with it. Only a path of this site is
 * followed: anything else (another origin, `//host`, `/\host`) is ignored.
 */
import { isSitePath } from '@rythmo/site-map';
import { RETURN_PARAM } from './account-links';

const STORE_KEY = 'rythmo.auth.return';

export { isSitePath };

/** The `retour` of a query string, when it is a path of the site. */
export function returnOf(search: string): string | undefined {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  return isSitePath(value) ? value : undefined;
}

/** Keeps the page to come back to until the next login (registration: the account is confirmed by email). */
export function keepReturn(path: string | undefined): void {
  try {
    if (path === undefined) localStorage.removeItem(STORE_KEY);
    else localStorage.setItem(STORE_KEY, path);
  } catch {
    // No storage: the candidate lands on their applications instead.
  }
}

/** The page to go to after a login: the query's, else the kept one, else `fallback`; the kept one is used up. */
export function takeReturn(search: string, fallback: string): string {
  let kept: string | null = null;
  try {
    kept = localStorage.getItem(STORE_KEY);
    localStorage.removeItem(STORE_KEY);
  } catch {
    kept = null;
  }
  return returnOf(search) ?? (isSitePath(kept) ? kept : fallback);
}
