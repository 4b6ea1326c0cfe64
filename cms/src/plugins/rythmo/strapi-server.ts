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

export default {
  routes,
  controllers: { live: liveController },
  services: { geo: geoService, generic: genericService, offers: offerService },
  bootstrap({ strapi }: { strapi: Core.Strapi }): void {
    // Built once the server listens (not while the seed runs, which never listens), off the start path.
    strapi.server.httpServer.once('listening', () =>
      setImmediate(() => {
        (strapi.plugin('rythmo').service('geo') as { build: () => unknown }).build();
        void (strapi.plugin('rythmo').service('offers') as { warm: () => Promise<unknown> }).warm();
      }),
    );
  },
};
