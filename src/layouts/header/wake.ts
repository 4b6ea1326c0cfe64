/**
 * When the header hydrates: its state, what wakes it, and its code, fetched when it wakes. This module is
 * in the app's chunk (gatsby-browser.tsx installs it); the header's code is a script of its own
 * (`site-header`), and the gate that holds it back is ./header-gate.tsx.
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

type HeaderModule = typeof import('./header');

let code: HeaderModule | null = null;
let failed = false;
let loading: Promise<HeaderModule> | null = null;

/** The header's code, once it has come; null until then. */
export const headerCode = (): HeaderModule | null => code;

/** Fetches and runs the header's code, once; settles when it has come. */
export function loadHeaderCode(): Promise<HeaderModule> {
  loading ??= import(/* webpackChunkName: "site-header" */ './header').then(
    (module) => {
      code = module;
      return module;
    },
    (error: unknown) => {
      failed = true;
      throw error;
    },
  );
  return loading;
}

let markHydrated: () => void = () => undefined;
const hydration = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Called by the header once React answers its events (./header-gate.tsx). */
export function headerHydrated(): void {
  markHydrated();
}

/** Whether the header may hydrate (./header-gate.tsx). */
export const headerAwake = (): boolean => awake;
/** Settles when the header is woken. */
export const headerWoken = (): Promise<void> => woken;

/** Hydrates the header from now on (idempotent): its gate lets it through. */
export function wakeHeader(): void {
  if (awake) return;
  awake = true;
  wake();
  void loadHeaderCode().catch((error: unknown) => console.error('The header could not load its code; it stays as built', error));
}

/**
 * A click in the header before its code has come (a tap on the menu's button, Enter on a link) is kept
 * and given again, once, to the same control when the header has hydrated: React would drop it, and a
 * button would do nothing. Once the code is there, React hydrates the header at the click and hands it
 * the click itself. Should the code not come (a network error), a kept link is followed as the browser
 * would, and the clicks after it are the browser's.
 */
function keepEarlyClicks(): void {
  const onClick = (event: MouseEvent): void => {
    // The header hydrates only with its code: once the code is there, React takes the clicks.
    if (code !== null || failed) return window.removeEventListener('click', onClick, true);
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('.site-header a[href], .site-header button') : null;
    if (control === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    event.stopPropagation();
    loadHeaderCode()
      .then(() => hydration)
      .then(
        () => {
          if (control.isConnected) control.click();
        },
        () => {
          if (control instanceof HTMLAnchorElement) window.location.assign(control.href);
        },
      );
  };
  window.addEventListener('click', onClick, true);
}

/**
 * A navigation in the site draws the next page's header anew: it waits for the header's code, so that
 * the header is never drawn without it (an absent header for a moment). Without the code (a network
 * error), the page is loaded instead. Wraps `window.___navigate` (every in-site navigation: Link and
 * navigate() alike), once the app has rendered.
 */
export function holdNavigationsForHeader(): void {
  const original = window.___navigate;
  if (original === undefined) return;
  window.___navigate = (to, options) => {
    if (code !== null) return original(to, options);
    loadHeaderCode().then(
      () => original(to, options),
      () => window.location.assign(new URL(to, window.location.href).href),
    );
  };
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
  keepEarlyClicks();
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
