import type { Core } from '@strapi/strapi';
import { DEFAULT_PREVIEW_URL, DEFAULT_SITE_URL } from '@rythmo/site-map';

/**
 * The two sites that show the CMS's content: the preview site (drafts) and the live site (published),
 * read once for the admin's preview button and for CORS.
 */
export function siteUrls(env: Core.Config.Shared.ConfigParams['env']): { previewUrl: string; siteUrl: string; origins: string[] } {
  const previewUrl = env('PREVIEW_URL', DEFAULT_PREVIEW_URL).replace(/\/$/, '');
  const siteUrl = env('SITE_URL', DEFAULT_SITE_URL).replace(/\/$/, '');
  return { previewUrl, siteUrl, origins: [new URL(previewUrl).origin, new URL(siteUrl).origin] };
}
