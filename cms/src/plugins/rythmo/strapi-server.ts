/**
 * The live API of the site, a local Strapi plugin: geo-search of every French commune, département and
 * région, the generic lists (works, contract types) and the offer search. Its routes answer under /api/rythmo.
 */
import type { Core } from '@strapi/strapi';
import { routes } from './server/routes';
import { liveController } from './server/controller';
import { geoService } from './server/geo/service';
import { genericService } from './server/generic';
import { offerService } from './server/offers/service';
import { startSearchThread } from './server/search-thread';

let searchThread: { stop: () => Promise<void> } | undefined;

export default {
  routes,
  controllers: { live: liveController },
  services: { geo: geoService, generic: genericService, offers: offerService },
  bootstrap({ strapi }: { strapi: Core.Strapi }): void {
    // Built once the server listens (not while the seed runs, which never listens), off the start path.
    strapi.server.httpServer.once('listening', () =>
      setImmediate(() => {
        (strapi.plugin('rythmo').service('geo') as { build: () => unknown }).build();
        const offers = strapi.plugin('rythmo').service('offers') as ReturnType<typeof offerService>;
        // The search thread (server/search-worker.ts) when a port is configured (LIVE_SEARCH_PORT): it
        // builds its geo index while the CMS reads the offers, then indexes those the CMS sends it.
        const port = strapi.config.get('plugin::rythmo.searchPort') as number | null;
        if (port !== null) {
          searchThread = startSearchThread(strapi, { host: strapi.config.get('server.host') as string, listenPort: port });
          offers.watch();
        }
        void offers.warm().then(() => collectStartupGarbage(strapi));
      }),
    );
  },
  async destroy(): Promise<void> {
    await searchThread?.stop();
  },
};

/**
 * Starting Strapi and building both indexes leave about 550 MB of garbage in the old generation (on
 * 20,000 offers: heap about 770 MB, of which about 220 MB live). Left alone, its first major collection
 * comes under the first load and stalls requests for 100–600 ms; collected here, once, it costs that
 * pause before any search is answered. Needs `--expose-gc` (the stack's CMS flags); skipped without it.
 * A rebuild of the offer index later promotes about 100 MB, collected as usual.
 */
function collectStartupGarbage(strapi: Core.Strapi): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect === undefined) return;
  const before = process.memoryUsage().heapUsed;
  const started = Date.now();
  collect();
  const mb = (bytes: number): number => Math.round(bytes / 1e6);
  strapi.log.info(`Startup garbage collected: heap ${mb(before)} MB → ${mb(process.memoryUsage().heapUsed)} MB in ${Date.now() - started} ms`);
}
