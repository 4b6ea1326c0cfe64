/**
 * When a section kept as built comes near the screen: the moment its code is worth loading
 * (./moving.tsx). Until then the page neither fetches nor runs it, and the section's built HTML (its
 * links, its text) stays as it is.
 */

/** How near the screen, above or below it, a section counts as coming. */
const NEAR_SCREEN: IntersectionObserverInit = { rootMargin: '200px' };

/**
 * Runs `then` once `element` comes near the screen, at once where that cannot be watched (no
 * IntersectionObserver); returns what stops the watch.
 */
export function onceNear(element: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    then();
  }, NEAR_SCREEN);
  observer.observe(element);
  return () => observer.disconnect();
}

const near = new Set<string>();
const waiting = new Map<string, Promise<void>>();

/**
 * Null once the section whose heading has the id `headingId` is near the screen, or where that cannot be
 * watched (no such heading in the page, no IntersectionObserver): it loads at once then. Otherwise a
 * promise that settles when it comes near (the same one for every call), for a gate to suspend on.
 */
export function untilNearScreen(headingId: string): Promise<void> | null {
  if (near.has(headingId)) return null;
  const known = waiting.get(headingId);
  if (known !== undefined) return known;
  const section = document.getElementById(headingId)?.closest('section') ?? null;
  if (section === null || typeof IntersectionObserver === 'undefined') {
    near.add(headingId);
    return null;
  }
  const coming = new Promise<void>((resolve) =>
    onceNear(section, () => {
      near.add(headingId);
      waiting.delete(headingId);
      resolve();
    }),
  );
  waiting.set(headingId, coming);
  return coming;
}
