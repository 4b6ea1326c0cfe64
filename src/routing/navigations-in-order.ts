/**
 * Navigations in the site are drawn in the order they were made.
 *
 * Gatsby's navigate() draws a page once its resources have come (`loader.loadPage`), and its loader keeps
 * a page by its path and its query: two navigations to the same page with other queries (the sort's
 * options passed by the arrow keys, boxes ticked one after the other) each fetch the page's data, and the
 * one whose data comes first is drawn first. The history then ended on an older search than the last one
 * asked for, and the first navigation, drawn while another was under way, replaced the list's entry (the
 * router replaces during a transition): Back left the list.
 *
 * Here a navigation starts fetching its page at once, as Gatsby's would, and reaches Gatsby's navigate
 * once its page is there and the navigations before it have reached it. Its page is then in the loader's
 * store, so Gatsby's navigate draws it in turn. Installed first (gatsby-browser.tsx): the header's hold
 * and the guard wrap it.
 *
 * A page that could not come (its data or its code failed, retries included) is loaded whole, at the
 * address asked for. Gatsby's navigate would load its path alone: a search sent from the home page when
 * the list's data did not come opened the list without it, and what was typed was lost.
 */
type Loader = { loadPage: (path: string) => Promise<unknown> };

/** What Gatsby's loader gives for a page that could not come: nothing, or its status `error`. */
const couldNotCome = (resources: unknown): boolean => resources === undefined || resources === null || (resources as { status?: unknown }).status === 'error';

/** Loads an address whole, as Gatsby's navigate does, but with its query and hash. */
const loadWhole = (to: string): void => {
  window.history.replaceState({}, '', window.location.href);
  window.location.assign(to);
};
declare global {
  interface Window {
    ___loader?: Loader;
  }
}

export function drawNavigationsInOrder(): void {
  // window.___navigate: Gatsby's navigate (its type: ./install-navigation-guard.ts).
  const original = window.___navigate;
  const loader = window.___loader;
  if (original === undefined || loader === undefined) return;
  let previous: Promise<unknown> = Promise.resolve();
  const inOrder: NonNullable<Window['___navigate']> = (to, options) => {
    // What Gatsby's navigate asks its loader for: the address without its hash.
    const loaded = loader.loadPage(to.split('#', 1)[0]).catch(() => undefined);
    const drawn = Promise.all([previous, loaded]).then(([, resources]) => (couldNotCome(resources) ? loadWhole(to) : original(to, options)));
    // A navigation that failed does not hold the next ones back.
    previous = drawn.catch((error: unknown) => console.error(`The navigation to ${to} failed`, error));
  };
  window.___navigate = inOrder;
}
