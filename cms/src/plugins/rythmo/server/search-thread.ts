/**
 * Starts the search thread (./search-worker.ts) on LIVE_SEARCH_PORT and keeps it fed: each new offer
 * index of the CMS (./offers/service.ts, which now checks the database on a timer) is sent to it. A
 * thread that dies is started again a second later, with the last offers.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Core } from '@strapi/strapi';
import type { offerService } from './offers/service';
import type { OfferSnapshot } from '../../../search/answer';
import type { SearchThreadMessage, SearchWorkerData, WorkerReport } from './search-thread-protocol';

const RESTART_MS = 1000;

export function startSearchThread(strapi: Core.Strapi, listen: SearchWorkerData): { stop: () => Promise<void> } {
  const offers = strapi.plugin('rythmo').service('offers') as ReturnType<typeof offerService>;
  let worker: Worker | undefined;
  let last: SearchThreadMessage | undefined;
  let stopping = false;

  const start = (): void => {
    const thread = new Worker(path.join(__dirname, 'search-worker.js'), { workerData: listen });
    worker = thread;
    // The CMS's own end ends it: it never holds the process open.
    thread.unref();
    thread.on('message', (report: WorkerReport) => {
      if (report.type === 'listening') strapi.log.info(`Search thread listening on http://${listen.host}:${report.port}`);
      else if (report.type === 'failed') strapi.log.error(`Search thread: ${report.text}`);
      else strapi.log[report.level](report.text);
    });
    thread.on('error', (error) => strapi.log.error(`Search thread failed: ${error.stack ?? error.message}`));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      if (stopping) return;
      strapi.log.error(`Search thread stopped (exit code ${code}); starting it again in ${RESTART_MS} ms`);
      setTimeout(start, RESTART_MS).unref();
    });
    if (last !== undefined) thread.postMessage(last);
  };

  offers.onSnapshot((snapshot: OfferSnapshot) => {
    last = { type: 'offers', records: snapshot.records, labels: snapshot.labels, synonyms: snapshot.synonyms };
    worker?.postMessage(last);
  });
  start();

  return {
    stop: async () => {
      stopping = true;
      await worker?.terminate();
    },
  };
}
