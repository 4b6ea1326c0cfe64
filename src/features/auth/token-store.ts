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
 *
 * A page's first read of localStorage is a synchronous call to the browser's other processes (3–14 ms of
 * an offer page's start at a 4× slowdown, profiled), in the task where the app starts: whether a token is
 * held at a page's start is told by a cookie beside it (SESSION_COOKIE, no personal data: « 1 »), which
 * the page has read anyway. A token found without it (kept from before the cookie, or the cookie cleared
 * alone) is read when the API needs it, and the cookie written again then; a cookie without a token goes.
 *
 * Another tab's sign-in or sign-out is followed through storage events, but listening for them opens the
 * page's localStorage as a first read does (3–9 ms unthrottled in Chromium, measured in fresh pages): until
 * the token has been read, the store listens instead for the tab's return (focus, shown again), where it
 * asks the cookie, which a sign-in in another tab has written; a token held here is followed by its storage
 * events.
 */
import { cookieLine, hasCookie } from '../../components/cookies';

export const TOKEN_KEY = 'rythmo.auth.token';
/** The cookie saying a token is held: as long-lived as a token, path /, SameSite Lax, Secure over HTTPS. */
export const SESSION_COOKIE = 'rythmo_session';
const SESSION_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

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

const markedHeld = (): boolean => typeof document !== 'undefined' && hasCookie(SESSION_COOKIE);

const markHeld = (held: boolean): void => {
  if (typeof document === 'undefined') return;
  document.cookie = cookieLine(SESSION_COOKIE, held ? '1' : '', held ? SESSION_COOKIE_MAX_AGE : 0, window.location.protocol === 'https:');
};

/** Another tab logged in or out: this one follows. */
const onStorage = (event: StorageEvent): void => {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  // A null key: the whole storage was cleared.
  current = event.key === null ? null : event.newValue || null;
  notify();
};

/** The tab is back before its token was read: another tab may have signed in meanwhile. */
const onReturn = (): void => {
  if (current !== undefined || !markedHeld()) return;
  tokenStore.get();
  notify();
};

/** How the store follows other tabs while it has listeners: by the tab's return, then by storage events. */
let watching: 'return' | 'storage' | null = null;

const unwatch = (): void => {
  if (watching === 'storage') window.removeEventListener('storage', onStorage);
  if (watching === 'return') {
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  }
  watching = null;
};

const watch = (): void => {
  if (typeof window === 'undefined' || listeners.size === 0) return;
  const way = current === undefined ? 'return' : 'storage';
  if (watching === way) return;
  unwatch();
  if (way === 'storage') window.addEventListener('storage', onStorage);
  else {
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
  }
  watching = way;
};

export const tokenStore = {
  get(): string | null {
    if (current === undefined) {
      current = storage()?.getItem(TOKEN_KEY) || null;
      watch();
      if (markedHeld() !== (current !== null)) {
        markHeld(current !== null);
        // Those who asked held() before were told no: a token found now is news to them.
        if (current !== null) queueMicrotask(notify);
      }
    }
    return current;
  },
  /**
   * Whether a token is held: the candidate is taken as signed in until the API says otherwise. Before
   * the token has been read, the cookie answers, and storage is read only when it says one is held.
   */
  held(): boolean {
    if (current === undefined && !markedHeld()) return false;
    return tokenStore.get() !== null;
  },
  set(token: string | null): void {
    current = token;
    watch();
    markHeld(token !== null);
    try {
      if (token === null) storage()?.removeItem(TOKEN_KEY);
      else storage()?.setItem(TOKEN_KEY, token);
    } catch {
      // Storage full or refused: the token stays in memory.
    }
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    watch();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) unwatch();
    };
  },
};
