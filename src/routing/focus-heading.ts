/** The router's wrapper of the pages (Gatsby's Router id), which @reach/router focuses after a navigation. */
const ROUTER_WRAPPER = 'gatsby-focus-wrapper';

/** How long the router's own focus is waited for: it comes within the next frames, later on a busy machine. */
const ROUTER_FOCUS_BOUND_MS = 2000;

/** The link followed from each page of the session's history, by its history entry's key (the router's). */
const followed = new Map<string, { href: string; index: number }>();

/** The history entry's key: the router's, or for the page the visit began on (no state of the router's), its address. */
const entryKey = (): string => (window.history.state as { key?: string } | null)?.key ?? `first:${window.location.pathname}${window.location.search}`;

/** The links of a page with an address, in the page's order. */
const linksTo = (href: string): HTMLAnchorElement[] => [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(href)}"]`)];

/**
 * Remembers, for the page it is on, the link a visitor follows (a click, or Enter on it): coming back to
 * that page (the browser's back), the focus returns to it.
 */
export function rememberFollowedLinks(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      const href = link?.getAttribute('href');
      if (link === null || href === null || href === undefined) return;
      followed.set(entryKey(), { href, index: linksTo(href).indexOf(link) });
    },
    true,
  );
}

/** Whether the focus is nobody's: on the page's body or the router's wrapper. */
const unclaimed = (): boolean => {
  const active = document.activeElement;
  return active === null || active === document.body || active.id === ROUTER_WRAPPER;
};

/**
 * Focuses the link followed from the page the history came back to, in view, once it is there and the
 * focus is nobody's. Returns whether to try again at the next frame (as focusHeading).
 */
function focusFollowed(link: { href: string; index: number }): boolean {
  const target = linksTo(link.href)[link.index];
  if (target === undefined) return true;
  if (unclaimed()) {
    target.focus({ preventScroll: true });
    const box = target.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) target.scrollIntoView({ block: 'center' });
  }
  return document.activeElement === target || unclaimed();
}

/** Stops waiting for the last navigation's router focus. */
let stopWaiting = (): void => undefined;

/**
 * Focuses the new page's heading once it is there and no dialog is open, taking the focus from the page's
 * body or the router's wrapper only, never from what the visitor has moved on to. Returns whether to try
 * again at the next frame: the heading or the page not there yet, or the focus still on it or unclaimed.
 */
function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  const active = document.activeElement;
  const free = unclaimed();
  const dialogOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
  if (heading !== null && !dialogOpen && free) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  return heading === null || active === heading || free || dialogOpen;
}

/**
 * After a navigation to another page, the focus goes to the new page's main heading, as a screen reader
 * user expects (Gatsby's default leaves it on a wrapper, a keyboard user's next Tab back at the page's
 * top). The heading takes the focus without a tab stop of its own (tabindex -1) and without scrolling: the
 * scroll is the router's. A page whose query alone changes (the jobs list's search) keeps its focus, and
 * so does a link to a place in the page. Back on a page left by one of its links (the browser's back),
 * the focus returns to that link, in view: the visitor goes on from where they were.
 */
export function focusNewPage(location: { pathname: string; hash: string }, previous: { pathname: string } | null | undefined): void {
  if (previous === null || previous === undefined || previous.pathname === location.pathname || location.hash !== '') return;
  stopWaiting();
  const back = followed.get(entryKey());
  // Back on a page left by a link, that link; else the page's heading (the link not there after 60 frames: the heading).
  let frames = 60;
  const focus = (): boolean => (back !== undefined && frames > 1 ? focusFollowed(back) : focusHeading());
  // The router focuses its wrapper in an effect that comes after this call, on a busy machine frames after
  // the heading was first focused (once in CI, after the visitor's next Tab had gone from there to the
  // page's top): the focus is handed on to the heading as the wrapper takes it, before a key can act on it.
  // A focus the visitor placed meanwhile in the new page (a field they went to) stays theirs: the wrapper's
  // late focus gives it back.
  let placed: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent): void => {
    const target = event.target;
    if (target instanceof Element && target.id === ROUTER_WRAPPER) {
      stopWaiting();
      if (placed?.isConnected === true) placed.focus({ preventScroll: true });
      else focus();
    } else if (target instanceof HTMLElement && target.closest('main') !== null && target !== document.querySelector('main h1')) placed = target;
  };
  stopWaiting = () => document.removeEventListener('focusin', onFocusIn);
  document.addEventListener('focusin', onFocusIn);
  window.setTimeout(stopWaiting, ROUTER_FOCUS_BOUND_MS);
  // The new page is drawn within the next frames (its transition in: src/layouts/page-transition.tsx), and a
  // dialog the navigation came from (the search) closes meanwhile: the heading is focused once there and
  // free, and again while the focus is unclaimed, over 60 frames at most.
  const eachFrame = (): void => {
    frames -= 1;
    if (focus() && frames > 0) window.requestAnimationFrame(eachFrame);
  };
  window.requestAnimationFrame(eachFrame);
}
