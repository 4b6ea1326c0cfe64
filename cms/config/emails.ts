import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { siteUrls } from '../src/utils/site-urls';

/**
 * The emails' templates: the site's (src/emails/), bundled at EMAIL_RENDERER by the site's
 * scripts/build-renderers.mjs (install and every stack's start run it), beside the CMS in the repository's
 * .renderers/; their links go to SITE_URL.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  renderer: env('EMAIL_RENDERER', path.resolve(__dirname, '..', '..', '..', '.renderers', 'emails.cjs')),
  siteUrl: siteUrls(env).siteUrl,
});
