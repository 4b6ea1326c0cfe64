import * as React from 'react';

const noSubscription = (): (() => void) => () => undefined;

/**
 * A value as a component may render it when the static HTML was rendered with `rendered` instead (what
 * only the browser knows: the address's query, the signed-in candidate). React must hydrate the same tree:
 * during hydration this is `rendered` (the server's snapshot), and `value` follows in the next render. A
 * component mounted otherwise (a navigation in the site) gets `value` at once. `value` must keep its
 * identity from one render to the next while it is the same.
 */
export function useHydratedValue<T>(value: T, rendered: T): T {
  return React.useSyncExternalStore(
    noSubscription,
    () => value,
    () => rendered,
  );
}

/**
 * A page's query string as its components may render it: the static HTML was rendered without one (or
 * with `rendered`, a list's page past the first: `?page=2`).
 */
export const useHydratedSearch = (search: string, rendered = ''): string => useHydratedValue(search, rendered);
