import { strapiRoutes } from '@rythmo/site-map';

/**
 * The live routes the CMS answers, under /api/rythmo (API_ROUTES): public reads, no token (the content
 * API's guard and nginx's rate limit still apply). The offer search and the geo-search are answered by
 * the search thread alone (./search-worker.ts), on its own port, where nginx forwards them.
 */
export const routes = {
  'content-api': strapiRoutes('plugin::rythmo.'),
};
