/**
 * After a navigation to another page, the focus goes to the new page's main heading, as a screen reader
 * user expects (Gatsby's default leaves it on a wrapper, a keyboard user's next Tab back at the page's
 * top). The heading takes the focus without a tab stop of its own (tabindex -1) and without scrolling: the
 * scroll is the router's. A page whose query alone changes (the jobs list's search) keeps its focus, and
 * so does a link to a place in the page.
 */
export function focusNewPage(location: { pathname: string; hash: string }, previous: { pathname: string } | null | undefined): void {
  if (previous === null || previous === undefined || previous.pathname === location.pathname || location.hash !== '') return;
  // The new page is drawn within the next frames (its transition in: src/layouts/page-transition.tsx); a
  // dialog the navigation came from (the search) closes meanwhile, and the router focuses its wrapper
  // (Gatsby's #gatsby-focus-wrapper) once its own frame comes. The heading takes the focus from the page's
  // body or that wrapper only, never from what the visitor has moved on to, over a second at most.
  let frames = 60;
  const focus = (): void => {
    frames -= 1;
    const heading = document.querySelector<HTMLElement>('main h1');
    const active = document.activeElement;
    const unclaimed = active === null || active === document.body || active.id === 'gatsby-focus-wrapper';
    const dialogOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
    if (heading !== null && !dialogOpen && unclaimed) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    if (frames > 0 && (heading === null || active === heading || unclaimed || dialogOpen)) window.requestAnimationFrame(focus);
  };
  window.requestAnimationFrame(focus);
}
