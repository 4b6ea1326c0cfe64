import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { readActions, SCHEMA_ACTIONS } from './public-types';
import { SITE_TOKENS } from '../security/site-tokens';

type ApiToken = { id: number | string; name?: string; accessKey?: string; permissions?: string[] };
type TokenService = {
  getByName(name: string): Promise<ApiToken | null>;
  create(attributes: Record<string, unknown>): Promise<ApiToken & { accessKey: string }>;
  update(id: ApiToken['id'], attributes: Record<string, unknown>): Promise<ApiToken>;
  regenerate(id: ApiToken['id']): Promise<ApiToken & { accessKey: string }>;
};

export const tokenService = (strapi: Core.Strapi): TokenService => strapi.service('admin::api-token-content-api') as unknown as TokenService;

/** Exactly what a site build needs: the schemas, and reading the public types. Nothing else. */
export const buildTokenPermissions = (): string[] => [...SCHEMA_ACTIONS, ...readActions()];

/**
 * The tokens the site builds use to source content. Each is created on first start and its plain value is
 * written to the file its variable names (git-ignored, mode 600), never logged. On every start their
 * permissions are reset to the exact list above; when a file is gone, its token is regenerated and the
 * file written again. A token whose variable is unset is left alone.
 */
export async function ensureSiteTokens(strapi: Core.Strapi): Promise<void> {
  const tokens = tokenService(strapi);
  const permissions = buildTokenPermissions();
  for (const { name, fileVariable, description } of SITE_TOKENS) {
    const file = process.env[fileVariable];
    if (file === undefined || file === '') continue;
    const existing = await tokens.getByName(name);
    let accessKey: string | undefined;
    if (existing === null) {
      accessKey = (await tokens.create({ name, description, type: 'custom', lifespan: null, permissions })).accessKey;
    } else {
      await tokens.update(existing.id, { type: 'custom', permissions });
      if (!fs.existsSync(file)) accessKey = (await tokens.regenerate(existing.id)).accessKey;
    }
    if (accessKey !== undefined) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, accessKey, { mode: 0o600 });
      strapi.log.info(`Token ${name} written to ${file}`);
    }
  }
}
