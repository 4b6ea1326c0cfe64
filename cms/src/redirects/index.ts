/**
 * The redirects editors manage (api::redirect.redirect), and those the CMS makes itself. A redirect is
 * refused at save when its old address is a page online (it would hide it) or when it would loop; one
 * that leads to another redirect's old address is stored with the final address, and those that led to
 * its old address are moved to its new one: no visitor ever takes two hops. Publishing an entry whose
 * address changed (its slug, or its sector's for a trade) makes a permanent redirect from each old
 * address to the new one. The site's build reads the published redirects into the host's table
 * (src/build-time/hosting on the site).
 */
import type { Core, UID } from '@strapi/strapi';
import {
  CONTENT_TYPES,
  DEFAULT_LOCALE,
  LOCALES,
  ROUTES,
  ROUTE_NAMES,
  buildPath,
  isLocale,
  pagePath,
  type ContentType,
  type Locale,
  type PathEntry,
  type PathSelection,
} from '@rythmo/site-map';
import { refuse } from '../validation/middleware';
import { pathRelations } from '../utils/path-relations';
import { said, type EntryData, type FieldError } from '../validation/rules';

const REDIRECT = CONTENT_TYPES.redirect.uid;

type Context = { uid: string; action: string; params: { documentId?: string; locale?: string; data?: EntryData; status?: string } };
type RedirectRow = { documentId: string; from: string; to: string };
type EntryRow = PathEntry & { documentId: string; locale?: string | null; title?: string; name?: string; label?: string };
type TypeWithPages = ContentType & { pages: NonNullable<ContentType['pages']> };

const TYPES_WITH_PAGES = Object.values(CONTENT_TYPES as Record<string, ContentType>).filter((type): type is TypeWithPages => type.pages !== undefined);
const typeWithPages = (uid: string): TypeWithPages | undefined => TYPES_WITH_PAGES.find((type) => type.uid === uid);

/** The paths of the site's routes that take no parameter (the jobs list, the account screens…), in every language. */
const FIXED_PATHS: ReadonlySet<string> = new Set(
  ROUTE_NAMES.flatMap((name) => LOCALES.flatMap((locale) => (ROUTES[name].paths[locale].includes(':') ? [] : [buildPath(name, locale)]))),
);

/** Each page address of an entry, by its page set and language ("0:fr"); an entry of every language has one per language. */
function entryPaths(type: TypeWithPages, row: EntryRow): Map<string, string> {
  const locales: readonly Locale[] = type.localized ? [isLocale(row.locale) ? row.locale : DEFAULT_LOCALE] : LOCALES;
  const paths = new Map<string, string>();
  type.pages.forEach((set, index) => {
    for (const locale of locales) {
      const path = pagePath(set, row, locale);
      if (path !== null) paths.set(`${index}:${locale}`, path);
    }
  });
  return paths;
}

const published = { publishedAt: { $notNull: true } };

/** What is online at a path: a part of the site, or an entry's page (named), or null. */
async function livePage(strapi: Core.Strapi, path: string): Promise<string | null> {
  if (FIXED_PATHS.has(path)) return said('edit_live_section');
  const last = path.split('/').pop() ?? '';
  for (const type of TYPES_WITH_PAGES) {
    const rows = (await strapi.db.query(type.uid as UID.Schema).findMany({ where: { slug: last, ...published }, populate: pathRelations(type) })) as EntryRow[];
    const row = rows.find((candidate) => [...entryPaths(type, candidate).values()].includes(path));
    if (row !== undefined) return said('edit_live_page', { title: row.title ?? row.name ?? row.label ?? row.slug ?? path });
  }
  return null;
}

const liveRedirects = async (strapi: Core.Strapi): Promise<RedirectRow[]> =>
  (await strapi.db.query(REDIRECT).findMany({ where: published, select: ['documentId', 'from', 'to'] })) as RedirectRow[];

/** Where a path finally leads through the redirects, and whether it comes back to `start` (a loop). */
function follow(table: ReadonlyMap<string, string>, to: string, start: string): { final: string; hops: string[]; loop: boolean } {
  const hops = [to];
  let final = to;
  while (table.has(final)) {
    final = table.get(final) as string;
    if (final === start || hops.includes(final)) return { final, hops: [...hops, final], loop: true };
    hops.push(final);
  }
  return { final, hops, loop: false };
}

/**
 * A redirect about to be saved: refused when its old address is a page online or when it would loop; its
 * new address replaced by the final one when it leads to another redirect.
 */
async function checkRedirect(strapi: Core.Strapi, params: Context['params']): Promise<void> {
  const data = params.data ?? {};
  const stored =
    params.documentId === undefined
      ? null
      : ((await strapi.db.query(REDIRECT).findOne({ where: { documentId: params.documentId, publishedAt: null } })) as RedirectRow | null);
  const from = String(data.from ?? stored?.from ?? '');
  const to = String(data.to ?? stored?.to ?? '');
  if (from === '' || to === '') return;
  const found: FieldError[] = [];
  const live = await livePage(strapi, from);
  if (live !== null) found.push({ path: ['from'], message: said('edit_redirect_hides_page', { from, live }) });
  const others = (await liveRedirects(strapi)).filter((row) => row.documentId !== params.documentId);
  const { final, hops, loop } = follow(new Map(others.map((row) => [row.from, row.to])), to, from);
  if (loop) found.push({ path: ['to'], message: said('edit_redirect_cycle', { hops: [from, ...hops].join(' → ') }) });
  refuse(found);
  if (final !== to) params.data = { ...data, to: final };
}

/** The published redirects that lead to `from` now lead to `to`, where it leads (no second hop). */
async function shortcut(strapi: Core.Strapi, from: string, to: string): Promise<void> {
  const leading = (await liveRedirects(strapi)).filter((row) => row.to === from && row.from !== to);
  for (const row of leading) {
    await strapi.documents(REDIRECT).update({ documentId: row.documentId, data: { to } });
    await strapi.documents(REDIRECT).publish({ documentId: row.documentId });
  }
}

/** A permanent redirect from an entry's old address to its new one, published; one from the new address goes. */
async function redirectMoved(strapi: Core.Strapi, from: string, to: string, name: string): Promise<void> {
  const redirects = strapi.documents(REDIRECT);
  for (const row of (await strapi.db.query(REDIRECT).findMany({ where: { from: to }, select: ['documentId'] })) as RedirectRow[]) {
    await redirects.delete({ documentId: row.documentId });
  }
  const note = said('edit_redirect_note', { name, from, to });
  const existing = (await strapi.db.query(REDIRECT).findOne({ where: { from, publishedAt: null }, select: ['documentId'] })) as RedirectRow | null;
  if (existing === null) await redirects.create({ data: { from, to, permanent: true, note }, status: 'published' });
  else {
    await redirects.update({ documentId: existing.documentId, data: { to, permanent: true, note } });
    await redirects.publish({ documentId: existing.documentId });
  }
  await shortcut(strapi, from, to);
}

type Addresses = Map<string, { path: string; name: string }>;

/** An entry's type with pages and the relations from it to another entry its address reads (a page's parent's parent). */
type Reader = { type: TypeWithPages; path: readonly string[] };

/**
 * The page addresses of the published versions of a document, and of the entries whose address reads it
 * (a sector's trades: /secteurs-activite/{sector}/{trade}; a page's children and theirs), by entry, page set
 * and language.
 */
async function publishedAddresses(strapi: Core.Strapi, uid: string, documentId: string, dependents: readonly Reader[]): Promise<Addresses> {
  const addresses: Addresses = new Map();
  const add = (type: TypeWithPages, rows: EntryRow[]): void => {
    for (const row of rows) {
      const name = said('edit_page_quoted', { title: row.title ?? row.name ?? row.label ?? row.slug ?? '' });
      for (const [key, path] of entryPaths(type, row)) addresses.set(`${row.documentId}:${key}`, { path, name });
    }
  };
  const own = typeWithPages(uid);
  const read = (type: TypeWithPages, where: Record<string, unknown>): Promise<EntryRow[]> =>
    strapi.db.query(type.uid as UID.Schema).findMany({ where: { ...where, ...published }, populate: pathRelations(type) }) as Promise<EntryRow[]>;
  if (own !== undefined) add(own, await read(own, { documentId }));
  for (const { type, path } of dependents)
    add(
      type,
      await read(
        type,
        path.reduceRight<Record<string, unknown>>((inner, relation) => ({ [relation]: inner }), { documentId }),
      ),
    );
  return addresses;
}

/** The types whose addresses read an entry of `uid` (a trade's reads its sector's slug; a page's, its parents'), by the relations that lead to it. */
function readers(strapi: Core.Strapi, uid: string): Reader[] {
  const target = (model: string, relation: string): string | undefined =>
    (strapi.getModel(model as UID.Schema) as unknown as { attributes: Record<string, { target?: string }> }).attributes[relation]?.target;
  const walk = (model: string, selections: Readonly<Record<string, PathSelection>>, above: readonly string[]): (readonly string[])[] =>
    Object.entries(selections).flatMap(([relation, { relations: below }]) => {
      const to = target(model, relation);
      const path = [...above, relation];
      return to === undefined ? [] : [...(to === uid ? [path] : []), ...walk(to, below ?? {}, path)];
    });
  return TYPES_WITH_PAGES.flatMap((type) => walk(type.uid, type.pathRelations ?? {}, []).map((path) => ({ type, path })));
}

export function registerRedirects(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action, params } = context as unknown as Context;
    if (uid === REDIRECT && (action === 'create' || action === 'update') && params.data !== undefined) {
      await checkRedirect(strapi, params);
      const result = await next();
      if (action === 'create' && params.status === 'published') await shortcut(strapi, String(params.data.from), String(params.data.to));
      return result;
    }
    if (uid === REDIRECT && action === 'publish' && params.documentId !== undefined) {
      const result = await next();
      const row = (await strapi.db.query(REDIRECT).findOne({ where: { documentId: params.documentId, ...published } })) as RedirectRow | null;
      if (row !== null) await shortcut(strapi, row.from, row.to);
      return result;
    }
    if (action !== 'publish' || params.documentId === undefined) return next();
    const dependents = readers(strapi, uid);
    if (typeWithPages(uid) === undefined && dependents.length === 0) return next();
    const before = await publishedAddresses(strapi, uid, params.documentId, dependents);
    const result = await next();
    const after = await publishedAddresses(strapi, uid, params.documentId, dependents);
    for (const [key, { path: from }] of before) {
      const now = after.get(key);
      if (now !== undefined && now.path !== from) await redirectMoved(strapi, from, now.path, now.name);
    }
    return result;
  });
}
