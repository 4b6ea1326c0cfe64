import { drawNavigationsInOrder } from '../../../src/routing/navigations-in-order';

type Navigate = NonNullable<Window['___navigate']>;

/** A page whose data comes when the test says so. */
function deferred(): { promise: Promise<unknown>; resolve: () => void; reject: (error: Error) => void } {
  let resolve = (): void => undefined;
  let reject = (_error: Error): void => undefined;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = () => res({});
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Gatsby's navigate and loader, as window.___navigate and window.___loader; returns what was drawn. */
function install(pages: Record<string, ReturnType<typeof deferred>>): { drawn: string[]; asked: string[]; navigate: Navigate } {
  const drawn: string[] = [];
  const asked: string[] = [];
  const win = {
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
  return { drawn, asked, navigate: win.___navigate };
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

  it('hands a page that could not come to Gatsby all the same, and the next navigation follows it', async () => {
    const broken = deferred();
    const next = deferred();
    const { drawn, navigate } = install({ '/villes': broken, '/villes/lyon': next });
    navigate('/villes');
    navigate('/villes/lyon');
    next.resolve();
    broken.reject(new Error('network'));
    await settle();
    expect(drawn).toEqual(['/villes', '/villes/lyon']);
  });
});
