import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * How the app takes over its static page (gatsby-browser.tsx, replaceHydrateFunction): as a transition.
 * React 18 hydrates a transition in slices of about 5 ms and yields to the browser between them; otherwise
 * everything outside the layout's Suspense boundaries (the providers, the header) hydrated in one long
 * task. A click before hydration is done hydrates its target at once, and React replays it. A page served
 * without markup (Gatsby's check: an empty focus wrapper) is rendered instead.
 */
export function hydrateInTransition(element: React.ReactElement, container: Element | null): void {
  if (container === null) return;
  const focusWrapper = document.getElementById('gatsby-focus-wrapper');
  if (focusWrapper === null || focusWrapper.children.length === 0) {
    createRoot(container).render(element);
    return;
  }
  React.startTransition(() => {
    hydrateRoot(container, element);
  });
}
