import type { Core, UID } from '@strapi/strapi';
import { entryPath, pathPopulate, type PathEntry } from '@rythmo/site-map';

type PreviewParams = { documentId?: string; locale?: string | null; status?: string };

/**
 * The "Open preview" button of the content manager: a draft opens on the preview site (gatsby develop
 * sourcing drafts), a published version on the live site. Types without a page have no button.
 */
export const previewHandler =
  ({ previewUrl, siteUrl }: { previewUrl: string; siteUrl: string }) =>
  async (uid: string, { documentId, locale, status }: PreviewParams): Promise<string | null> => {
    const strapi: Core.Strapi = globalThis.strapi;
    const populate = pathPopulate(uid);
    const entry = (await strapi.documents(uid as UID.ContentType).findOne({
      documentId: documentId ?? '',
      ...(locale ? { locale } : {}),
      status: status === 'published' ? 'published' : 'draft',
      ...(populate !== undefined ? { populate } : {}),
    })) as PathEntry | null;
    if (entry === null) return null;
    const path = entryPath(uid, entry, locale);
    if (path === null) return null;
    return `${status === 'published' ? siteUrl : previewUrl}${path}`;
  };
