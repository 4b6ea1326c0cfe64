import { PROFILE_ROUTES } from '../../../candidate/profile-routes';

/** GET, PUT and DELETE /api/profile; GET /api/profile/export; GET, PUT and DELETE /api/profile/cv: the candidate's own. */
export default PROFILE_ROUTES;
