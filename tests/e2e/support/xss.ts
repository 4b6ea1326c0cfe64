import { expect, type Dialog, type Page } from '@playwright/test';
import { CmsAdmin } from '../../../scripts/lib/cms-admin.mjs';
import { withVectors, XSS_MARKER } from '../../fixtures/xss-vectors';

/** An entry whose rich-text fields (paths: `body`, `seo.seoText`) hold the injection vectors, and its page. */
export type Planted = { uid: string; apiPath: string; documentId: string; locale: string | undefined; fields: string[][]; path: string };

type Attribute = { type: string; component?: string; repeatable?: boolean };
type Schema = {
  kind?: string;
  singularName?: string;
  pluralName?: string;
  attributes: Record<string, Attribute>;
  pluginOptions?: { i18n?: { localized?: boolean } };
};
type Described = { uid: string; schema: Schema };
type Entry = Record<string, unknown>;

/** The rich-text fields of a type: its own, and those of its single (non-repeatable) components. */
function richTextPaths(schema: Schema, components: Map<string, Schema>): string[][] {
  return Object.entries(schema.attributes).flatMap(([name, attribute]): string[][] => {
    if (attribute.type === 'richtext') return [[name]];
    if (attribute.type !== 'component' || attribute.repeatable === true || attribute.component === undefined) return [];
    const component = components.get(attribute.component);
    return component === undefined ? [] : richTextPaths(component, components).map((inner) => [name, ...inner]);
  });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The changes that put the vectors after the text of each field; a missing component gets the required SEO texts, its owner's own. */
function plantedData(entry: Entry, fields: string[][], owner: string): Entry {
  const data: Entry = {};
  for (const [name, inner] of fields) {
    if (inner === undefined) {
      data[name] = withVectors(text(entry[name]));
      continue;
    }
    // Each page keeps a description of its own (crawlers.spec.ts).
    const component = (data[name] ?? entry[name] ?? { metaTitle: 'Vecteurs d’injection', metaDescription: `Entrée de test de sécurité (${owner}).` }) as Entry;
    data[name] = { ...component, [inner]: withVectors(text(component[inner])) };
  }
  return data;
}

/**
 * Writes the injection vectors (tests/fixtures/xss-vectors.ts), after their own text, into every
 * rich-text field (components included) of the last entry of every content type that has one, and of
 * each single type, in each language, and publishes it — as an editor would, through the admin API. The
 * types and fields come from the CMS's schemas, so a rich-text field added later is covered too.
 */
export async function plantXssVectors(admin: CmsAdmin, cmsUrl: string, token: string): Promise<Planted[]> {
  const described = async (what: string): Promise<Described[]> => {
    const response = await fetch(`${cmsUrl}/api/content-type-builder/${what}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${what} answered ${response.status}`);
    return ((await response.json()) as { data: Described[] }).data;
  };
  const components = new Map((await described('components')).map((component) => [component.uid, component.schema]));
  const planted: Planted[] = [];
  for (const { uid, schema } of (await described('content-types')).filter((type) => type.uid.startsWith('api::'))) {
    const fields = richTextPaths(schema, components);
    if (fields.length === 0) continue;
    const single = schema.kind === 'singleType';
    for (const locale of schema.pluginOptions?.i18n?.localized === true ? ['fr', 'en'] : [undefined]) {
      let entry: Entry & { documentId: string };
      if (single) {
        entry = await admin.getSingle(uid, locale);
        await admin.updateSingle(uid, plantedData(entry, fields, `${uid} ${locale ?? ''}`), locale);
        await admin.publishSingle(uid, locale);
      } else {
        const [last] = await admin.list(uid, { pageSize: 1, sort: 'id:DESC', locale });
        if (last === undefined) throw new Error(`${uid} (${locale ?? 'no locale'}) has no entry to plant vectors in`);
        entry = await admin.get(uid, last.documentId, locale);
        await admin.update(uid, entry.documentId, plantedData(entry, fields, `${uid} ${locale ?? ''}`), locale);
        await admin.publish(uid, entry.documentId, locale);
      }
      const url = await admin.previewUrl(uid, entry.documentId, 'published', locale);
      if (url === null) throw new Error(`${uid} has rich text but no page`);
      const apiPath = single ? `/api/${schema.singularName ?? ''}` : `/api/${schema.pluralName ?? ''}/${entry.documentId}`;
      planted.push({ uid, apiPath, documentId: entry.documentId, locale, fields, path: new URL(url).pathname });
    }
  }
  return planted;
}

/** What the global setup planted (it passes the list to the workers in E2E_XSS_PLANTED). */
export const plantedEntries = (): Planted[] => JSON.parse(process.env.E2E_XSS_PLANTED ?? '[]') as Planted[];

/** What a sanitised page keeps of the vectors: the text of the Markdown link whose address was a script. */
export const PLANTED_TEXT = 'lien piégé';

/** Entries planted in a field their page shows (the SEO text of the shared component is shown nowhere yet). */
export const shownOnPage = (entry: Planted): boolean => entry.fields.some((field) => field.length === 1);

/**
 * Opens every planted page that shows its rich text, on the site at origin: what the sanitiser keeps of
 * the vectors is there, no marker is left in the main content, and no planted script runs (no dialog).
 */
export async function expectPlantedPagesSafe(page: Page, origin: string, timeout?: number): Promise<void> {
  const dialogs: string[] = [];
  const onDialog = (dialog: Dialog): void => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  for (const entry of plantedEntries().filter(shownOnPage)) {
    await page.goto(`${origin}${entry.path}`);
    await expect(page.getByText(PLANTED_TEXT).first()).toBeAttached({ timeout });
    expect(await page.locator('main').innerHTML(), entry.path).not.toMatch(XSS_MARKER);
  }
  page.off('dialog', onDialog);
  expect(dialogs).toEqual([]);
}
