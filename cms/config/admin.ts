import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/utils/required-env';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  serveAdminPanel: env.bool('SERVE_ADMIN', false),
  auth: { secret: requiredEnv('ADMIN_JWT_SECRET') },
  apiToken: { salt: requiredEnv('API_TOKEN_SALT') },
  transfer: { token: { salt: requiredEnv('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: requiredEnv('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});
