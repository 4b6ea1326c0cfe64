import * as React from 'react';
import { useKeptAsBuilt } from '../sections/static-section';
import type { Island } from './island';

/** Never settles: an island whose code could not come stays as built (its links still lead where they should). */
const keptAsBuilt = new Promise<never>(() => undefined);

/** Tells the island it answers its events: effects run once it has hydrated. */
function Hydrated({ island }: { island: Island<unknown> }): null {
  React.useEffect(() => island.hydrated(), [island]);
  return null;
}

type IslandGateProps<M> = { island: Island<M>; children: (code: M) => React.ReactNode };

/**
 * An island (./island.ts), inside its Suspense boundary, drawn by its code. Hydrating the page's start, it
 * suspends until the island is woken, then until its code has come, and React leaves the built HTML as it
 * is meanwhile. Rendered in any other way (a page drawn anew, the boundary rendered again by an update
 * before it hydrated), it lets the island through once its code is there: a navigation in the site waits
 * for it (./islands.ts), so that a page is not drawn without it.
 */
export function IslandGate<M>({ island, children }: IslandGateProps<M>): React.JSX.Element {
  const hydrating = useKeptAsBuilt();
  if (hydrating && !island.awake()) throw island.woken();
  const code = island.code();
  if (code === null)
    throw island.load().then(
      () => undefined,
      () => keptAsBuilt,
    );
  return (
    <>
      {children(code)}
      <Hydrated island={island} />
    </>
  );
}
