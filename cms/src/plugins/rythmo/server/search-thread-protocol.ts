/** What the CMS and its search thread (./search-worker.ts) tell each other. */
import type { OfferRecord } from '../../../search/engine';
import type { SearchLists } from '../../../search/answer';

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
