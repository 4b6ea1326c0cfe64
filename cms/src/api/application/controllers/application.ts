import type { Core } from '@strapi/strapi';
import { recordController } from '../../../candidate/records';
import { answerController } from '../../../candidate/answers';

/**
 * A candidate's own applications (../../../candidate/records.ts) and the agency's answers through the
 * signed links of its email (../../../candidate/answers.ts): no core action, editors use the admin.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  ...recordController('application')({ strapi }),
  ...answerController({ strapi }, () => strapi.config.get('candidates.applying.linkSecret') as string),
});
