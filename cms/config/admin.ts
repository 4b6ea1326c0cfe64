import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/utils/required-env';
import { previewHandler } from '../src/preview/handler';
import { siteUrls } from '../src/utils/site-urls';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  // The preview site (npm run preview) shows drafts; the live site (npm start) shows published versions.
  const { previewUrl, siteUrl, origins } = siteUrls(env);
  return {
    serveAdminPanel: env.bool('SERVE_ADMIN', false),
    auth: { secret: requiredEnv('ADMIN_JWT_SECRET') },
    apiToken: { salt: requiredEnv('API_TOKEN_SALT') },
    transfer: { token: { salt: requiredEnv('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: requiredEnv('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    preview: {
      enabled: true,
      config: { allowedOrigins: origins, handler: previewHandler({ previewUrl, siteUrl }) },
    },
  };
};
