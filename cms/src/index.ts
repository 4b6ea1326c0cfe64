import type { Core } from '@strapi/strapi';
import { enforcePublicPermissions } from './bootstrap/permissions';
import { ensureBuildToken } from './bootstrap/build-token';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { ensureLocales } from './bootstrap/locales';
import { ensureWebhooks } from './bootstrap/webhooks';

export default {
  register(): void {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }): Promise<void> {
    await ensureLocales(strapi);
    await enforcePublicPermissions(strapi);
    await ensureBuildToken(strapi);
    await ensureFirstAdmin(strapi);
    await ensureWebhooks(strapi);
  },
};
