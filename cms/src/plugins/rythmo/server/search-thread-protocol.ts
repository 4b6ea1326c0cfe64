/** What the CMS and its search thread (./search-worker.ts) tell each other. */
import type { OfferRecord } from './offers/engine';
import type { SearchLists } from './offers/answer';

export type SearchWorkerData = {
  host: string;
  listenPort: number;
  /** The renderer of the jobs lists searched without JavaScript (./no-script.ts). */
  noScriptRenderer: string;
};

/** From the CMS: the published offers, the labels they name and the synonyms, after each change. */
export type SearchThreadMessage = SearchLists & { type: 'offers'; records: OfferRecord[] };

/** From the thread: its port once it listens, a failure to listen, a line for the CMS's log. */
export type WorkerReport =
  { type: 'listening'; port: number } | { type: 'failed'; text: string } | { type: 'log'; level: 'info' | 'warn' | 'error'; text: string };

/** How the query string is read: as Strapi's query middleware reads it (its defaults). */
export const QUERY_SETTINGS = { strictNullHandling: true, arrayLimit: 100, depth: 20 } as const;
