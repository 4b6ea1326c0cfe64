import type { Core } from '@strapi/strapi';
import { readActions } from './public-types';

type Permission = { id: number; action: string };

/**
 * Least privilege for anonymous visitors: the public role may read published public content and
 * nothing else on our content types. Run on every start, so a permission added by hand is taken back.
 */
export async function enforcePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (role === null) throw new Error('The public role of users-permissions is missing');
  const wanted = new Set(readActions());
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const current = (await permissions.findMany({ where: { role: role.id } })) as Permission[];
  const have = new Set(current.map((p) => p.action));
  const extra = current.filter((p) => p.action.startsWith('api::') && !wanted.has(p.action));
  for (const p of extra) await permissions.delete({ where: { id: p.id } });
  for (const action of wanted) {
    if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
}
