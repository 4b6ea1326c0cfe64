/**
 * When a section kept as built comes near the screen: the moment its code is worth loading
 * (./moving.tsx). Until then the page neither fetches nor runs it, and the section's built HTML (its
 * links, its text) stays as it is.
 */

/** How near the screen, above or below it, a section counts as coming. */
export const NEAR_SCREEN: IntersectionObserverInit = { rootMargin: '200px' };

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
  const coming = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near.add(headingId);
      waiting.delete(headingId);
      resolve();
    }, NEAR_SCREEN);
    observer.observe(section);
  });
  waiting.set(headingId, coming);
  return coming;
}
