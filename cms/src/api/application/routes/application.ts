import { strapiRoutes } from '@rythmo/site-map';

/**
 * GET /api/applications, POST /api/applications, DELETE /api/applications/:id: the candidate's own.
 * GET and POST /api/application-answers?t=…, GET /api/application-answers/cv?t=…: the agency's, by its
 * links (public: the signed link is the credential, ../../../candidate/answer-links.ts). API_ROUTES.
 */
export default strapiRoutes('api::application.');
