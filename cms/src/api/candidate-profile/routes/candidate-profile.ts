import { strapiRoutes } from '@rythmo/site-map';

/** The profile's routes (API_ROUTES); the handler of each is in ../../../candidate/profile.ts, or my-data.ts for the export and the deletion of the account. */
export default strapiRoutes('api::candidate-profile.');
