import * as React from 'react';
import { useKeptAsBuilt } from '../../sections/static-section';
import { headerAwake, headerWoken } from './wake';

/**
 * The header's gate, inside its Suspense boundary: hydrating the page's start, it suspends until the
 * header is woken, and React leaves the built HTML as it is meanwhile. Rendered in any other way (a page
 * drawn anew, the boundary rendered again by an update before it hydrated), it lets the header through.
 */
export function HeaderGate({ children }: { children: React.ReactNode }): React.JSX.Element {
  const hydrating = useKeptAsBuilt();
  if (hydrating && !headerAwake()) throw headerWoken();
  return <>{children}</>;
}
