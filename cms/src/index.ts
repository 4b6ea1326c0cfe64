import type { Core } from '@strapi/strapi';
import { enforcePublicPermissions } from './bootstrap/permissions';
import { ensureBuildToken } from './bootstrap/build-token';

export default {
  register(): void {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }): Promise<void> {
    await enforcePublicPermissions(strapi);
    await ensureBuildToken(strapi);
  },
};
