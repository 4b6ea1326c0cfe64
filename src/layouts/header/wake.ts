/**
 * When the header hydrates: its state and what wakes it, in the app's chunk (gatsby-browser.tsx installs
 * it); the gate that holds it back is ./header-gate.tsx.
 */
import { tokenStore } from '../../features/auth/token-store';
import { SCROLL_THRESHOLD } from './use-scrolled';

/** What wakes the header: a pointer over it or pressed on it, the focus or a key in it, a click on it. */
const HEADER_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;
/** What wakes it from anywhere: the history moved (and the page scrolled: below). */
const PAGE_EVENTS = ['popstate', 'hashchange'] as const;

let awake = false;
let wake: () => void = () => undefined;
const woken = new Promise<void>((resolve) => {
  wake = resolve;
});

/** Whether the header may hydrate (./header-gate.tsx). */
export const headerAwake = (): boolean => awake;
/** Settles when the header is woken. */
export const headerWoken = (): Promise<void> => woken;

/** Hydrates the header from now on (idempotent): its gate lets it through. */
export function wakeHeader(): void {
  if (awake) return;
  awake = true;
  wake();
}

/**
 * Keeps the header's built HTML, not hydrated, until it is needed (gatsby-browser.tsx, onClientEntry): it
 * looks as built, the signed-out, unscrolled header, and what needs its code wakes it: a pointer or the
 * focus coming to it, a click or a key in it, a scroll of the page, a move in the history, a navigation in
 * the site (onPreRouteUpdate), a candidate signed in (here or in another tab). These listeners run in the
 * capture phase on the window, before React's own at the app's root: a click on the header not hydrated
 * yet wakes it, React then hydrates it at once and hands it the click. Installed before the app hydrates;
 * each listener goes once the header is awake.
 */
export function installHeaderGate(): void {
  // A token held: a candidate signed in (waking the header for nothing would cost its hydration, no more).
  const signedIn = (): boolean => tokenStore.get() !== null;
  if (signedIn() || window.scrollY > SCROLL_THRESHOLD) {
    wakeHeader();
    return;
  }
  const options = { capture: true, passive: true };
  let unsubscribe = (): void => undefined;
  const wakeUp = (): void => {
    wakeHeader();
    HEADER_EVENTS.forEach((type) => window.removeEventListener(type, onHeaderEvent, options));
    PAGE_EVENTS.forEach((type) => window.removeEventListener(type, wakeUp, options));
    window.removeEventListener('scroll', onScroll, options);
    unsubscribe();
  };
  function onHeaderEvent(event: Event): void {
    if (event.target instanceof Element && event.target.closest('.site-header') !== null) wakeUp();
  }
  // The page's own scroll (the header's colour and shadow follow it), not a scrolling part's inside it.
  function onScroll(event: Event): void {
    if (event.target === document) wakeUp();
  }
  HEADER_EVENTS.forEach((type) => window.addEventListener(type, onHeaderEvent, options));
  PAGE_EVENTS.forEach((type) => window.addEventListener(type, wakeUp, options));
  window.addEventListener('scroll', onScroll, options);
  unsubscribe = tokenStore.subscribe(() => {
    if (signedIn()) wakeUp();
  });
}
