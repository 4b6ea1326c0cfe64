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

/** The sender of the account emails (EMAIL_FROM, EMAIL_FROM_NAME; see config/plugins.ts for the server). */
export type Sender = { email: string; name: string };

type EmailTemplate = { display: string; icon: string; options: { from: Sender; response_email: string; object: string; message: string } };

const paragraph = (text: string): string => `<p>${text}</p>`;

/** The two emails, in the store's shape. `<%= … %>` are the plugin's variables, filled when sending. */
export function accountEmails(siteUrl: string, from: Sender): { email_confirmation: EmailTemplate; reset_password: EmailTemplate } {
  const confirm = `${siteUrl}/api/auth/email-confirmation?confirmation=<%= CODE %>`;
  return {
    email_confirmation: {
      display: 'Email.template.email_confirmation',
      icon: 'check-square',
      options: {
        from,
        response_email: '',
        object: 'Confirmez votre adresse email',
        message: [
          paragraph('Bonjour,'),
          paragraph('Merci d’avoir créé votre compte candidat. Pour l’activer, confirmez votre adresse email :'),
          paragraph(`<a href="${confirm}">${confirm}</a>`),
          paragraph('Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : aucun compte ne sera activé.'),
          paragraph(`L’équipe ${from.name}`),
        ].join('\n'),
      },
    },
    reset_password: {
      display: 'Email.template.reset_password',
      icon: 'sync',
      options: {
        from,
        response_email: '',
        object: 'Réinitialisez votre mot de passe',
        message: [
          paragraph('Bonjour,'),
          paragraph('Vous avez demandé à changer le mot de passe de votre compte candidat. Choisissez-en un nouveau ici :'),
          paragraph('<a href="<%= URL %>?code=<%= TOKEN %>"><%= URL %>?code=<%= TOKEN %></a>'),
          paragraph('Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste le même.'),
          paragraph(`L’équipe ${from.name}`),
        ].join('\n'),
      },
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

export async function configureAccounts(strapi: Core.Strapi, siteUrl: string, from: Sender): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({ key: 'advanced', value: { ...advanced, ...accountSettings(siteUrl) } });
  const email = ((await store.get({ key: 'email' })) ?? {}) as Record<string, unknown>;
  await store.set({ key: 'email', value: { ...email, ...accountEmails(siteUrl, from) } });
}
