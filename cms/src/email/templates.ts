/**
 * Every email the CMS sends is written by the site's templates (src/emails/, one message catalogue with the
 * site's pages), bundled for the CMS (config/emails.ts): this loads them once and fills in what every email
 * shares, the brand that signs it and the site it links to. Without the bundle, no email can be written:
 * the first one says how to make it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import type { EmailData, EmailKind, EmailRenderer, Locale, RenderedEmail } from '@rythmo/site-map';
import { brandName } from './brand';

type EmailsConfig = { renderer: string; siteUrl: string };

let renderer: EmailRenderer | undefined;

/** The templates' bundle, read at the first email. */
export function emailRenderer(strapi: Core.Strapi): EmailRenderer {
  if (renderer !== undefined) return renderer;
  const { renderer: file } = strapi.config.get('emails') as EmailsConfig;
  if (!fs.existsSync(file)) throw new Error(`The emails' templates are missing (${file}): run npm run build:renderers.`);
  renderer = createRequire(__filename)(file) as EmailRenderer;
  return renderer;
}

/** An email of a kind, in a language, signed with the brand of the CMS's global settings. */
export async function writeEmail<K extends EmailKind>(strapi: Core.Strapi, kind: K, locale: Locale, data: EmailData[K]): Promise<RenderedEmail> {
  const { siteUrl } = strapi.config.get('emails') as EmailsConfig;
  return emailRenderer(strapi).renderEmail({ kind, locale, brand: await brandName(strapi), siteUrl, data });
}
