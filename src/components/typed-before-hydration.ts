import * as React from 'react';

/** A layout effect in the browser; nothing on the server, which runs none (and React warns there). */
export const useBrowserLayoutEffect: typeof React.useLayoutEffect = typeof window === 'undefined' ? () => undefined : React.useLayoutEffect;

/**
 * Runs `take` once, as the component hydrates, for what was typed in its fields before its code came
 * (an island: src/boot/island.ts): the fields hold it, the state not yet. In a layout effect, so that the
 * state it sets is drawn before any other render: an update made later (in an effect) waits behind any
 * render of a higher priority, which then puts the state's old value back in the field, and a send kept
 * until the hydration, done again meanwhile, read the emptied field (the jobs list searched for nothing).
 */
export function useTypedBeforeHydration(take: () => void): void {
  const first = React.useRef(take);
  useBrowserLayoutEffect(() => first.current(), []);
}
