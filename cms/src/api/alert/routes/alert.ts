import { strapiRoutes } from '@rythmo/site-map';

/** The candidate's own alerts, and the links of the emails (public: the signed link is the credential). API_ROUTES. */
export default strapiRoutes('api::alert.');
