/**
 * The email plugin, extended: every email the CMS sends reaches the provider with an HTML part written by
 * the emails' templates (../../email/templates.ts). An email given with an HTML part of its own (a
 * template's) passes as it is; one given as text only, or whose HTML part is its text (users-permissions
 * sends its account emails so: `html: message, text: message`), gets the templates' frame around its
 * text, every character of it escaped (React writes text as text), its « Label : https://… » lines as
 * buttons. The nodemailer provider sends `html: options.html ?? options.text`: without this, a text made
 * of visitors' words arrived as live HTML. That HTML part is in the language of the account it goes to
 * (the account emails are in the account's own language), French when no account has the address.
 */
import type { Core } from '@strapi/strapi';
import type { Locale } from '@rythmo/site-map';
import { writeEmail } from '../../email/templates';
import { accountLanguage } from '../../accounts/rules';

type SendOptions = { to?: unknown; subject?: string; text?: string; html?: string } & Record<string, unknown>;
type EmailService = { send: (options: SendOptions) => Promise<unknown> } & Record<string, unknown>;
type Plugin = { services: { email: (context: { strapi: Core.Strapi }) => EmailService } };

/** Whether an email came with an HTML part of its own (a template's). */
export const builtAsHtml = (options: SendOptions): boolean => options.html !== undefined && options.html !== (options.text ?? '');

export default (plugin: Plugin): Plugin => {
  const factory = plugin.services.email;
  plugin.services.email = (context) => {
    const base = factory(context);
    const languageOf = async (to: unknown): Promise<Locale> => {
      const account =
        typeof to === 'string'
          ? ((await context.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: to.toLowerCase() }, select: ['language'] })) as {
              language: unknown;
            } | null)
          : null;
      return accountLanguage(account?.language);
    };
    /** A text-only email in the templates' frame: the text as given, the HTML part from it. */
    const framed = async (options: SendOptions): Promise<SendOptions> => {
      const text = options.text ?? '';
      const written = await writeEmail(context.strapi, 'text', await languageOf(options.to), { subject: options.subject ?? '', text });
      return { ...options, subject: written.subject, text, html: written.html };
    };
    return { ...base, send: async (options) => base.send(builtAsHtml(options) ? options : await framed(options)) };
  };
  return plugin;
};
