/**
 * The live routes (spec §7.2), under /api/rythmo: public reads, no token (the content API's guard and
 * nginx's rate limit still apply).
 */
const PUBLIC = { auth: false } as const;

export const routes = {
  'content-api': {
    type: 'content-api',
    routes: [
      { method: 'GET', path: '/geo-search', handler: 'live.geoSearch', config: PUBLIC },
      { method: 'GET', path: '/generic/job-offers/works', handler: 'live.works', config: PUBLIC },
      { method: 'GET', path: '/generic/job-offers/contract-types', handler: 'live.contractTypes', config: PUBLIC },
      { method: 'GET', path: '/job-offers', handler: 'live.jobOffers', config: PUBLIC },
    ],
  },
};
