import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkEntry, linksOf, present, said, SLUG_TYPES, ZONES, type EntryData, type FieldError } from './rules';
import { addressErrors } from './addresses';
import { parentErrors } from './parents';
import { selfLinkErrors } from './self-links';

type Attribute = { type: string; components?: string[] };
type Model = { attributes: Record<string, Attribute>; pluginOptions?: { i18n?: { localized?: boolean } } };
type Context = { uid: string; action: string; params: { documentId?: string; locale?: string; data?: EntryData } };
type Row = { documentId: string; title?: string; name?: string; label?: string };

/** Fields that must be unique among the entries of a type (in one locale for localized types). */
const UNIQUE_FIELDS = (uid: string): string[] => [...(SLUG_TYPES.includes(uid) ? ['slug'] : []), ...(uid === 'api::job-offer.job-offer' ? ['offer_id'] : [])];

const mediaIds = (value: unknown): number[] => {
  if (Array.isArray(value)) return value.flatMap(mediaIds);
  if (typeof value === 'number') return [value];
  if (typeof value === 'string' && /^\d+$/.test(value)) return [Number(value)];
  if (value !== null && typeof value === 'object' && 'id' in value) return mediaIds((value as { id: unknown }).id);
  return [];
};

async function uniqueErrors(
  strapi: Core.Strapi,
  uid: string,
  model: Model,
  data: EntryData,
  documentId: string | undefined,
  locale: string | undefined,
): Promise<FieldError[]> {
  const found: FieldError[] = [];
  for (const field of UNIQUE_FIELDS(uid)) {
    const value = data[field];
    if (!present(value)) continue;
    const other = (await strapi.db.query(uid as UID.Schema).findOne({
      where: {
        [field]: value,
        ...(documentId === undefined ? {} : { documentId: { $ne: documentId } }),
        ...(model.pluginOptions?.i18n?.localized && locale ? { locale } : {}),
      },
    })) as Row | null;
    if (other === null) continue;
    const owner = other.title ?? other.name ?? other.label ?? other.documentId;
    found.push({
      path: [field],
      message: field === 'slug' ? said('edit_slug_taken', { owner }) : said('edit_offer_id_taken', { id: String(value), owner }),
    });
  }
  return found;
}

async function altTextErrors(strapi: Core.Strapi, model: Model, data: EntryData): Promise<FieldError[]> {
  const found: FieldError[] = [];
  for (const [field, attribute] of Object.entries(model.attributes)) {
    if (attribute.type !== 'media' || !(field in data)) continue;
    const ids = mediaIds(data[field]);
    if (ids.length === 0) continue;
    const files = (await strapi.db
      .query('plugin::upload.file')
      .findMany({ where: { id: { $in: ids } }, select: ['id', 'name', 'mime', 'alternativeText'] })) as {
      name: string;
      mime: string;
      alternativeText: string | null;
    }[];
    // Only images are described: a document (a candidate's CV) is read, not seen.
    for (const file of files.filter((f) => f.mime.startsWith('image/') && (f.alternativeText ?? '').trim() === '')) {
      found.push({ path: [field], message: said('edit_image_alt', { name: file.name }) });
    }
  }
  return found;
}

const PAGE = 'api::page.page';
/** The sections whose buttons (shared.link) may lead to a page. */
const WITH_BUTTONS = ['sections.hero', 'sections.call-to-action'];
const PAGE_FIELDS = { fields: ['documentId', 'title', 'locale'] };
const LINK = { populate: { page: PAGE_FIELDS } };
type LinkedPage = { documentId: string; title?: string; locale?: string };

/** The links to pages of an entry's draft about to be published (./rules.ts, linksOf), and its parent page, with their fields' paths. */
async function pageLinks(
  strapi: Core.Strapi,
  uid: string,
  model: Model,
  documentId: string,
  locale: string | undefined,
): Promise<{ path: string[]; label?: string; page: LinkedPage }[]> {
  const zones = ZONES.filter((zone) => model.attributes[zone]?.type === 'dynamiczone');
  const navigation = uid === 'api::navigation.navigation';
  if (zones.length === 0 && !navigation && uid !== PAGE) return [];
  const populate: Record<string, unknown> = navigation
    ? { header_menus: { populate: { links: LINK, all: LINK } }, header_links: LINK, footer_links: LINK }
    : Object.fromEntries(
        zones.map((zone) => [
          zone,
          {
            on: Object.fromEntries(
              WITH_BUTTONS.filter((kind) => model.attributes[zone].components?.includes(kind)).map((kind) => [kind, { populate: { buttons: LINK } }]),
            ),
          },
        ]),
      );
  if (uid === PAGE) populate.parent_page = PAGE_FIELDS;
  const draft = (await strapi
    .documents(uid as UID.ContentType)
    .findOne({ documentId, locale, status: 'draft', populate: populate as never })) as EntryData | null;
  if (draft === null) return [];
  const parent = draft.parent_page as LinkedPage | null | undefined;
  return [
    ...linksOf(uid, draft).flatMap(({ link, path }) =>
      link.page ? [{ path: [...path, 'page'], label: link.label as string | undefined, page: link.page as LinkedPage }] : [],
    ),
    ...(parent ? [{ path: ['parent_page'], page: parent }] : []),
  ];
}

/**
 * A published entry may link only to pages that are online: Strapi drops from the published version a
 * relation to a page that is not, and does not restore it when that page is published later
 * (https://github.com/strapi/strapi/issues/25361), which would lose the link without a word. A link to the
 * entry itself is refused by ./self-links.ts.
 */
async function unpublishedLinkErrors(strapi: Core.Strapi, uid: string, model: Model, documentId: string, locale: string | undefined): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const { path, label, page } of await pageLinks(strapi, uid, model, documentId, locale)) {
    if (page.documentId === documentId) continue;
    const online = await strapi
      .documents(PAGE)
      .findOne({ documentId: page.documentId, locale: page.locale ?? locale, status: 'published', fields: ['documentId'] });
    if (online !== null) continue;
    errors.push({
      path,
      message:
        path[0] === 'parent_page'
          ? said('edit_parent_offline', { title: page.title ?? '' })
          : said('edit_link_offline', { label: label ?? '', title: page.title ?? '' }),
    });
  }
  return errors;
}

/** Refuses a save with these errors, if any: one message per field (in French), which the admin shows next to it. */
export function refuse(found: readonly FieldError[]): void {
  if (found.length === 0) return;
  throw new errors.ValidationError(
    found.length === 1 ? found[0].message : said('edit_fields_to_correct', { fields: found.length, messages: found.map((e) => e.message).join(' ') }),
    {
      errors: found.map((error) => ({ ...error, name: 'ValidationError' })),
    },
  );
}

/**
 * Checks every create and update of the public types (admin panel, API, seed) before Strapi saves it, and
 * every publication's links to pages, and refuses a wrong entry with a ValidationError whose details carry
 * one French message per field, which the admin panel shows next to the fields.
 */
export function registerContentSafety(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as Context;
    if (action === 'publish' && uid.startsWith('api::') && params.documentId !== undefined) {
      refuse([
        ...(await unpublishedLinkErrors(strapi, uid, strapi.getModel(uid as UID.Schema) as unknown as Model, params.documentId, params.locale)),
        ...(await selfLinkErrors(strapi, uid, params.documentId, params.locale)),
      ]);
      return next();
    }
    if ((action !== 'create' && action !== 'update') || !uid.startsWith('api::') || params.data === undefined) return next();
    const model = strapi.getModel(uid as UID.Schema) as unknown as Model;
    const stored =
      action === 'update' && params.documentId !== undefined
        ? ((await strapi
            .documents(uid as UID.ContentType)
            .findOne({ documentId: params.documentId, locale: params.locale, status: 'draft' })) as EntryData | null)
        : null;
    const data: EntryData = { ...(stored ?? {}), ...params.data };
    const found = [
      ...checkEntry(uid, data),
      ...(await uniqueErrors(strapi, uid, model, data, params.documentId, params.locale)),
      ...(await addressErrors(strapi, uid, data, params.locale)),
      ...(await altTextErrors(strapi, model, params.data)),
      ...(uid === PAGE ? await parentErrors(strapi, params.data, params.documentId, params.locale) : []),
    ];
    refuse(found);
    return next();
  });
}
