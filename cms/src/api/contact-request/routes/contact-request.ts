import { strapiRoutes } from '@rythmo/site-map';

/**
 * One public route: sending the contact form (API_ROUTES). Reading requests is for editors, in the admin;
 * no content API route lists or changes them.
 */
export default strapiRoutes('api::contact-request.');
