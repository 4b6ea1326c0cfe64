/**
 * The live routes the CMS answers, under /api/rythmo: public reads, no token (the content
 * API's guard and nginx's rate limit still apply). The offer search and the geo-search are answered by
 * the search thread alone (./search-worker.ts), on its own port, where nginx forwards them.
 */
const PUBLIC = { auth: false } as const;

export const routes = {
  'content-api': {
    type: 'content-api',
    routes: [
      { method: 'GET', path: '/generic/job-offers/works', handler: 'live.works', config: PUBLIC },
      { method: 'GET', path: '/generic/job-offers/contract-types', handler: 'live.contractTypes', config: PUBLIC },
    ],
  },
};
