import { PROFILE_ROUTES } from '../../../candidate/profile-routes';

/** GET and PUT /api/profile; GET, PUT and DELETE /api/profile/cv: the candidate's own. */
export default PROFILE_ROUTES;
