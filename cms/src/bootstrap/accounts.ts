/**
 * The settings of candidate accounts (users-permissions), set on every start: registration open with the
 * email confirmed before the first login, one account per email, the new account in the authenticated
 * role, and the two emails in French with their links on the site (its origin proxies /api/ to the CMS):
 * - the confirmation link calls /api/auth/email-confirmation, which confirms the account and redirects to
 *   the site's « email confirmé » page;
 * - the reset link opens the site's « nouveau mot de passe » page with the code.
 */
import type { Core } from '@strapi/strapi';
import { buildPath } from '@rythmo/site-map';
import { brandName, GLOBAL } from '../email/brand';

/** The sender of the account emails (EMAIL_FROM, and EMAIL_FROM_NAME or the brand; see config/plugins.ts for the server). */
export type Sender = { email: string; name: string };

type EmailTemplate = { display: string; icon: string; options: { from: Sender; response_email: string; object: string; message: string } };

/**
 * The two emails, in the store's shape, as plain text: paragraphs a blank line apart, each link alone on
 * its line. The email guard (src/extensions/email) makes their HTML part from it, escaped, the links
 * clickable. `<%= … %>` are the plugin's variables, filled when sending. Signed with the brand's name.
 */
export function accountEmails(siteUrl: string, from: Sender, brand: string): { email_confirmation: EmailTemplate; reset_password: EmailTemplate } {
  const confirm = `${siteUrl}/api/auth/email-confirmation?confirmation=<%= CODE %>`;
  const template = (object: string, paragraphs: readonly string[]): EmailTemplate['options'] => ({
    from,
    response_email: '',
    object,
    message: [...paragraphs, `L’équipe ${brand}`].join('\n\n'),
  });
  return {
    email_confirmation: {
      display: 'Email.template.email_confirmation',
      icon: 'check-square',
      options: template('Confirmez votre adresse email', [
        'Bonjour,',
        'Merci d’avoir créé votre compte candidat. Pour l’activer, confirmez votre adresse email :',
        confirm,
        'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : aucun compte ne sera activé.',
      ]),
    },
    reset_password: {
      display: 'Email.template.reset_password',
      icon: 'sync',
      options: template('Réinitialisez votre mot de passe', [
        'Bonjour,',
        'Vous avez demandé à changer le mot de passe de votre compte candidat. Choisissez-en un nouveau ici (le lien vaut une heure) :',
        '<%= URL %>?code=<%= TOKEN %>',
        'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.',
      ]),
    },
  };
}

/** The advanced settings we hold to (the rest, editable in the admin, is left as it is). */
export const accountSettings = (siteUrl: string) => ({
  unique_email: true,
  allow_register: true,
  email_confirmation: true,
  default_role: 'authenticated',
  email_reset_password: `${siteUrl}${buildPath('account-reset-password', 'fr')}`,
  email_confirmation_redirection: `${siteUrl}${buildPath('account-email-confirmed', 'fr')}`,
});

/**
 * Sets the settings and the two emails, signed with the brand of the CMS's global settings; again each
 * time those are saved, so a new brand name signs the next email.
 */
export async function configureAccounts(strapi: Core.Strapi, siteUrl: string, sender: { email: string; name?: string }): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({ key: 'advanced', value: { ...advanced, ...accountSettings(siteUrl) } });
  const write = async (): Promise<void> => {
    const brand = await brandName(strapi);
    const email = ((await store.get({ key: 'email' })) ?? {}) as Record<string, unknown>;
    await store.set({ key: 'email', value: { ...email, ...accountEmails(siteUrl, { email: sender.email, name: sender.name ?? brand }, brand) } });
  };
  await write();
  const refresh = (): void => void write().catch((error: unknown) => strapi.log.error(`Account emails not updated: ${String(error)}`));
  strapi.db.lifecycles.subscribe({ models: [GLOBAL], afterCreate: refresh, afterUpdate: refresh });
}
