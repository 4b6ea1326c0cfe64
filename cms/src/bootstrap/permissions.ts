import type { Core } from '@strapi/strapi';
import { readActions } from './public-types';
import { roleActions } from '@rythmo/site-map';

type Permission = { id: number; action: string };

/**
 * Least privilege on our content types (api::…), taken back on every start if added by hand:
 * - anonymous visitors (public role) read published public content and call the routes of the API's table
 *   open to `anyone` (create a job alert, confirmed by email);
 * - candidates (authenticated role) read the same and call those for a `candidate` too: their own profile,
 *   applications, saved offers and alerts.
 * The users-permissions actions of each role (login, register, users/me…) are the plugin's own defaults.
 */
export async function enforcePublicPermissions(strapi: Core.Strapi): Promise<void> {
  await enforceRole(strapi, 'public', [...readActions(), ...roleActions('public')]);
  await enforceRole(strapi, 'authenticated', [...readActions(), ...roleActions('authenticated')]);
}

/** The actions the authenticated role alone holds (without a token, a login is missing). */
const PUBLIC_ACTIONS: ReadonlySet<string> = new Set(roleActions('public'));
export const CANDIDATE_ACTIONS: ReadonlySet<string> = new Set(roleActions('authenticated').filter((action) => !PUBLIC_ACTIONS.has(action)));

async function enforceRole(strapi: Core.Strapi, type: string, actions: readonly string[]): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type } });
  if (role === null) throw new Error(`The ${type} role of users-permissions is missing`);
  const wanted = new Set(actions);
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const current = (await permissions.findMany({ where: { role: role.id } })) as Permission[];
  const have = new Set(current.map((p) => p.action));
  const extra = current.filter((p) => p.action.startsWith('api::') && !wanted.has(p.action));
  for (const p of extra) await permissions.delete({ where: { id: p.id } });
  for (const action of wanted) {
    if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
}
