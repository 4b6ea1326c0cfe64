import { drawNavigationsInOrder } from '../../../src/routing/navigations-in-order';

type Navigate = NonNullable<Window['___navigate']>;

/** A page whose data comes when the test says so; `fail` gives what Gatsby's loader gives when it could not come. */
function deferred(): { promise: Promise<unknown>; resolve: () => void; fail: () => void; reject: (error: Error) => void } {
  let resolve = (): void => undefined;
  let fail = (): void => undefined;
  let reject = (_error: Error): void => undefined;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = () => res({ status: 'success' });
    fail = () => res({ status: 'error' });
    reject = rej;
  });
  return { promise, resolve, fail, reject };
}

/** Gatsby's navigate and loader, as window.___navigate and window.___loader; returns what was drawn and loaded whole. */
function install(pages: Record<string, ReturnType<typeof deferred>>): { drawn: string[]; asked: string[]; loaded: string[]; navigate: Navigate } {
  const drawn: string[] = [];
  const asked: string[] = [];
  const loaded: string[] = [];
  const win = {
    location: { href: 'http://localhost/', assign: (to: string) => void loaded.push(to) },
    history: { replaceState: () => undefined },
    ___navigate: ((to: string) => void drawn.push(to)) as Navigate,
    ___loader: {
      loadPage: (path: string) => {
        asked.push(path);
        return pages[path].promise;
      },
    },
  };
  Object.assign(globalThis, { window: win });
  drawNavigationsInOrder();
  return { drawn, asked, loaded, navigate: win.___navigate };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('navigations drawn in order', () => {
  it('draws navigations in the order they were made, whatever order their pages come in', async () => {
    const first = deferred();
    const second = deferred();
    const { drawn, asked, navigate } = install({ '/offres-emploi?sort=a': first, '/offres-emploi?sort=b': second });
    navigate('/offres-emploi?sort=a#liste');
    navigate('/offres-emploi?sort=b');
    // Both pages are asked for at once, without the hash.
    expect(asked).toEqual(['/offres-emploi?sort=a', '/offres-emploi?sort=b']);
    second.resolve();
    await settle();
    expect(drawn).toEqual([]);
    first.resolve();
    await settle();
    expect(drawn).toEqual(['/offres-emploi?sort=a#liste', '/offres-emploi?sort=b']);
  });

  it('loads a page that could not come whole, with its query and hash, and the next navigation follows it', async () => {
    const broken = deferred();
    const next = deferred();
    const { drawn, loaded, navigate } = install({ '/offres-emploi?query=serveur': broken, '/villes/lyon': next });
    navigate('/offres-emploi?query=serveur#liste');
    navigate('/villes/lyon');
    next.resolve();
    broken.fail();
    await settle();
    expect(loaded).toEqual(['/offres-emploi?query=serveur#liste']);
    expect(drawn).toEqual(['/villes/lyon']);
  });

  it('loads whole a page whose loading threw', async () => {
    const broken = deferred();
    const { drawn, loaded, navigate } = install({ '/villes?page=2': broken });
    navigate('/villes?page=2');
    broken.reject(new Error('network'));
    await settle();
    expect(loaded).toEqual(['/villes?page=2']);
    expect(drawn).toEqual([]);
  });
});
