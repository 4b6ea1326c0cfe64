/**
 * The live API of the site, a local Strapi plugin: the generic lists (works, contract types) under
 * /api/rythmo, and the search thread (server/search-worker.ts), which answers the offer search and the
 * geo-search of every French commune, département and région on LIVE_SEARCH_PORT.
 */
import type { Core } from '@strapi/strapi';
import { routes } from './server/routes';
import { liveController } from './server/controller';
import { genericService } from './server/generic';
import { offerService } from './server/offers/service';
import { startSearchThread } from './server/search-thread';

let searchThread: { stop: () => Promise<void> } | undefined;

export default {
  routes,
  controllers: { live: liveController },
  services: { generic: genericService, offers: offerService },
  bootstrap({ strapi }: { strapi: Core.Strapi }): void {
    // Built once the server listens (not while the seed runs, which never listens), off the start path.
    strapi.server.httpServer.once('listening', () =>
      setImmediate(() => {
        const offers = strapi.plugin('rythmo').service('offers') as ReturnType<typeof offerService>;
        // The search thread builds its geo index while the CMS reads the offers, then indexes those the
        // CMS sends it, and each new reading after a change.
        const port = strapi.config.get('plugin::rythmo.searchPort') as number;
        searchThread = startSearchThread(strapi, {
          host: strapi.config.get('server.host') as string,
          listenPort: port,
          noScriptRenderer: strapi.config.get('plugin::rythmo.noScriptRenderer') as string,
        });
        offers.watch();
        void offers.warm().then(() => collectStartupGarbage(strapi));
      }),
    );
  },
  async destroy(): Promise<void> {
    await searchThread?.stop();
  },
};

/**
 * Starting Strapi and reading the offers leave garbage in the old generation; left alone, its first major
 * collection came under the first load and stalled requests. Collected here, once, it costs that pause
 * before the CMS's first busy minute. Needs `--expose-gc` (the stack's CMS flags); skipped without it.
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
