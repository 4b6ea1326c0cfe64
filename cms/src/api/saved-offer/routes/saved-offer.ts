import { recordRoutes } from '../../../candidate/records';

/** GET /api/saved-offers, POST /api/saved-offers, DELETE /api/saved-offers/:id: the candidate's own. */
export default recordRoutes('saved-offer');
