import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/utils/required-env';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: requiredEnv('APP_KEYS').split(',') },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  // Uploaded files live under <public>/uploads: cms/public by default, elsewhere for throw-away databases.
  ...(env('CMS_PUBLIC_DIR', '') !== '' ? { dirs: { public: env('CMS_PUBLIC_DIR') } } : {}),
});
