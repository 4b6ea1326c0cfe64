/**
 * The email plugin, extended: every email the CMS sends goes through ../../email/message.ts on its way to
 * the provider. An email given with an HTML part of its own (built by composeEmail) passes as it is; one
 * given as text only, or whose HTML part is its text (users-permissions sends its templates so: `html:
 * message, text: message`), gets an HTML part made from the text with every character escaped. The
 * nodemailer provider sends `html: options.html ?? options.text`: without this, a text made of visitors'
 * words arrived as live HTML. That HTML part is marked in the language of the account it goes to (the
 * account emails are in the account's own language), French when no account has the address.
 */
import type { Core } from '@strapi/strapi';
import type { Locale } from '@rythmo/site-map';
import { htmlFromText } from '../../email/message';
import { accountLanguage } from '../../bootstrap/accounts';

type SendOptions = { to?: unknown; subject?: string; text?: string; html?: string } & Record<string, unknown>;
type EmailService = { send: (options: SendOptions) => Promise<unknown> } & Record<string, unknown>;
type Plugin = { services: { email: (context: { strapi: Core.Strapi }) => EmailService } };

/** Whether an email came with an HTML part of its own (composeEmail's). */
export const builtAsHtml = (options: SendOptions): boolean => options.html !== undefined && options.html !== (options.text ?? '');

/** What reaches the provider: the text as given, an HTML part that is markup only where it was built as such. */
export function guardedEmail(options: SendOptions, language?: Locale): SendOptions {
  if (builtAsHtml(options)) return options;
  const text = options.text ?? '';
  return { ...options, text, html: htmlFromText(options.subject ?? '', text, language) };
}

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
    return { ...base, send: async (options) => base.send(builtAsHtml(options) ? options : guardedEmail(options, await languageOf(options.to))) };
  };
  return plugin;
};
