import type { Core } from '@strapi/strapi';
import { enforcePublicPermissions } from './bootstrap/permissions';
import { ensureSiteTokens } from './bootstrap/site-tokens';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { ensureLocales } from './bootstrap/locales';
import { ensureWebhooks } from './bootstrap/webhooks';
import { registerContentSafety } from './validation/middleware';
import { registerContentApiGuard } from './security/content-api-guard';

export default {
  register({ strapi }: { strapi: Core.Strapi }): void {
    registerContentApiGuard(strapi);
    registerContentSafety(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }): Promise<void> {
    await ensureLocales(strapi);
    await enforcePublicPermissions(strapi);
    await ensureSiteTokens(strapi);
    await ensureFirstAdmin(strapi);
    await ensureWebhooks(strapi);
  },
};
