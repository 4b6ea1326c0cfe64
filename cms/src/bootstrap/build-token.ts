import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { readActions, SCHEMA_ACTIONS } from './public-types';

export const BUILD_TOKEN_NAME = 'site-build';

type ApiToken = { id: number | string; accessKey?: string; permissions?: string[] };
type TokenService = {
  getByName(name: string): Promise<ApiToken | null>;
  create(attributes: Record<string, unknown>): Promise<ApiToken & { accessKey: string }>;
  update(id: ApiToken['id'], attributes: Record<string, unknown>): Promise<ApiToken>;
  regenerate(id: ApiToken['id']): Promise<ApiToken & { accessKey: string }>;
};

/** Exactly what the static build needs: the schemas, and reading the public types. Nothing else. */
export const buildTokenPermissions = (): string[] => [...SCHEMA_ACTIONS, ...readActions()];

/**
 * The token the site build uses to source content. It is created on first start and its plain value is
 * written to BUILD_TOKEN_FILE (git-ignored, mode 600), never logged. On every start its permissions are
 * reset to the exact list above; when the file is gone, the token is regenerated and the file written again.
 */
export async function ensureBuildToken(strapi: Core.Strapi): Promise<void> {
  const file = process.env.BUILD_TOKEN_FILE;
  if (file === undefined || file === '') return;
  const tokens = strapi.service('admin::api-token-content-api') as unknown as TokenService;
  const permissions = buildTokenPermissions();
  const existing = await tokens.getByName(BUILD_TOKEN_NAME);
  let accessKey: string | undefined;
  if (existing === null) {
    const created = await tokens.create({
      name: BUILD_TOKEN_NAME,
      description: 'Read-only token of the static site build (gatsby-source-strapi).',
      type: 'custom',
      lifespan: null,
      permissions,
    });
    accessKey = created.accessKey;
  } else {
    await tokens.update(existing.id, { type: 'custom', permissions });
    if (!fs.existsSync(file)) accessKey = (await tokens.regenerate(existing.id)).accessKey;
  }
  if (accessKey !== undefined) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, accessKey, { mode: 0o600 });
    strapi.log.info(`Build token written to ${file}`);
  }
}
