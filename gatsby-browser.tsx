import type { GatsbyBrowser } from 'gatsby';
import { rootRedirect } from './src/i18n/locale-cookie';
import { installNavigationGuard } from './src/routing/install-navigation-guard';
import { drawNavigationsInOrder } from './src/routing/navigations-in-order';
import { installBuildWatch } from './src/routing/build-watch';
import { wrapPage } from './src/layouts/wrap-page';
import { hydrateInTransition } from './src/routing/hydrate';
import { keepsScrollPosition, restoreScroll } from './src/routing/scroll';
import { focusNewPage, rememberFollowedLinks } from './src/routing/focus-heading';
import { setTokenSource } from './src/api-client/token-source';
import { holdNavigationsForIslands, installIslands, wakeIslands } from './src/boot/islands';
import { tokenStore } from './src/features/auth/token-store';
import { nextTask } from './src/boot/page-start';
import './src/styles/global.css';

// The live API's client sends the candidate's token, when one is held.
setTokenSource(tokenStore.get);

// On the root path only, a visitor whose cookie or browser asks for another language is sent there.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  const target = rootRedirect(window.location.pathname, document.cookie, navigator.languages ?? [navigator.language]);
  if (target !== null) window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  // The header and the jobs list hydrate when they are needed, not at the page's start (src/boot/islands.ts).
  installIslands();
  // Gatsby's start goes on in a task of its own (src/boot/page-start.ts).
  return nextTask();
};

// A navigation in the site renders the islands (the header, the jobs list) with the new page: they are hydrated first.
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation !== null) wakeIslands();
};

// The page marks itself hydrated (src/layouts/layout.tsx: markMounted), once its last part is.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // The guard decides first; a navigation it lets through then waits for the islands' code, then for the
  // navigations made before it.
  drawNavigationsInOrder();
  holdNavigationsForIslands();
  installNavigationGuard();
  installBuildWatch();
  rememberFollowedLinks();
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

// Hydration in slices (src/routing/hydrate.ts) for the built site; `gatsby develop` (the preview site)
// keeps Gatsby's own. Gatsby's type for this API is React's legacy render signature, hence no annotation.
export const replaceHydrateFunction = (): typeof hydrateInTransition | undefined => (process.env.NODE_ENV === 'production' ? hydrateInTransition : undefined);

// The FAQ and legal pages keep the scroll position when navigated to, and so does a page whose query alone
// changes (the jobs list's search: its own code moves the focus when the page of results changes); an
// address with a hash has Gatsby scroll to its element; elsewhere the page goes at once to the position
// saved for back and forward, or to its top (src/routing/scroll.ts).
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps: { location }, prevRouterProps, getSavedScrollPosition }) => {
  if (location.hash !== '') return true;
  if (prevRouterProps === undefined || !(keepsScrollPosition(location.pathname) || prevRouterProps.location.pathname === location.pathname))
    restoreScroll(location, getSavedScrollPosition);
  return false;
};

// After a navigation to another page, its heading takes the focus (src/routing/focus-heading.ts).
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => focusNewPage(location, prevLocation);
