/**
 * The state of one global search (spec §4), as jotai atoms: each widget (header dialog, home page) has
 * its own store. The text, the text the searches run on (after 500 ms of quiet), the four groups of
 * results, the last searches.
 */
import { atom } from 'jotai';
import type { Group } from './api';
import type { LastSearch } from './last-searches';
import type { SearchChoice } from './targets';

export const DEBOUNCE_MS = 500;

export type GroupState = { status: 'idle' | 'pending' | 'done' | 'failed'; items: SearchChoice[] };
const idle: GroupState = { status: 'idle', items: [] };
export const IDLE_GROUPS: Record<Group, GroupState> = { cities: idle, works: idle, contracts: idle, agencies: idle };

export const textAtom = atom('');
export const searchedTextAtom = atom('');
export const groupsAtom = atom<Record<Group, GroupState>>(IDLE_GROUPS);
export const pendingAtom = atom((get) => Object.values(get(groupsAtom)).some((group) => group.status === 'pending'));
export const lastSearchesAtom = atom<LastSearch[]>([]);
