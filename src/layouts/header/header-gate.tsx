import * as React from 'react';
import { useKeptAsBuilt } from '../../sections/static-section';
import { headerAwake, headerCode, headerHydrated, headerWoken, loadHeaderCode } from './wake';

/** Never settles: a header whose code could not come stays as built (its links still lead where they should). */
const keptAsBuilt = new Promise<never>(() => undefined);

/** Tells ./wake.ts that the header answers its events: effects run once the header has hydrated. */
function Hydrated(): null {
  React.useEffect(headerHydrated, []);
  return null;
}

/**
 * The header, inside its Suspense boundary, with its code fetched when it is needed (./wake.ts). Hydrating
 * the page's start, it suspends until the header is woken, then until its code has come, and React leaves
 * the built HTML as it is meanwhile. Rendered in any other way (a page drawn anew, the boundary rendered
 * again by an update before it hydrated), it lets the header through once its code is there: a navigation
 * in the site waits for it (holdNavigationsForHeader), so a page is not drawn without it.
 */
export function HeaderGate(): React.JSX.Element {
  const hydrating = useKeptAsBuilt();
  if (hydrating && !headerAwake()) throw headerWoken();
  const code = headerCode();
  if (code === null)
    throw loadHeaderCode().then(
      () => undefined,
      () => keptAsBuilt,
    );
  return (
    <>
      <code.Header />
      <Hydrated />
    </>
  );
}
