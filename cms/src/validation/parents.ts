/**
 * A page of sections nests under parent pages, PAGE_DEPTH levels at most (its address is its parents'
 * slugs, then its own: PAGE_ROUTES in @rythmo/site-map). A save that gives a page a parent is refused, in
 * French, when that parent is the page itself or a page under it, or when the page, or one under it,
 * would then sit deeper than that.
 */
import type { Core } from '@strapi/strapi';
import { PAGE_DEPTH } from '@rythmo/site-map';
import { said, type EntryData, type FieldError } from './rules';
import type { MessageKey } from '../i18n/messages';

const PAGE = 'api::page.page';
type Reference = { documentId?: string };
type Above = { documentId: string; title?: string; parent_page?: { documentId: string } | null };

/** The parent page a save gives (a documentId), null when it removes it, undefined when it leaves it as it is. */
function chosenParent(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'string') return value;
  const { connect, set, disconnect } = value as { connect?: Reference[]; set?: Reference[]; disconnect?: Reference[] };
  const chosen = (set ?? connect ?? [])[0]?.documentId;
  if (chosen !== undefined) return chosen;
  return set !== undefined || (disconnect ?? []).length > 0 ? null : undefined;
}

/** The drafts of `parent` and of the pages above it, nearest first, stopping past PAGE_DEPTH or at `documentId` (a loop). */
async function chainFrom(strapi: Core.Strapi, parent: string, documentId: string | undefined, locale: string | undefined): Promise<Above[]> {
  const chain: Above[] = [];
  for (let next: string | undefined = parent; next !== undefined && chain.length <= PAGE_DEPTH;) {
    const above = (await strapi.db.query(PAGE).findOne({
      where: { documentId: next, publishedAt: null, ...(locale ? { locale } : {}) },
      select: ['documentId', 'title'],
      populate: { parent_page: { select: ['documentId'] } },
    })) as Above | null;
    if (above === null) break;
    chain.push(above);
    if (above.documentId === documentId) break;
    next = above.parent_page?.documentId;
  }
  return chain;
}

/** The title of a page under `documentId` at the deepest level below it (1: a child), searched PAGE_DEPTH levels down. */
async function deepestBelow(strapi: Core.Strapi, documentId: string): Promise<{ levels: number; title: string } | null> {
  let level: string[] = [documentId];
  let deepest: { levels: number; title: string } | null = null;
  for (let levels = 1; levels <= PAGE_DEPTH && level.length > 0; levels += 1) {
    const rows = (await strapi.db
      .query(PAGE)
      .findMany({ where: { parent_page: { documentId: { $in: level } }, publishedAt: null }, select: ['documentId', 'title'] })) as Above[];
    if (rows.length > 0) deepest = { levels, title: rows[0].title ?? '' };
    level = [...new Set(rows.map((row) => row.documentId))];
  }
  return deepest;
}

/** PAGE_DEPTH in words: « troisième niveau », « trois niveaux ». */
const DEPTH_WORDS: Readonly<Record<number, readonly [MessageKey, MessageKey]>> = {
  2: ['edit_depth_ordinal_2', 'edit_depth_count_2'],
  3: ['edit_depth_ordinal_3', 'edit_depth_count_3'],
  4: ['edit_depth_ordinal_4', 'edit_depth_count_4'],
};
const [LAST_LEVEL, LEVELS] = PAGE_DEPTH in DEPTH_WORDS ? DEPTH_WORDS[PAGE_DEPTH].map((key) => said(key)) : [`${PAGE_DEPTH}ᵉ`, String(PAGE_DEPTH)];

const quoted = (chain: readonly Above[]): string => chain.map((page) => said('edit_page_quoted', { title: page.title ?? '' })).join(said('edit_page_under'));

export async function parentErrors(strapi: Core.Strapi, data: EntryData, documentId: string | undefined, locale: string | undefined): Promise<FieldError[]> {
  let parent = chosenParent(data.parent_page);
  if (parent === undefined && documentId !== undefined) {
    const stored = (await strapi.db
      .query(PAGE)
      .findOne({ where: { documentId, publishedAt: null }, populate: { parent_page: { select: ['documentId'] } } })) as {
      parent_page?: Reference | null;
    } | null;
    parent = stored?.parent_page?.documentId ?? null;
  }
  if (parent === undefined || parent === null) return [];
  const refused = (message: string): FieldError[] => [{ path: ['parent_page'], message }];
  if (parent === documentId) return refused(said('edit_parent_self'));
  const chain = await chainFrom(strapi, parent, documentId, locale);
  if (chain.some((page) => page.documentId === documentId)) return refused(said('edit_parent_below', { title: chain[0].title ?? '' }));
  if (chain.length >= PAGE_DEPTH)
    return refused(
      said('edit_parent_too_deep', { title: chain[0].title ?? '', lastLevel: LAST_LEVEL, above: quoted(chain.slice(1, PAGE_DEPTH)), levels: LEVELS }),
    );
  const below = documentId === undefined ? null : await deepestBelow(strapi, documentId);
  if (below !== null && chain.length + 1 + below.levels > PAGE_DEPTH)
    return refused(said('edit_children_too_deep', { below: below.title, title: chain[0].title ?? '', lastLevel: LAST_LEVEL }));
  return [];
}
