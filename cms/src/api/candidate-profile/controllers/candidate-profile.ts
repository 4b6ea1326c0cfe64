import type { Core } from '@strapi/strapi';
import { profileController } from '../../../candidate/profile';
import { myDataController } from '../../../candidate/my-data';

/**
 * The candidate's own profile only (../../../candidate/profile.ts) and their rights over their data
 * (../../../candidate/my-data.ts): no core action, editors use the admin.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  ...profileController({ strapi }),
  ...myDataController({ strapi }, () => strapi.config.get('candidates.applying.siteUrl') as string),
});
