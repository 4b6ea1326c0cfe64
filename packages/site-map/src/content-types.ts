/**
 * The CMS content types the site shows: each one's uid, whether it is a single type and localized, and
 * the pages it has (route, template, parameters read from an entry). Visitors and the build read these
 * types and no other; the CMS grants them, the build sources them, the rebuild service listens to them
 * and the preview button links to their pages. Adding a page type is one entry here, plus its template,
 * its messages and what the build sources of it (src/build-time/sourcing.ts).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { PAGE_DEPTH, PAGE_ROUTES, pageParams } from './page-paths';
import { buildPath, buildRoutePath, isLegalSlug, routeMeta, type RouteName, type RouteParamName } from './routes';

/** What a page's path needs from an entry. */
export type PathEntry = {
  slug?: string | null;
  api_id?: string | null;
  section?: string | null;
  work?: { slug?: string | null } | null;
  parent_page?: PathEntry | null;
};

/** The fields of a related entry that a path reads, and its own relations' (a page's parent's parent). */
export type PathSelection = { readonly fields: readonly string[]; readonly relations?: Readonly<Record<string, PathSelection>> };

/** A page's parents' slugs, `levels` deep. */
const parentSelection = (levels: number): PathSelection => ({
  fields: ['slug'],
  ...(levels > 1 ? { relations: { parent_page: parentSelection(levels - 1) } } : {}),
});

type ParamValues = Record<string, string | null | undefined>;

export type PageSet = {
  route: RouteName;
  /** The template's file name under src/templates. */
  template: string;
  /** The route's parameters; an entry missing one has no page there. */
  params: (entry: PathEntry) => ParamValues;
};

const pages = <N extends RouteName>(
  route: N,
  template: string,
  params: (entry: PathEntry) => Record<RouteParamName<N>, string | null | undefined>,
): PageSet => ({
  route,
  template,
  params,
});

export type ContentType = {
  uid: `api::${string}.${string}`;
  /** Its path under /api in the CMS's REST API: the plural name, or the singular one of a single type. */
  api: string;
  single?: boolean;
  /** One entry per language (false: one entry shown in every language, the offers). */
  localized: boolean;
  /** One page per entry, per set; where two sets give the same path, the first one listed wins. */
  pages?: readonly PageSet[];
  /** For a type without pages of its own: the page that shows its entries, or each entry's (the preview button opens it). */
  shownAt?: RouteName | ((entry: PathEntry) => RouteName);
  /** Fields and relations the paths read besides the slug. */
  pathFields?: readonly string[];
  pathRelations?: Readonly<Record<string, PathSelection>>;
};

// The order matters where paths meet: /jobs-etudiants/:x is a student job type before it is a city.
export const CONTENT_TYPES = {
  global: { uid: 'api::global.global', api: 'global', single: true, localized: true, shownAt: 'index' },
  'home-page': { uid: 'api::home-page.home-page', api: 'home-page', single: true, localized: true, shownAt: 'index' },
  // The header's and the footer's links, on every page (its preview shows the home page).
  navigation: { uid: 'api::navigation.navigation', api: 'navigation', single: true, localized: true, shownAt: 'index' },
  'student-job-type': {
    uid: 'api::student-job-type.student-job-type',
    api: 'student-job-types',
    localized: true,
    pages: [pages('student-jobs-type', 'student-job-type', (e) => ({ type: e.slug }))],
  },
  work: { uid: 'api::work.work', api: 'works', localized: true, pages: [pages('works-slug', 'work', (e) => ({ slug: e.slug }))] },
  trade: {
    uid: 'api::trade.trade',
    api: 'trades',
    localized: true,
    pages: [pages('works-slug-job', 'trade', (e) => ({ secteur: e.work?.slug, job: e.slug }))],
    pathRelations: { work: { fields: ['slug'] } },
  },
  city: {
    uid: 'api::city.city',
    api: 'cities',
    localized: true,
    pages: [pages('cities-name', 'city', (e) => ({ name: e.slug })), pages('student-jobs-city', 'student-city', (e) => ({ city: e.slug }))],
  },
  contract: { uid: 'api::contract.contract', api: 'contracts', localized: true, pages: [pages('jobs-type', 'contract', (e) => ({ type: e.slug }))] },
  agency: {
    uid: 'api::agency.agency',
    api: 'agencies',
    localized: true,
    pages: [pages('agencies-slug', 'agency', (e) => ({ slug: e.slug })), pages('iframe-agencies-id', 'agency', (e) => ({ id: e.api_id }))],
    pathFields: ['api_id'],
  },
  event: { uid: 'api::event.event', api: 'events', localized: true, pages: [pages('events-slug', 'event', (e) => ({ slug: e.slug }))] },
  article: { uid: 'api::article.article', api: 'articles', localized: true, pages: [pages('blog-slug', 'article', (e) => ({ slug: e.slug }))] },
  'faq-entry': { uid: 'api::faq-entry.faq-entry', api: 'faq-entries', localized: true, shownAt: 'faq' },
  // The text of each page of the recruiters' area (home, contact, training), by its section.
  'company-page': {
    uid: 'api::company-page.company-page',
    api: 'company-pages',
    localized: true,
    shownAt: (e) => (e.section === 'contact' ? 'entreprise-contact' : e.section === 'formation' ? 'entreprise-formation' : 'entreprise'),
  },
  // A legal page is shown at /:slug when its slug is one of the legal routes (cgu, legal, privacy).
  'legal-page': {
    uid: 'api::legal-page.legal-page',
    api: 'legal-pages',
    localized: true,
    pages: [pages('index-slug', 'legal-page', (e) => ({ slug: isLegalSlug(e.slug) ? e.slug : null }))],
  },
  // A page editors compose of sections (src/sections on the site), at /:slug, or under its parent page's
  // address (PAGE_ROUTES); the CMS refuses a slug that another address of the site begins with (reservedFolders).
  page: {
    uid: 'api::page.page',
    api: 'pages',
    localized: true,
    pages: PAGE_ROUTES.map(([route], depth): PageSet => ({ route, template: 'page', params: (e) => pageParams(e, depth) })),
    pathRelations: { parent_page: parentSelection(PAGE_DEPTH) },
  },
  // An old address of the site and where it leads (the host answers it: src/build-time/hosting on the site);
  // changing the slug of an entry with pages makes one (cms/src/redirects).
  redirect: { uid: 'api::redirect.redirect', api: 'redirects', localized: false },
  // Offers are written in French only; every language shows the same entry with the interface translated.
  'job-offer': {
    uid: 'api::job-offer.job-offer',
    api: 'job-offers',
    localized: false,
    // Its embeddable view is one shell for all offers (route iframe-jobs-slug), which reads this page's data.
    pages: [pages('jobs-slug', 'job-offer', (e) => ({ slug: e.slug }))],
  },
} as const satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;
export type PublicType = (typeof CONTENT_TYPES)[ContentTypeName]['uid'];

const entries = Object.entries(CONTENT_TYPES) as [ContentTypeName, ContentType][];

/** The model names (the uid's last part), as the CMS webhooks name them. */
export const CONTENT_TYPE_NAMES: readonly ContentTypeName[] = entries.map(([name]) => name);

/** The REST paths of the public types under /api (what the static host forwards to the CMS). */
export const PUBLIC_API_PATHS: readonly string[] = entries.map(([, type]) => type.api);

/** The content types visitors may read (published entries only) and the site build sources. */
export const PUBLIC_TYPES: readonly PublicType[] = entries.map(([, type]) => type.uid as PublicType);

export const isSingleType = (uid: string): boolean => entries.some(([, type]) => type.uid === uid && type.single === true);

export const contentTypeByUid = (uid: string): ContentType | undefined => entries.find(([, type]) => type.uid === uid)?.[1];

/** The path of a page set for an entry in a locale, or null when the entry lacks a parameter. */
export function pagePath(set: PageSet, entry: PathEntry, locale: Locale): string | null {
  const params = set.params(entry);
  if (Object.values(params).some((value) => value === undefined || value === null || value === '')) return null;
  return buildRoutePath(set.route, locale, params as Record<string, string>);
}

/**
 * Where the site shows an entry: its first page (of the first set that gives it a path, not an embeddable view), or the page that lists the type; null when the type has
 * no page or the entry lacks what its path needs.
 */
export function entryPath(uid: string, entry: PathEntry, locale: string | null | undefined): string | null {
  const type = contentTypeByUid(uid);
  if (type === undefined) return null;
  const lang: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (type.pages !== undefined) {
    for (const set of type.pages.filter((pageSet) => routeMeta(pageSet.route).embed !== true)) {
      const path = pagePath(set, entry, lang);
      if (path !== null) return path;
    }
    return null;
  }
  if (type.shownAt === undefined) return null;
  return buildPath(typeof type.shownAt === 'function' ? type.shownAt(entry) : type.shownAt, lang);
}

/** A populate parameter of Strapi's document service: each relation's fields, and its own relations'. */
export type PathPopulate = Record<string, { fields: string[]; populate?: PathPopulate }>;
const populateOf = (relations: Readonly<Record<string, PathSelection>>): PathPopulate =>
  Object.fromEntries(
    Object.entries(relations).map(([relation, { fields, relations: below }]) => [
      relation,
      { fields: [...fields], ...(below === undefined ? {} : { populate: populateOf(below) }) },
    ]),
  );

/** The relations an entry's path reads, as a Strapi populate parameter. */
export const pathPopulate = (uid: string): PathPopulate | undefined => {
  const relations = contentTypeByUid(uid)?.pathRelations;
  return relations === undefined ? undefined : populateOf(relations);
};
