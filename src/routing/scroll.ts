import { pathsOf, routesWith } from '@rythmo/site-map';

/** Route meta keepsScroll: the FAQ and the legal pages keep the scroll position on navigation. */
const KEEP_SCROLL = new Set(routesWith('keepsScroll').flatMap(pathsOf));

export const keepsScrollPosition = (pathname: string): boolean => KEEP_SCROLL.has(pathname);

/** Gatsby's getSavedScrollPosition (gatsby/cache-dir/navigation.js), typed `Function` by Gatsby: [0, the kept top or undefined]. */
type SavedScrollPosition = (location: object) => [number, number | undefined];

/**
 * Scrolls a page the router has just shown to the position kept for it (back and forward) or to its
 * top, at once. The router's own scroll (window.scrollTo) follows the stylesheet's smooth scrolling,
 * which is for moves within a page: gliding from the last page's position, it carried the link the
 * focus returned to (./focus-heading.ts) out of view after it was focused in view.
 */
export function restoreScroll(location: object, getSavedScrollPosition: unknown): void {
  const [, top] = (getSavedScrollPosition as SavedScrollPosition)(location);
  window.scrollTo({ top: top ?? 0, behavior: 'instant' });
}
