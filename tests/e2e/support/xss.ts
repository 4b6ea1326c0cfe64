import { CmsAdmin } from '../../../scripts/lib/cms-admin.mjs';
import { withVectors } from '../../fixtures/xss-vectors';

/** An entry whose rich-text fields hold the injection vectors, and the address of its page. */
export type Planted = { uid: string; pluralName: string; documentId: string; locale: string | undefined; fields: string[]; path: string };

type ContentType = {
  uid: string;
  schema: { kind: string; pluralName: string; attributes: Record<string, { type: string }>; pluginOptions?: { i18n?: { localized?: boolean } } };
};

/**
 * Writes the injection vectors (tests/fixtures/xss-vectors.ts), after their own text, into every
 * rich-text field of the last entry of every content type that has one, in each language, and publishes
 * it — as an editor would, through the admin API. The types and fields are read from the CMS's schemas,
 * so a rich-text field added later is covered too.
 */
export async function plantXssVectors(admin: CmsAdmin, cmsUrl: string, token: string): Promise<Planted[]> {
  const response = await fetch(`${cmsUrl}/api/content-type-builder/content-types`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Content types answered ${response.status}`);
  const types = ((await response.json()) as { data: ContentType[] }).data.filter((type) => type.uid.startsWith('api::'));
  const planted: Planted[] = [];
  for (const { uid, schema } of types) {
    const fields = Object.entries(schema.attributes)
      .filter(([, attribute]) => attribute.type === 'richtext')
      .map(([name]) => name);
    if (fields.length === 0) continue;
    if (schema.kind !== 'collectionType') throw new Error(`${uid}: rich text on a single type is not planted yet`);
    const locales = schema.pluginOptions?.i18n?.localized === true ? ['fr', 'en'] : [undefined];
    for (const locale of locales) {
      const [last] = await admin.list(uid, { pageSize: 1, sort: 'id:DESC', locale });
      if (last === undefined) throw new Error(`${uid} (${locale ?? 'no locale'}) has no entry to plant vectors in`);
      const entry = await admin.get(uid, last.documentId, locale);
      const data = Object.fromEntries(fields.map((field) => [field, withVectors(typeof entry[field] === 'string' ? entry[field] : '')]));
      await admin.update(uid, last.documentId, data, locale);
      await admin.publish(uid, last.documentId, locale);
      const url = await admin.previewUrl(uid, last.documentId, 'published', locale);
      if (url === null) throw new Error(`${uid} has rich text but no page`);
      planted.push({ uid, pluralName: schema.pluralName, documentId: last.documentId, locale, fields, path: new URL(url).pathname });
    }
  }
  return planted;
}

/** What the global setup planted (it passes the list to the workers in E2E_XSS_PLANTED). */
export const plantedEntries = (): Planted[] => JSON.parse(process.env.E2E_XSS_PLANTED ?? '[]') as Planted[];

/** What a sanitised page keeps of the vectors: the text of the Markdown link whose address was a script. */
export const PLANTED_TEXT = 'lien piégé';
