import { strapiRoutes } from '@rythmo/site-map';

/** GET /api/saved-offers, POST /api/saved-offers, DELETE /api/saved-offers/:id: the candidate's own (API_ROUTES). */
export default strapiRoutes('api::saved-offer.');
