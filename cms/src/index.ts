import type { Core } from '@strapi/strapi';
import { env } from '@strapi/utils';
import { configureAccounts } from './bootstrap/accounts';
import { siteUrls } from './utils/site-urls';
import { enforcePublicPermissions } from './bootstrap/permissions';
import { ensureSiteTokens } from './bootstrap/site-tokens';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { ensureLocales } from './bootstrap/locales';
import { ensureWebhooks } from './bootstrap/webhooks';
import { refreshPreviewOnSaves } from './bootstrap/preview-refresh';
import { tuneSqlite } from './bootstrap/sqlite';
import { configureEditViews } from './editing/edit-views';
import { migrateHomeSections } from './migrations/home-sections';
import { ensureNavigation } from './bootstrap/navigation';
import { registerContentSafety } from './validation/middleware';
import { registerRedirects } from './redirects';
import { registerContentApiGuard } from './security/content-api-guard';
import { ensurePrivateFolder, registerPrivateFiles, type PrivateFilesConfig } from './storage/private-files';
import { startServices, stopServices, type CandidatesConfig } from './bootstrap/services';

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, races its clients: the build's
 * source plugin and nginx reuse idle connections, and one sent on a connection the server is closing fails
 * with ECONNRESET (seen when a busy machine delays the server). Clients close theirs well before a minute.
 */
const KEEP_ALIVE_MS = 65_000;

export default {
  register({ strapi }: { strapi: Core.Strapi }): void {
    registerContentApiGuard(strapi);
    registerContentSafety(strapi);
    registerRedirects(strapi);
    registerPrivateFiles(strapi, strapi.config.get('candidates.privateFiles') as PrivateFilesConfig);
  },

  destroy({ strapi }: { strapi: Core.Strapi }): void {
    stopServices(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }): Promise<void> {
    await tuneSqlite(strapi);
    await ensureLocales(strapi);
    await enforcePublicPermissions(strapi);
    await configureAccounts(strapi, siteUrls(env).siteUrl, {
      email: env('EMAIL_FROM', 'no-reply@mesjobs.example'),
      name: env('EMAIL_FROM_NAME', '') === '' ? undefined : env('EMAIL_FROM_NAME'),
    });
    await ensureSiteTokens(strapi);
    await ensureFirstAdmin(strapi);
    await configureEditViews(strapi);
    await ensureWebhooks(strapi);
    await migrateHomeSections(strapi);
    await ensureNavigation(strapi);
    refreshPreviewOnSaves(strapi);
    await ensurePrivateFolder(strapi);
    startServices(strapi, strapi.config.get('candidates') as CandidatesConfig);
    strapi.server.httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
    strapi.server.httpServer.headersTimeout = KEEP_ALIVE_MS + 1000;
  },
};
