import { recordRoutes } from '../../../candidate/records';

const records = recordRoutes('application');
const handler = (action: string): string => `api::application.application.${action}`;
/** Public: the signed link is the credential (../../../candidate/answer-links.ts). */
const PUBLIC = { auth: false } as const;

/**
 * GET /api/applications, POST /api/applications, DELETE /api/applications/:id: the candidate's own.
 * GET and POST /api/application-answers?t=…, GET /api/application-answers/cv?t=…: the agency's, by its links.
 */
export default {
  type: records.type,
  routes: [
    ...records.routes,
    { method: 'GET' as const, path: '/application-answers', handler: handler('answerInfo'), config: PUBLIC },
    { method: 'POST' as const, path: '/application-answers', handler: handler('answer'), config: PUBLIC },
    { method: 'GET' as const, path: '/application-answers/cv', handler: handler('answerCv'), config: PUBLIC },
  ],
};
