/**
 * A link from an entry to itself (a topic page's live figure counting its own offers, a page's button to
 * itself) is lost when the entry is published: Strapi drops a relation to the document being published
 * (https://github.com/strapi/strapi/issues/24936). The publication is refused instead, with the field
 * named, rather than published without the link and without a word.
 */
import type { Core, UID } from '@strapi/strapi';
import { said, ZONES, type EntryData, type FieldError } from './rules';

type Attribute = { type: string; target?: string; component?: string; components?: string[] };
type Schema = { attributes: Record<string, Attribute> };
type Populate = Record<string, unknown>;

const attributesOf = (strapi: Core.Strapi, uid: string): Record<string, Attribute> =>
  (strapi.getModel(uid as UID.Schema) as unknown as Schema | undefined)?.attributes ?? {};

/** The populate of a component's relations to `target`, through its nested components; null when it has none. */
function towards(strapi: Core.Strapi, component: string, target: string): Populate | null {
  const populate: Populate = {};
  for (const [name, attribute] of Object.entries(attributesOf(strapi, component))) {
    if (attribute.type === 'relation' && attribute.target === target) populate[name] = { fields: ['documentId'] };
    if (attribute.type === 'component' && attribute.component !== undefined) {
      const inner = towards(strapi, attribute.component, target);
      if (inner !== null) populate[name] = { populate: inner };
    }
  }
  return Object.keys(populate).length === 0 ? null : populate;
}

/** The paths (with the nearest label: a live figure's, a button's) of a component's relations to `documentId`. */
function selfPaths(strapi: Core.Strapi, component: string, value: EntryData, documentId: string, path: string[], label?: string): FieldError[] {
  const own = typeof value.label === 'string' && value.label !== '' ? value.label : label;
  return Object.entries(attributesOf(strapi, component)).flatMap(([name, attribute]): FieldError[] => {
    const field = value[name];
    if (field === null || field === undefined) return [];
    const items = (Array.isArray(field) ? field : [field]) as EntryData[];
    if (attribute.type === 'relation')
      return items.some((item) => item.documentId === documentId)
        ? [
            {
              path: [...path, name],
              message: said('edit_self_link', { link: own === undefined ? said('edit_self_link_unnamed') : said('edit_page_quoted', { title: own }) }),
            },
          ]
        : [];
    if (attribute.type !== 'component' || attribute.component === undefined) return [];
    const inner = attribute.component;
    return items.flatMap((item, index) =>
      selfPaths(strapi, inner, item, documentId, Array.isArray(field) ? [...path, name, String(index)] : [...path, name], own),
    );
  });
}

export async function selfLinkErrors(strapi: Core.Strapi, uid: string, documentId: string, locale: string | undefined): Promise<FieldError[]> {
  const attributes = attributesOf(strapi, uid);
  const populate: Populate = {};
  for (const zone of ZONES) {
    const on = Object.fromEntries(
      (attributes[zone]?.type === 'dynamiczone' ? (attributes[zone].components ?? []) : []).flatMap((component) => {
        const inner = towards(strapi, component, uid);
        return inner === null ? [] : [[component, { populate: inner }]];
      }),
    );
    if (Object.keys(on).length > 0) populate[zone] = { on };
  }
  if (Object.keys(populate).length === 0) return [];
  const draft = (await strapi
    .documents(uid as UID.ContentType)
    .findOne({ documentId, locale, status: 'draft', populate: populate as never })) as EntryData | null;
  if (draft === null) return [];
  return Object.keys(populate).flatMap((zone) =>
    ((draft[zone] ?? []) as EntryData[]).flatMap((section, index) =>
      selfPaths(strapi, String(section.__component), section, documentId, [zone, String(index)]),
    ),
  );
}
