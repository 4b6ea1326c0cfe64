/**
 * The email plugin, extended: every email the CMS sends goes through ../../email/message.ts on its way to
 * the provider. An email given with an HTML part of its own (built by composeEmail) passes as it is; one
 * given as text only, or whose HTML part is its text (users-permissions sends its templates so: `html:
 * message, text: message`), gets an HTML part made from the text with every character escaped. The
 * nodemailer provider sends `html: options.html ?? options.text`: without this, a text made of visitors'
 * words arrived as live HTML.
 */
import type { Core } from '@strapi/strapi';
import { htmlFromText } from '../../email/message';

type SendOptions = { subject?: string; text?: string; html?: string } & Record<string, unknown>;
type EmailService = { send: (options: SendOptions) => Promise<unknown> } & Record<string, unknown>;
type Plugin = { services: { email: (context: { strapi: Core.Strapi }) => EmailService } };

/** What reaches the provider: the text as given, an HTML part that is markup only where it was built as such. */
export function guardedEmail(options: SendOptions): SendOptions {
  const text = options.text ?? '';
  if (options.html !== undefined && options.html !== text) return options;
  return { ...options, text, html: htmlFromText(options.subject ?? '', text) };
}

export default (plugin: Plugin): Plugin => {
  const factory = plugin.services.email;
  plugin.services.email = (context) => {
    const base = factory(context);
    return { ...base, send: (options) => base.send(guardedEmail(options)) };
  };
  return plugin;
};
