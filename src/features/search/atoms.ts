/**
 * The state of one global search, as jotai atoms: each widget (header dialog, home page) has
 * its own store. The text, the text the searches run on (after 500 ms of quiet), the four groups of
 * results, the last searches, the highlighted option and whether the panel of results is open. Its rules
 * live here: a new text reopens the panel and resets the highlight; the highlight moves within the list.
 */
import { atom } from 'jotai';
import type { Group } from './api';
import type { LastSearch } from './last-searches';
import type { SearchChoice } from './targets';

export const DEBOUNCE_MS = 500;

export type GroupState = { status: 'idle' | 'pending' | 'done' | 'failed'; items: SearchChoice[] };
const idle: GroupState = { status: 'idle', items: [] };
export const IDLE_GROUPS: Record<Group, GroupState> = { cities: idle, works: idle, contracts: idle, agencies: idle };

/** No option highlighted. */
export const NO_HIGHLIGHT = -1;

export const textAtom = atom('');
export const searchedTextAtom = atom('');
export const groupsAtom = atom<Record<Group, GroupState>>(IDLE_GROUPS);
export const pendingAtom = atom((get) => Object.values(get(groupsAtom)).some((group) => group.status === 'pending'));
export const lastSearchesAtom = atom<LastSearch[]>([]);
/** The index of the highlighted option in the combined list, or NO_HIGHLIGHT. */
export const highlightAtom = atom(NO_HIGHLIGHT);
/** Whether the results show: open while the field is in use, closed by Escape or by leaving it. */
export const panelOpenAtom = atom(true);

/** The visitor edits the text: the panel opens and nothing is highlighted any more. */
export const editTextAtom = atom(null, (_get, set, text: string) => {
  set(textAtom, text);
  set(highlightAtom, NO_HIGHLIGHT);
  set(panelOpenAtom, true);
});

/**
 * Moves the highlight by one over a list of `count` options (Tab and ArrowDown: +1, ArrowUp: -1): it
 * stops at the last option, and going up from the first (or from none) highlights the first.
 */
export const moveHighlightAtom = atom(null, (get, set, { step, count }: { step: 1 | -1; count: number }) => {
  if (count === 0) return set(highlightAtom, NO_HIGHLIGHT);
  set(highlightAtom, Math.min(Math.max(get(highlightAtom) + step, 0), count - 1));
});
