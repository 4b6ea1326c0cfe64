/**
 * The last searches: at most five choices, newest first, kept in localStorage under
 * `last-search`. A choice whose key is already there is ignored; whatever else the key holds (another
 * site's data, a hand edit, a truncated write) is discarded, never thrown.
 */
export type LastSearch = { key: string; label: string; location: string };

export const LAST_SEARCH_KEY = 'last-search';
export const MAX_LAST_SEARCHES = 5;

const isLastSearch = (value: unknown): value is LastSearch => {
  if (value === null || typeof value !== 'object') return false;
  const { key, label, location } = value as Record<string, unknown>;
  return (
    typeof key === 'string' && key !== '' && typeof label === 'string' && typeof location === 'string' && location.startsWith('/') && !location.startsWith('//')
  );
};

/** The valid entries a stored text holds, newest first, without repeated keys; none when it is not a list. */
export function parseLastSearches(stored: string | null): LastSearch[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value
    .filter(isLastSearch)
    .filter((entry) => !seen.has(entry.key) && seen.add(entry.key))
    .slice(0, MAX_LAST_SEARCHES);
}

/** The list after a choice: the new entry first, unless its key is already there. */
export function recordLastSearch(entries: readonly LastSearch[], entry: LastSearch): LastSearch[] {
  if (entries.some((existing) => existing.key === entry.key)) return [...entries];
  return [entry, ...entries].slice(0, MAX_LAST_SEARCHES);
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readLastSearches(storage: Storage): LastSearch[] {
  try {
    return parseLastSearches(storage.getItem(LAST_SEARCH_KEY));
  } catch {
    return [];
  }
}

export function saveLastSearches(storage: Storage, entries: readonly LastSearch[]): void {
  try {
    storage.setItem(LAST_SEARCH_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused (private browsing): the choice still navigates.
  }
}
