/**
 * The client navigation guard, as pure decisions (gatsby-browser wires them):
 * - a query `page=1` is dropped by replacing the history entry;
 * - while the blocking flag is set, navigation to the current path is ignored;
 * - after a chunk-load failure, the next navigation reloads the page fully, at most once per 10 seconds;
 * - a navigation of the router to another origin is refused: an external address is reached by
 *   a plain link carrying the explicit external flag (AnyLink), never by the router.
 */
export const RELOAD_GUARD_MS = 10_000;

export type GuardState = { blocked: boolean; chunkFailed: boolean; lastReloadAt: number | null };

export type Decision = { kind: 'proceed' } | { kind: 'ignore' } | { kind: 'refuse' } | { kind: 'reload'; url: string } | { kind: 'replace'; url: string };

/** The same address without `page=1` (other parameters and the hash kept), or null when there is none. */
export function withoutFirstPage(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('page') !== '1') return null;
  params.delete('page');
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

export function decideNavigation(
  state: GuardState,
  current: { pathname: string; origin: string },
  target: { pathname: string; search: string; hash: string; origin: string },
  now: number,
): Decision {
  if (target.origin !== current.origin) return { kind: 'refuse' };
  if (state.blocked && target.pathname === current.pathname) return { kind: 'ignore' };
  if (state.chunkFailed && (state.lastReloadAt === null || now - state.lastReloadAt >= RELOAD_GUARD_MS)) {
    return { kind: 'reload', url: `${target.pathname}${target.search}${target.hash}` };
  }
  const search = withoutFirstPage(target.search);
  if (search !== null) return { kind: 'replace', url: `${target.pathname}${search}${target.hash}` };
  return { kind: 'proceed' };
}

/** A failed dynamic import of a page chunk (webpack's ChunkLoadError, or the browser's own message). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}
