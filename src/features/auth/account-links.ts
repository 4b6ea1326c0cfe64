/**
 * Where the header and the apply button send a candidate: the site's own account screens, the
 * embedded default, or the external application host when GATSBY_APP_URL names one. Part of every page's
 * first load: no jotai, no form code.
 */
import * as React from 'react';
import { buildPath, RETURN_PARAM, type Locale } from '@rythmo/site-map';
import { PUBLIC_ENV } from '../../config/public-env';
import { tokenStore } from './token-store';

export type AccountTarget = { to: string; external: boolean };
export type AccountLinks = { login: AccountTarget; register: AccountTarget; account: AccountTarget };

/** The query parameter that carries the page to come back to after logging in or registering (the CMS's confirmation link writes it too). */
export { RETURN_PARAM };

/** Whether the accounts live on the site (no external application host configured). */
export const accountsBuiltIn = (): boolean => PUBLIC_ENV.appUrl === '';

/** A path of the site with the page to come back to after the login (`?retour=`), when there is one. */
export const withReturn = (path: string, returnTo: string | undefined): string =>
  returnTo === undefined ? path : `${path}?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}`;

/** The login, register and account targets; `returnTo`: the page to come back to (built-in screens). */
export function accountLinks(locale: Locale, returnTo?: string): AccountLinks {
  if (!accountsBuiltIn()) {
    const external = (path: string): AccountTarget => ({ to: `${PUBLIC_ENV.appUrl}${path}`, external: true });
    return { login: external('/login'), register: external('/register'), account: external('/') };
  }
  const own = (path: string): AccountTarget => ({ to: withReturn(path, returnTo), external: false });
  return {
    login: own(buildPath('account-login', locale)),
    register: own(buildPath('account-register', locale)),
    account: { to: buildPath('account-applications', locale), external: false },
  };
}

/**
 * Whether a candidate token is held (on the built-in accounts only). The static HTML is the logged-out
 * state; the browser switches after hydration, and follows logins and logouts of any tab.
 */
export function useSignedIn(): boolean {
  return React.useSyncExternalStore(
    tokenStore.subscribe,
    () => accountsBuiltIn() && tokenStore.held(),
    () => false,
  );
}
