/** The router's wrapper of the pages (Gatsby's Router id), which @reach/router focuses after a navigation. */
const ROUTER_WRAPPER = 'gatsby-focus-wrapper';

/** How long the router's own focus is waited for: it comes within the next frames, later on a busy machine. */
const ROUTER_FOCUS_BOUND_MS = 2000;

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
  const unclaimed = active === null || active === document.body || active.id === ROUTER_WRAPPER;
  const dialogOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
  if (heading !== null && !dialogOpen && unclaimed) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }
  return heading === null || active === heading || unclaimed || dialogOpen;
}

/**
 * After a navigation to another page, the focus goes to the new page's main heading, as a screen reader
 * user expects (Gatsby's default leaves it on a wrapper, a keyboard user's next Tab back at the page's
 * top). The heading takes the focus without a tab stop of its own (tabindex -1) and without scrolling: the
 * scroll is the router's. A page whose query alone changes (the jobs list's search) keeps its focus, and
 * so does a link to a place in the page.
 */
export function focusNewPage(location: { pathname: string; hash: string }, previous: { pathname: string } | null | undefined): void {
  if (previous === null || previous === undefined || previous.pathname === location.pathname || location.hash !== '') return;
  stopWaiting();
  // The router focuses its wrapper in an effect that comes after this call, on a busy machine frames after
  // the heading was first focused (once in CI, after the visitor's next Tab had gone from there to the
  // page's top): the focus is handed on to the heading as the wrapper takes it, before a key can act on it.
  const onFocusIn = (event: FocusEvent): void => {
    if (event.target instanceof Element && event.target.id === ROUTER_WRAPPER) {
      stopWaiting();
      focusHeading();
    }
  };
  stopWaiting = () => document.removeEventListener('focusin', onFocusIn);
  document.addEventListener('focusin', onFocusIn);
  window.setTimeout(stopWaiting, ROUTER_FOCUS_BOUND_MS);
  // The new page is drawn within the next frames (its transition in: src/layouts/page-transition.tsx), and a
  // dialog the navigation came from (the search) closes meanwhile: the heading is focused once there and
  // free, and again while the focus is unclaimed, over 60 frames at most.
  let frames = 60;
  const eachFrame = (): void => {
    frames -= 1;
    if (focusHeading() && frames > 0) window.requestAnimationFrame(eachFrame);
  };
  window.requestAnimationFrame(eachFrame);
}
