/**
 * The page's islands (./island.ts): the header and the jobs list, kept as built when the page starts. Each
 * wakes at what happens inside it; both wake when the history moves, when a candidate signs in (here or in
 * another tab) or starts signed in (the header shows their account, the list their rhythm), and at a
 * navigation in the site. The header also wakes when the page scrolls (src/layouts/header/wake.ts), and
 * the jobs list when the page starts on a search (src/features/jobs/jobs-list-gate.tsx).
 *
 * The account screens' island (src/features/auth/account-island.ts) is on its screens' pages only: it
 * wakes at what happens inside it, when a candidate signs in in another tab, and its gate wakes it when
 * the page starts signed in. A navigation does not wait for its code: drawn anew, its screen says it loads.
 */
import { accountIsland } from '../features/auth/account-island';
import { tokenStore } from '../features/auth/token-store';
import { jobsListIsland } from '../features/jobs/jobs-list-island';
import { headerIsland, wakeHeaderOnScroll } from '../layouts/header/wake';

const ISLANDS = [headerIsland, jobsListIsland];
/** What wakes them from anywhere: the history moved. */
const PAGE_EVENTS = ['popstate', 'hashchange'] as const;

/** Hydrates every island from now on (idempotent), their code fetched. */
export const wakeIslands = (): void => ISLANDS.forEach((part) => part.wake());

/** Installed before the app hydrates (gatsby-browser.tsx, onClientEntry); each listener goes once it has woken them. */
export function installIslands(): void {
  if (tokenStore.held()) wakeIslands();
  ISLANDS.forEach((part) => part.install());
  accountIsland.install();
  wakeHeaderOnScroll();
  if (tokenStore.held()) return;
  const options = { capture: true, passive: true };
  let unsubscribe = (): void => undefined;
  const wakeUp = (): void => {
    wakeIslands();
    PAGE_EVENTS.forEach((type) => window.removeEventListener(type, wakeUp, options));
    unsubscribe();
  };
  PAGE_EVENTS.forEach((type) => window.addEventListener(type, wakeUp, options));
  unsubscribe = tokenStore.subscribe(() => {
    if (!tokenStore.held()) return;
    accountIsland.wake();
    wakeUp();
  });
}

/**
 * A navigation in the site draws the next page's islands anew, or the same page's with another search: it
 * wakes them and waits for their code, so that none is drawn without it (an absent header or list for a
 * moment). Without the code (a network error), the page is loaded instead. Wraps `window.___navigate`
 * (every in-site navigation: Link and navigate() alike), once the app has rendered.
 */
export function holdNavigationsForIslands(): void {
  const original = window.___navigate;
  if (original === undefined) return;
  window.___navigate = (to, options) => {
    wakeIslands();
    if (ISLANDS.every((part) => part.code() !== null)) return original(to, options);
    Promise.all(ISLANDS.map((part) => part.load())).then(
      () => original(to, options),
      () => window.location.assign(new URL(to, window.location.href).href),
    );
  };
}
