/**
 * The settings of candidate accounts (users-permissions), set on every start: registration open with the
 * email confirmed before the first login, one account per email, the new account in the authenticated
 * role, and the two emails in each language with their links on the site (its origin proxies /api/ to the
 * CMS); an account gets them in its own language (`language`, see ../extensions/users-permissions):
 * - the confirmation link calls /api/auth/email-confirmation, which confirms the account and redirects to
 *   the site's « email confirmé » page;
 * - the reset link opens the site's « nouveau mot de passe » page with the code.
 */
import type { Core } from '@strapi/strapi';
import { buildPath, DEFAULT_LOCALE, LOCALES, type EmailRenderer, type Locale } from '@rythmo/site-map';
import { brandName, GLOBAL } from '../email/brand';
import { emailRenderer } from '../email/templates';
import { accountLanguage } from '../accounts/rules';

/** The sender of the account emails (EMAIL_FROM, and EMAIL_FROM_NAME or the brand; see config/plugins.ts for the server). */
export type Sender = { email: string; name: string };

type EmailTemplate = { display: string; icon: string; options: { from: Sender; response_email: string; object: string; message: string } };

/** Where the emails of a language other than the default are kept, next to the plugin's own (`email`, the default's). */
export const emailsKey = (locale: Locale): string => (locale === DEFAULT_LOCALE ? 'email' : `email_${locale}`);

type AccountEmails = { email_confirmation: EmailTemplate; reset_password: EmailTemplate };
const NAMES = ['email_confirmation', 'reset_password'] as const;
const PARTS = ['message', 'object'] as const;

/**
 * The two emails of one language, in the store's shape, as plain text in the words of the emails'
 * templates (`texts`, src/emails/render.tsx): paragraphs a blank line apart, the action « Label : link ».
 * The email guard (src/extensions/email) gives them the emails' HTML frame, the action a button.
 * `<%= … %>` are the plugin's variables, filled when sending. The confirmation link is the same in every
 * language: ../middlewares/account-confirmation.ts sends the account to the page of its own; the reset
 * link opens the page of the email's language.
 */
export function accountEmails(siteUrl: string, from: Sender, brand: string, locale: Locale, texts: EmailRenderer['accountTexts']): AccountEmails {
  const { confirm, reset } = texts(locale, brand, {
    confirm: `${siteUrl}/api/auth/email-confirmation?confirmation=<%= CODE %>`,
    reset: `${siteUrl}${buildPath('account-reset-password', locale)}?code=<%= TOKEN %>`,
  });
  const options = ({ subject, text }: { subject: string; text: string }): EmailTemplate['options'] => ({
    from,
    response_email: '',
    object: subject,
    message: text,
  });
  return {
    email_confirmation: { display: 'Email.template.email_confirmation', icon: 'check-square', options: options(confirm) },
    reset_password: { display: 'Email.template.reset_password', icon: 'sync', options: options(reset) },
  };
}

type Store = { get(params: { key: string }): Promise<unknown> };

/**
 * The text users-permissions should fill for `user`: the plugin reads its emails (`layout`, a subject or a
 * body) from the store's `email`, in the default language; for an account of another language, the same
 * part of the same email in that language, when the default's text is still ours (an editor's own text in
 * the admin is sent as it is).
 */
export async function localizedLayout(store: Store, layout: string, user: unknown): Promise<string> {
  const locale = accountLanguage((user as { language?: unknown } | null)?.language);
  if (locale === DEFAULT_LOCALE) return layout;
  const [own, translated] = (await Promise.all([
    store.get({ key: emailsKey(DEFAULT_LOCALE) }),
    store.get({ key: emailsKey(locale) }),
  ])) as (Partial<AccountEmails> | null)[];
  for (const name of NAMES) {
    for (const part of PARTS) {
      if (own?.[name]?.options[part] === layout) return translated?.[name]?.options[part] ?? layout;
    }
  }
  return layout;
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
    const from = { email: sender.email, name: sender.name ?? brand };
    for (const locale of LOCALES) {
      const key = emailsKey(locale);
      const emails = ((await store.get({ key })) ?? {}) as Record<string, unknown>;
      await store.set({ key, value: { ...emails, ...accountEmails(siteUrl, from, brand, locale, emailRenderer(strapi).accountTexts) } });
    }
  };
  await write();
  const refresh = (): void => void write().catch((error: unknown) => strapi.log.error(`Account emails not updated: ${String(error)}`));
  strapi.db.lifecycles.subscribe({ models: [GLOBAL], afterCreate: refresh, afterUpdate: refresh });
}
