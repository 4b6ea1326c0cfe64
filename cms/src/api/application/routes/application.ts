import { recordRoutes } from '../../../candidate/records';

/** GET /api/applications, POST /api/applications, DELETE /api/applications/:id: the candidate's own. */
export default recordRoutes('application');
