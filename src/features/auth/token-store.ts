/**
 * Where the candidate's token lives, kept small enough for every page's first load:
 * the header shows the logged-in state and the API client sends the bearer header from here, while the
 * session's atoms (./session.ts, with jotai, loaded on demand) read and write through it.
 *
 * Storage: localStorage, so a candidate stays logged in across tabs and visits; a token lives 7 days at
 * most, and a change or reset of password ends every older one on the server. Any script of the page can
 * read localStorage, so this rests on the site running none but its own: the CSP allows no inline script
 * but Gatsby's own, hashed, and no other origin's but the consented analytics tag; rich text is sanitised
 * at build time. An httpOnly cookie would need the CMS to read a cookie instead of the bearer header the
 * API takes, and a CSRF defence beside it. Where storage is refused (a private window of some browsers),
 * the token lives in memory for the page's life.
 */
export const TOKEN_KEY = 'rythmo.auth.token';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: string | null | undefined;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const notify = (): void => listeners.forEach((listener) => listener());

/** Another tab logged in or out: this one follows. */
const onStorage = (event: StorageEvent): void => {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  // A null key: the whole storage was cleared.
  current = event.key === null ? null : event.newValue || null;
  notify();
};

export const tokenStore = {
  get(): string | null {
    if (current === undefined) current = storage()?.getItem(TOKEN_KEY) || null;
    return current;
  },
  /** Whether a token is held: the candidate is taken as signed in until the API says otherwise. */
  held(): boolean {
    return tokenStore.get() !== null;
  },
  set(token: string | null): void {
    current = token;
    try {
      if (token === null) storage()?.removeItem(TOKEN_KEY);
      else storage()?.setItem(TOKEN_KEY, token);
    } catch {
      // Storage full or refused: the token stays in memory.
    }
    notify();
  },
  subscribe(listener: Listener): () => void {
    if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  },
};
