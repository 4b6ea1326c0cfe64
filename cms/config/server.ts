import type { Core } from '@strapi/strapi';
import { DEFAULT_PORTS } from '@rythmo/site-map';
import { requiredEnv } from '../src/utils/required-env';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', DEFAULT_PORTS.cms),
  url: env('PUBLIC_URL', ''),
  app: { keys: requiredEnv('APP_KEYS').split(',') },
  // Behind nginx: the client's address is the last one the proxy appended to X-Forwarded-For. The
  // global::client-ip middleware drops forwarding headers that do not come from TRUSTED_PROXIES.
  proxy: { koa: true, maxIpsCount: 1 },
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  // Uploaded files live under <public>/uploads: cms/public by default, elsewhere for throw-away databases.
  ...(env('CMS_PUBLIC_DIR', '') !== '' ? { dirs: { public: env('CMS_PUBLIC_DIR') } } : {}),
});
