/**
 * Every page of the site, planned from the site map and the CMS entries: the pages of routes that come
 * from no entry, in every locale, then one page per entry and page set. Pure: gatsby-node runs the query
 * and creates the pages.
 */
import {
  CONTENT_TYPES,
  LOCALES,
  PAGE_DEPTH,
  ROUTE_NAMES,
  buildPath,
  isLocale,
  pagePath,
  reservedFolders,
  routeMeta,
  sectionsPagePath,
  shellPage,
  type ContentType,
  type ContentTypeName,
  type Locale,
  type PathEntry,
  type PathSelection,
  type RouteName,
} from '@rythmo/site-map';
import type { Alternates, PageContext } from '../routing/page-context';
import { i18nPageContext, type Namespace } from '../i18n/options';
import type { Crumb, Question } from '../seo/structured-data';

/** What a page's path and context read from a CMS entry. */
export type PageEntry = PathEntry & { id: string; documentId?: string; locale?: string; slug?: string | null; updatedAt?: string | null };
/** `matchPath`: a shell's (RouteMeta.shellOf), the pattern of the paths it serves in the browser. */
export type PlannedPage = { path: string; template: string; context: PageContext; matchPath?: string };
type PlannedContext = Omit<PageContext, 'i18n' | 'namespaces'>;

/**
 * The message files a page loads besides `common`: those of the features it shows, so that no page carries
 * the account or contact messages it never displays. An offer's page applies (the account dialog); its
 * embeddable view (template job-offer-embed) does not. Their forms' messages come with them (`shared`).
 */
export function namespacesOf(template: string, context: Pick<PageContext, 'section'>): Namespace[] {
  if (template === 'account' || template === 'job-offer') return ['common', 'auth', 'shared'];
  if (template === 'company' && context.section === 'contact') return ['common', 'contact', 'shared'];
  return ['common'];
}

const TYPES_WITH_PAGES = (Object.entries(CONTENT_TYPES) as [ContentTypeName, ContentType][]).filter(([, type]) => type.pages !== undefined);

/** A model name as a GraphQL field name (student-job-type → studentJobType). */
export const graphqlName = (name: string): string => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
const typeName = (name: string): string => `Strapi${name.charAt(0).toUpperCase()}${graphqlName(name).slice(1)}`;

/** What a page of sections' node holds of its address and its breadcrumbs: its slug, language, title and parent's node. */
export type PageNode = { slug?: string | null; locale?: string | null; title?: string | null; parent_page___NODE?: string | null };

/**
 * A page of sections' node as a path entry, with its parents read through `nodeOf` (Gatsby's node model,
 * which then builds again the pages that read the path when a parent changes), PAGE_DEPTH levels up: one
 * more than a page's parents may be, so that a page too deep has no path.
 */
export async function pageNodeEntry(node: PageNode, nodeOf: (id: string) => Promise<PageNode | null>, levels: number = PAGE_DEPTH): Promise<PathEntry> {
  const parent = levels > 0 && node.parent_page___NODE ? await nodeOf(node.parent_page___NODE) : null;
  return { slug: node.slug, parent_page: parent === null ? null : await pageNodeEntry(parent, nodeOf, levels - 1) };
}

/**
 * The pages above a page of sections, from the top page down, each named by its title and followed to its
 * address in `locale` (the breadcrumbs' trail): one parent fewer than the deepest page has, a parent without
 * an address left out.
 */
export async function pageCrumbs(node: PageNode, nodeOf: (id: string) => Promise<PageNode | null>, locale: Locale): Promise<Crumb[]> {
  const crumbs: Crumb[] = [];
  let above = node.parent_page___NODE ? await nodeOf(node.parent_page___NODE) : null;
  for (let level = 1; above !== null && level < PAGE_DEPTH; level += 1) {
    const path = sectionsPagePath(await pageNodeEntry(above, nodeOf), locale);
    if (path !== null && above.title) crumbs.unshift({ name: above.title, path });
    above = above.parent_page___NODE ? await nodeOf(above.parent_page___NODE) : null;
  }
  return crumbs;
}

/** A node of a page's zone of sections, as far as its questions go: its type, and an FAQ section's items. */
export type SectionNode = { internal: { type: string }; items___NODE?: readonly string[] | null; question?: string | null; answer?: string | null };

/** The questions of a page's FAQ sections, in order, for its FAQPage structured data. */
export async function pageQuestions(
  page: { sections___NODE?: readonly string[] | null },
  nodeOf: (id: string) => Promise<SectionNode | null>,
): Promise<Question[]> {
  const questions: Question[] = [];
  for (const id of page.sections___NODE ?? []) {
    const section = await nodeOf(id);
    if (section?.internal.type !== 'STRAPI__COMPONENT_SECTIONS_FAQ') continue;
    for (const itemId of section.items___NODE ?? []) {
      const item = await nodeOf(itemId);
      if (item !== null) questions.push({ question: item.question ?? null, answer: item.answer ?? null });
    }
  }
  return questions;
}

/** The GraphQL selection of related entries' fields a path reads (a page's parents, each with its own). */
const relationsSelection = (relations: Readonly<Record<string, PathSelection>>): string =>
  Object.entries(relations)
    .map(([relation, { fields, relations: below }]) => `${relation} { ${[...fields, relationsSelection(below ?? {})].join(' ').trim()} }`)
    .join(' ');

/** One query for the entries of every content type with pages, with what their paths need and their last change (the sitemap's). */
export function pagesQuery(): string {
  const selection = (type: ContentType): string =>
    ['id slug updatedAt', ...(type.localized ? ['documentId locale'] : []), ...(type.pathFields ?? []), relationsSelection(type.pathRelations ?? {})]
      .filter((part) => part !== '')
      .join(' ');
  const lists = TYPES_WITH_PAGES.map(([name, type]) => `${graphqlName(name)}: all${typeName(name)} { nodes { ${selection(type)} } }`);
  return `query CreatePages {\n  ${lists.join('\n  ')}\n}`;
}

/**
 * The pages, in order. An entry has a page in each locale it exists in (a type not localized: in every
 * locale); its alternates point to the localizations that have a page. Two pages at one path (routes that
 * share a pattern: /jobs-etudiants/x is a student job type's and a city's, /offres-emploi/x a contract's and
 * an offer's; an editor's page at an address of the site) fail the build, naming both: the CMS refuses
 * such a slug at save (cms/src/validation/addresses.ts), so only an import can bring one.
 */
export function planPages(entriesOf: (name: ContentTypeName) => readonly PageEntry[]): PlannedPage[] {
  const planned: PlannedPage[] = [];
  const taken = new Map<string, string>();
  const reserved = reservedFolders();
  const reservedFolder = (slug: string | null | undefined): string | undefined => {
    const folder = reserved.get(slug ?? '');
    return folder === undefined ? undefined : `folder ${folder}`;
  };
  /** What a path's page is, for the error of a second page there: a route's page, or an entry's (its type, slug and language). */
  const entryName = (name: ContentTypeName, slug: string | null | undefined, locale: string): string => `${name} « ${slug ?? ''} » (${locale})`;
  const add = (route: RouteName, path: string, template: string, base: PlannedContext, owner: string, matchPath?: string): void => {
    const { noScrollTop, embed } = routeMeta(route);
    const context = { ...base, ...(noScrollTop === true ? { noScrollTop } : {}), ...(embed === true ? { embed } : {}) };
    const page = { path, template, context: { ...context, i18n: i18nPageContext(context.locale, path), namespaces: namespacesOf(template, context) } };
    planned.push(matchPath === undefined ? page : { ...page, matchPath });
    taken.set(path, owner);
  };

  for (const route of ROUTE_NAMES) {
    const { page: own, shellOf } = routeMeta(route);
    if (own === undefined) continue;
    const at = (locale: Locale): { path: string; matchPath?: string } =>
      shellOf === undefined ? { path: buildPath(route, locale) } : shellPage(route, locale);
    const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, at(locale).path]));
    const section = own.section !== undefined ? { section: own.section } : {};
    for (const locale of LOCALES) add(route, at(locale).path, own.template, { locale, alternates, ...section }, `${own.template} page`, at(locale).matchPath);
  }

  for (const [name, type] of TYPES_WITH_PAGES) {
    const documents = new Map<string, PageEntry[]>();
    for (const entry of entriesOf(name)) {
      const key = type.localized ? (entry.documentId ?? entry.id) : entry.id;
      documents.set(key, [...(documents.get(key) ?? []), entry]);
    }
    for (const set of type.pages ?? []) {
      for (const localizations of documents.values()) {
        const alternates: Alternates = {};
        const byLocale = new Map<Locale, PageEntry>();
        for (const entry of localizations) {
          for (const locale of type.localized ? [entry.locale] : LOCALES) {
            if (!isLocale(locale)) continue;
            const path = pagePath(set, entry, locale);
            if (path === null) continue;
            const owner = taken.get(path) ?? (name === 'page' && set.route === 'page' ? reservedFolder(entry.slug) : undefined);
            if (owner !== undefined) {
              throw new Error(`The ${entryName(name, entry.slug, locale)} would be at ${path}, which is the site’s ${owner}: change one of the slugs`);
            }
            alternates[locale] = path;
            byLocale.set(locale, entry);
          }
        }
        for (const [locale, entry] of byLocale) {
          add(
            set.route,
            alternates[locale] as string,
            set.template,
            { locale, alternates, id: entry.id, slug: entry.slug ?? undefined },
            entryName(name, entry.slug, locale),
          );
        }
      }
    }
  }
  return planned;
}
