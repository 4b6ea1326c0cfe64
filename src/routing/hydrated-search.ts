import * as React from 'react';

const noSubscription = (): (() => void) => () => undefined;

/**
 * A page's query string as its components may render it. The static HTML was rendered without one (or
 * with `rendered`, a list's page past the first: `?page=2`), and React must hydrate the same tree: during
 * hydration this is that (the server's snapshot), and the real query follows in the next render. A page
 * mounted by a client-side navigation gets the real query at once.
 */
export function useHydratedSearch(search: string, rendered = ''): string {
  return React.useSyncExternalStore(
    noSubscription,
    () => search,
    () => rendered,
  );
}
