/**
 * The candidate's session as jotai atoms in the
 * default store, so every island of a page (header, apply button, account screens) sees the same one:
 * logged out, then logged in with a token sent as a bearer header by the one API client; logout clears
 * token and user; a failed current-user call clears the token; login, registration and password reset
 * each clear the token first, store the new one, then load the user. The token itself is kept by
 * ./token-store.ts (why localStorage: see there), which the atoms read and write through.
 */
import { atom } from 'jotai';
import { atomWithStorage, type createJSONStorage } from 'jotai/utils';
import type { AccountUser, Locale, Session } from '@rythmo/site-map';
import { apiRequest } from '../../api-client/client';
import { TOKEN_KEY, tokenStore } from './token-store';

/** The current user: users/me, fields not shown. */
export type User = AccountUser;

/** jotai's synchronous storage (its type is not exported by name), over the token store. */
type TokenStorage = ReturnType<typeof createJSONStorage<string | null>>;
const tokenStorage: TokenStorage = {
  getItem: () => tokenStore.get(),
  setItem: (_key, token) => tokenStore.set(token),
  removeItem: () => tokenStore.set(null),
  subscribe: (_key, callback) => tokenStore.subscribe(() => callback(tokenStore.get())),
};

/** The token, kept across visits and tabs; read at once on the first render in the browser. */
export const tokenAtom = atomWithStorage<string | null>(TOKEN_KEY, null, tokenStorage, { getOnInit: true });
export const userAtom = atom<User | null>(null);

export type AuthStatus = 'anonymous' | 'checking' | 'authenticated';
export const statusAtom = atom<AuthStatus>((get) => {
  if (get(tokenAtom) === null) return 'anonymous';
  return get(userAtom) === null ? 'checking' : 'authenticated';
});

const clearAtom = atom(null, (_get, set) => {
  set(tokenAtom, null);
  set(userAtom, null);
});

/** Loads the user of the held token; a failure clears the token and is thrown on. */
export const loadUserAtom = atom(null, async (get, set): Promise<User | null> => {
  const token = get(tokenAtom);
  if (token === null) return null;
  try {
    const user = await apiRequest('me', { token });
    // The token may have changed while the user loaded (a logout, another tab): that user is not ours.
    if (get(tokenAtom) === token) set(userAtom, user);
    return user;
  } catch (error) {
    if (get(tokenAtom) === token) set(clearAtom);
    throw error;
  }
});

/** Clears the session, takes the token the call gives, then loads its user (login, reset). */
const sessionFromAtom = atom(null, async (_get, set, call: () => Promise<Session>): Promise<User | null> => {
  set(clearAtom);
  const session = await call();
  set(tokenAtom, session.jwt);
  return set(loadUserAtom);
});

export const loginAtom = atom(null, (_get, set, credentials: { identifier: string; password: string }) =>
  set(sessionFromAtom, () => apiRequest('login', { body: credentials, token: null })),
);

/**
 * Registration, in the page's language: the account keeps it for its emails and the pages their links
 * open. The account's email is confirmed before its first login, so the CMS gives no token and the
 * session stays empty: resolves with 'confirm-email', or 'logged-in' when a token came (confirmation off).
 */
export const registerAtom = atom(
  null,
  async (
    _get,
    set,
    account: { username: string; email: string; password: string; language: Locale; return_to?: string },
  ): Promise<'confirm-email' | 'logged-in'> => {
    set(clearAtom);
    const answer = await apiRequest('register', { body: account, token: null });
    if (answer.jwt === undefined) return 'confirm-email';
    set(tokenAtom, answer.jwt);
    await set(loadUserAtom);
    return 'logged-in';
  },
);

export const resetPasswordAtom = atom(null, (_get, set, reset: { code: string; password: string; passwordConfirmation: string }) =>
  set(sessionFromAtom, () => apiRequest('resetPassword', { body: reset, token: null })),
);

/** A change of password ends the older tokens (the CMS refuses them): the new one replaces the held one. */
export const changePasswordAtom = atom(
  null,
  async (get, set, change: { currentPassword: string; password: string; passwordConfirmation: string }): Promise<void> => {
    const session = await apiRequest('changePassword', { body: change, token: get(tokenAtom) });
    set(tokenAtom, session.jwt);
    set(userAtom, session.user);
  },
);

/** Logout, and the end of a session the server refused (a 401): token and user cleared. */
export const logoutAtom = atom(null, (_get, set) => set(clearAtom));
