// The token store at a page's start (src/features/auth/token-store.ts): whether a token is held is told by
// its cookie, and localStorage is read only when the cookie says so or when the token itself is asked for.

type TokenStore = typeof import('../../../src/features/auth/token-store');

/** A page's world as the store sees it: a cookie jar (Max-Age=0 deletes), a localStorage counting its reads. */
function pageWorld(cookies: Record<string, string>, stored: Record<string, string>, protocol = 'https:') {
  const jar = new Map(Object.entries(cookies));
  const written: string[] = [];
  const reads: string[] = [];
  const localStorage = {
    getItem: (key: string) => {
      reads.push(key);
      return stored[key] ?? null;
    },
    setItem: (key: string, value: string) => void (stored[key] = value),
    removeItem: (key: string) => void delete stored[key],
  };
  const cookieJar = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (/Max-Age=0(;|$)/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  };
  const window = { localStorage, location: { protocol }, ...eventTarget() };
  const document = Object.assign(cookieJar, eventTarget());
  Object.assign(globalThis, { window, document });
  let store: TokenStore | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual<TokenStore>('../../../src/features/auth/token-store');
  });
  return { ...(store as TokenStore), jar, written, reads, stored, window, document };
}

/** The listeners of a window or a document, by event type, and a way to fire one. */
function eventTarget() {
  const listening = new Map<string, Set<(event: unknown) => void>>();
  return {
    addEventListener: (type: string, listener: (event: unknown) => void) => listening.set(type, (listening.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type: string, listener: (event: unknown) => void) => listening.get(type)?.delete(listener),
    fire: (type: string, event: unknown = {}) => listening.get(type)?.forEach((listener) => listener(event)),
    types: () => [...listening].filter(([, set]) => set.size > 0).map(([type]) => type),
  };
}

afterEach(() => {
  delete (globalThis as Partial<{ window: unknown }>).window;
  delete (globalThis as Partial<{ document: unknown }>).document;
});

test('a visitor without the cookie is signed out at the start, and storage is not read', () => {
  const page = pageWorld({ i18n_redirected: 'fr' }, {});
  expect(page.tokenStore.held()).toBe(false);
  expect(page.reads).toEqual([]);
});

test('with the cookie, the token is read and held', () => {
  const page = pageWorld({ rythmo_session: '1' }, { [`rythmo.auth.token`]: 'jwt-1' });
  expect(page.tokenStore.held()).toBe(true);
  expect(page.tokenStore.get()).toBe('jwt-1');
  expect(page.reads).toEqual([page.TOKEN_KEY]);
});

test('signing in writes the cookie (Secure over HTTPS, as long as a token lives), signing out removes it', () => {
  const page = pageWorld({}, {});
  page.tokenStore.set('jwt-2');
  expect(page.jar.get(page.SESSION_COOKIE)).toBe('1');
  expect(page.written[0]).toBe('rythmo_session=1; Max-Age=604800; Path=/; SameSite=Lax; Secure');
  expect(page.stored[page.TOKEN_KEY]).toBe('jwt-2');
  page.tokenStore.set(null);
  expect(page.jar.has(page.SESSION_COOKIE)).toBe(false);
  expect(page.stored[page.TOKEN_KEY]).toBeUndefined();
  const plain = pageWorld({}, {}, 'http:');
  plain.tokenStore.set('jwt-3');
  expect(plain.written).toEqual(['rythmo_session=1; Max-Age=604800; Path=/; SameSite=Lax']);
});

test('a token kept without its cookie is found when asked for, and the cookie written again; a cookie without a token goes', async () => {
  const kept = pageWorld({}, { [`rythmo.auth.token`]: 'jwt-4' });
  const told: boolean[] = [];
  kept.tokenStore.subscribe(() => told.push(kept.tokenStore.held()));
  expect(kept.tokenStore.held()).toBe(false);
  expect(kept.tokenStore.get()).toBe('jwt-4');
  expect(kept.jar.get(kept.SESSION_COOKIE)).toBe('1');
  expect(kept.tokenStore.held()).toBe(true);
  // Those told no before hear of it, once the caller's task is done.
  expect(told).toEqual([]);
  await Promise.resolve();
  expect(told).toEqual([true]);
  const stale = pageWorld({ rythmo_session: '1' }, {});
  expect(stale.tokenStore.held()).toBe(false);
  expect(stale.jar.has(stale.SESSION_COOKIE)).toBe(false);
});

test("a signed-out page follows other tabs without opening storage: the tab's return, then storage events", () => {
  const page = pageWorld({}, {});
  const told: boolean[] = [];
  page.tokenStore.subscribe(() => told.push(page.tokenStore.held()));
  // Listening for storage events opens the page's storage as a read does: not while no token was read.
  expect(page.window.types()).toEqual(['focus']);
  expect(page.document.types()).toEqual(['visibilitychange']);
  page.document.fire('visibilitychange');
  expect(told).toEqual([]);
  // Another tab signs in: its cookie and its token; this tab is shown again.
  page.jar.set(page.SESSION_COOKIE, '1');
  page.stored[page.TOKEN_KEY] = 'jwt-5';
  page.document.fire('visibilitychange');
  expect(told).toEqual([true]);
  expect(page.reads).toEqual([page.TOKEN_KEY]);
  // From now on, storage events: another tab signing out is followed at once.
  expect(page.window.types()).toEqual(['storage']);
  expect(page.document.types()).toEqual([]);
  page.window.fire('storage', { key: page.TOKEN_KEY, newValue: null });
  expect(told).toEqual([true, false]);
});

test('a page that starts signed in follows storage events; the last listener gone, nothing is listened to', () => {
  const page = pageWorld({ rythmo_session: '1' }, { [`rythmo.auth.token`]: 'jwt-6' });
  expect(page.tokenStore.held()).toBe(true);
  const stop = page.tokenStore.subscribe(() => undefined);
  expect(page.window.types()).toEqual(['storage']);
  stop();
  expect(page.window.types()).toEqual([]);
  expect(page.document.types()).toEqual([]);
});
