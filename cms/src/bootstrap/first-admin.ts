import type { Core } from '@strapi/strapi';

type AdminUserService = {
  exists(where?: Record<string, unknown>): Promise<boolean>;
  create(attributes: Record<string, unknown>): Promise<{ id: number | string }>;
};
type AdminRoleService = { getSuperAdmin(): Promise<{ id: number | string } | null> };

/**
 * On an empty database, creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD (written into
 * cms/.env by the setup) so the admin panel opens on a login form instead of a public registration form.
 * Does nothing once any administrator exists; the password is never logged.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.ADMIN_EMAIL ?? '';
  const password = process.env.ADMIN_PASSWORD ?? '';
  if (email === '' || password === '') return;
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists()) return;
  const superAdmin = await (strapi.service('admin::role') as unknown as AdminRoleService).getSuperAdmin();
  if (superAdmin === null) throw new Error('The super admin role is missing: the admin plugin did not initialise');
  await users.create({
    email,
    password,
    firstname: process.env.ADMIN_FIRSTNAME ?? 'Éditeur',
    lastname: process.env.ADMIN_LASTNAME ?? 'Principal',
    isActive: true,
    // The admin panel opens in French (cms/src/admin/app.tsx offers it); each user can change it in their profile.
    preferedLanguage: 'fr',
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`First administrator created: ${email}`);
}
