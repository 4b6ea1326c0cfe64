/**
 * The header is an island (src/boot/island.ts): kept as built when the page starts, hydrated when it is
 * needed, its code a script of its own (`site-header`) fetched then. What wakes every island is in
 * src/boot/islands.ts; the header also wakes when the page scrolls (its colour and shadow follow it).
 */
import { island } from '../../boot/island';
import { SCROLL_THRESHOLD } from './use-scrolled';

export const headerIsland = island('.site-header', () => import(/* webpackChunkName: "site-header" */ './header'));

/** Wakes the header at the page's own scroll (not a scrolling part's inside it), or at once if it starts scrolled. */
export function wakeHeaderOnScroll(): void {
  if (window.scrollY > SCROLL_THRESHOLD) return headerIsland.wake();
  const options = { capture: true, passive: true };
  const onScroll = (event: Event): void => {
    if (event.target !== document) return;
    headerIsland.wake();
    window.removeEventListener('scroll', onScroll, options);
  };
  window.addEventListener('scroll', onScroll, options);
}
