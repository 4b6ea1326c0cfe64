/**
 * The jobs list is an island (src/boot/island.ts): its built HTML (the search box, the controls, the
 * build's cards and page links) is kept as it is when the page starts, and hydrated when it is needed, its
 * code a script of its own (`jobs-list`) fetched then. What wakes it is in src/boot/islands.ts; a page
 * that starts on a search wakes it at once (./jobs-list-gate.tsx).
 */
import { island } from '../../boot/island';

export const jobsListIsland = island('.jobs-list', () => import(/* webpackChunkName: "jobs-list" */ './jobs-list'));
