/**
 * The named routes of the site: their path patterns in each language and their meta. This
 * table is the only place where a path is spelled: the site's pages, links, redirects and host files,
 * the CMS's preview links and the sitemap all derive from it, through `buildPath`.
 */
import { LOCALES, localizePath, type Locale } from './locales';

/** Where the embeddable views for partner sites live, in every language. */
export const EMBED_PREFIX = '/iframe';

export type RouteMeta = {
  /** Navigation to the route keeps the scroll position (the FAQ and the legal pages). */
  keepsScroll?: boolean;
  /** The header is in the primary colour until the visitor scrolls. */
  primaryHeader?: boolean;
  /** The page has no back-to-top button. */
  noScrollTop?: boolean;
  /** An embeddable view (under EMBED_PREFIX): minimal layout, framed by partner sites, not indexed. */
  embed?: boolean;
  /** Not indexed: out of the sitemap. */
  noindex?: boolean;
  /** The route's one page when it comes from no CMS entry: its template (src/templates) and section. */
  page?: { template: string; section?: string };
  /**
   * One static shell serves every path of the route: a page at the route's folder that reads the path's
   * parameters in the browser (Gatsby's matchPath). A path is served only when the route named here has a
   * page with the same parameters, else the host answers 404 (the offer's embeddable view exists while
   * the offer's page does, and reads that page's data).
   */
  shellOf?: string;
};

type RouteDefinition = { paths: Record<Locale, string> } & RouteMeta;

const same = <P extends string>(path: P): { fr: P; en: P } => ({ fr: path, en: path });

export const ROUTES = {
  index: { paths: same('/'), primaryHeader: true, page: { template: 'home' } },
  'index-slug': { paths: same('/:slug') },
  'not-found': { paths: same('/404'), noScrollTop: true, noindex: true, page: { template: 'not-found' } },
  contracts: { paths: { fr: '/contrats', en: '/contracts' }, page: { template: 'contracts' } },
  'contracts-slug': { paths: { fr: '/offres-emploi/:slug', en: '/jobs/:slug' } },
  cities: { paths: { fr: '/villes', en: '/cities' }, page: { template: 'cities' } },
  'cities-name': { paths: { fr: '/villes/:name', en: '/cities/:name' } },
  jobs: { paths: { fr: '/offres-emploi', en: '/jobs' }, primaryHeader: true, page: { template: 'jobs' } },
  'jobs-type': { paths: { fr: '/offres-emploi/:type', en: '/jobs/:type' } },
  'jobs-slug': { paths: { fr: '/offres-emploi/:slug', en: '/jobs/:slug' } },
  'jobs-contract-job': { paths: { fr: '/offres-emploi/:contract/:job', en: '/jobs/:contract/:job' } },
  works: { paths: { fr: '/secteurs-activite', en: '/activity' }, primaryHeader: true, page: { template: 'works' } },
  'works-slug': { paths: { fr: '/secteurs-activite/:slug', en: '/activity/:slug' } },
  'works-slug-job': { paths: { fr: '/secteurs-activite/:secteur/:job', en: '/activity/:secteur/:job' } },
  agencies: { paths: { fr: '/partenaires', en: '/agencies' }, page: { template: 'agencies' } },
  'agencies-slug': { paths: { fr: '/partenaires/:slug', en: '/agencies/:slug' } },
  'agencies-id': { paths: { fr: '/partenaires/:id', en: '/agencies/:id' } },
  'student-jobs': { paths: { fr: '/jobs-etudiants', en: '/students' }, primaryHeader: true, page: { template: 'student-jobs' } },
  'student-jobs-type': { paths: { fr: '/jobs-etudiants/:type', en: '/students/:type' } },
  'student-jobs-city': { paths: { fr: '/jobs-etudiants/:city', en: '/students/:city' } },
  entreprise: { paths: same('/entreprise'), page: { template: 'company', section: 'home' } },
  'entreprise-contact': { paths: same('/entreprise/contact'), page: { template: 'company', section: 'contact' } },
  'entreprise-formation': { paths: same('/entreprise/formation'), page: { template: 'company', section: 'formation' } },
  events: { paths: same('/events'), page: { template: 'events' } },
  'events-slug': { paths: same('/events/:slug') },
  blog: { paths: same('/blog'), page: { template: 'blog' } },
  'blog-slug': { paths: same('/blog/:slug') },
  faq: { paths: same('/faq'), keepsScroll: true, page: { template: 'faq' } },
  cgu: { paths: same('/cgu'), keepsScroll: true },
  legal: { paths: same('/legal'), keepsScroll: true },
  privacy: { paths: same('/privacy'), keepsScroll: true },
  // A page editors compose of sections in the CMS (a campaign, a guide), at its slug.
  page: { paths: same('/:slug') },
  // A page with a parent page, under the parent's address, and one under that page (three levels at most:
  // PAGE_ROUTES in ./links.ts).
  'page-child': { paths: same('/:parent/:slug') },
  'page-grandchild': { paths: same('/:grandparent/:parent/:slug') },
  // A candidate's account: one folder, not indexed; static shells whose forms load in the browser.
  'account-login': { paths: { fr: '/compte/connexion', en: '/account/login' }, noindex: true, page: { template: 'account', section: 'login' } },
  'account-register': { paths: { fr: '/compte/inscription', en: '/account/register' }, noindex: true, page: { template: 'account', section: 'register' } },
  'account-forgot-password': {
    paths: { fr: '/compte/mot-de-passe-oublie', en: '/account/forgot-password' },
    noindex: true,
    page: { template: 'account', section: 'forgot-password' },
  },
  'account-reset-password': {
    paths: { fr: '/compte/nouveau-mot-de-passe', en: '/account/reset-password' },
    noindex: true,
    page: { template: 'account', section: 'reset-password' },
  },
  'account-change-password': {
    paths: { fr: '/compte/changer-mot-de-passe', en: '/account/change-password' },
    noindex: true,
    page: { template: 'account', section: 'change-password' },
  },
  'account-email-confirmed': {
    paths: { fr: '/compte/email-confirme', en: '/account/email-confirmed' },
    noindex: true,
    page: { template: 'account', section: 'email-confirmed' },
  },
  'account-applications': {
    paths: { fr: '/compte/candidatures', en: '/account/applications' },
    noindex: true,
    page: { template: 'account', section: 'applications' },
  },
  'account-profile': {
    paths: { fr: '/compte/profil', en: '/account/profile' },
    noindex: true,
    page: { template: 'account', section: 'profile' },
  },
  'account-alerts': {
    paths: { fr: '/compte/alertes', en: '/account/alerts' },
    noindex: true,
    page: { template: 'account', section: 'alerts' },
  },
  // The pages an alert's emails link to: one button that confirms it, or unsubscribes from it.
  'alert-confirm': {
    paths: { fr: '/alerte/confirmation', en: '/alert/confirm' },
    noindex: true,
    page: { template: 'account', section: 'alert-confirm' },
  },
  'alert-unsubscribe': {
    paths: { fr: '/alerte/desinscription', en: '/alert/unsubscribe' },
    noindex: true,
    page: { template: 'account', section: 'alert-unsubscribe' },
  },
  // The page an agency's email links to: one button that answers an application.
  'application-answer': {
    paths: { fr: '/candidature/reponse', en: '/application/answer' },
    noindex: true,
    page: { template: 'account', section: 'answer' },
  },
  'iframe-agencies-id': { paths: same(`${EMBED_PREFIX}/agencies/:id`), embed: true },
  // One shell for every offer's embeddable view: 20,000 offers would be 40,000 more pages.
  'iframe-jobs-slug': {
    paths: same(`${EMBED_PREFIX}/jobs/:slug`),
    embed: true,
    page: { template: 'job-offer-embed' },
    shellOf: 'jobs-slug',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** The legal pages: a CMS legal page has a page when its slug is one of these route names. */
export const LEGAL_ROUTES = ['cgu', 'legal', 'privacy'] as const satisfies readonly RouteName[];
export type LegalRoute = (typeof LEGAL_ROUTES)[number];
export const isLegalSlug = (slug: string | null | undefined): slug is LegalRoute => (LEGAL_ROUTES as readonly (string | null | undefined)[]).includes(slug);

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParamName<N extends RouteName> = ParamNames<(typeof ROUTES)[N]['paths'][Locale]>;
/** The parameters a route needs, read from its patterns (every language uses the same names). */
export type RouteParams<N extends RouteName> = Record<RouteParamName<N>, string | number>;

/** A route's meta: scroll, header, embedding, indexing, its page when it comes from no CMS entry. */
export function routeMeta(name: RouteName): RouteMeta {
  const definition: RouteDefinition = ROUTES[name];
  return definition;
}

/** Whether a route's pages belong in the sitemap: not the embeddable views, not the unindexed pages. */
export const inSitemap = (name: RouteName): boolean => routeMeta(name).embed !== true && routeMeta(name).noindex !== true;

/** The routes whose meta has the flag. */
export const routesWith = (flag: 'keepsScroll' | 'primaryHeader' | 'noScrollTop' | 'embed' | 'noindex'): RouteName[] =>
  ROUTE_NAMES.filter((name) => routeMeta(name)[flag] === true);

/** Builds the path of a named route in a locale, with each parameter URL-encoded. */
export function buildPath<N extends RouteName>(name: N, locale: Locale, params?: RouteParams<N>): string {
  return buildRoutePath(name, locale, params ?? {});
}

/** buildPath with parameters not checked by the compiler (read from data): a missing one throws. */
export function buildRoutePath(name: RouteName, locale: Locale, values: Readonly<Record<string, string | number>>): string {
  const pattern: string = ROUTES[name].paths[locale];
  const path = pattern.replace(/:([a-z]+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  return localizePath(path, locale);
}

/**
 * A shell route's page in a locale (see RouteMeta.shellOf): its path, the route's folder (the pattern
 * before its first parameter), and the pattern the browser matches, with the parameters' names.
 */
export function shellPage(name: RouteName, locale: Locale): { path: string; matchPath: string } {
  const pattern: string = ROUTES[name].paths[locale];
  const folder = pattern.slice(0, pattern.indexOf('/:'));
  if (routeMeta(name).shellOf === undefined || folder === '') throw new Error(`Route ${name} is not a shell`);
  // The host and the site checks fill that one parameter from the path of the route it stands for.
  if ((pattern.match(/:/g) ?? []).length !== 1) throw new Error(`Route ${name}: a shell's pattern takes one parameter (${pattern})`);
  return { path: localizePath(folder, locale), matchPath: localizePath(pattern, locale) };
}

/** The shell routes, each with the route whose pages decide which of its paths exist. */
export const shellRoutes = (): { name: RouteName; of: RouteName }[] =>
  ROUTE_NAMES.flatMap((name) => {
    const of = routeMeta(name).shellOf;
    if (of === undefined) return [];
    if (!ROUTE_NAMES.includes(of as RouteName)) throw new Error(`Route ${name}: shellOf names no route (${of})`);
    return [{ name, of: of as RouteName }];
  });

/**
 * The first folders of the site's addresses that a page's slug may not take: every route's (its first
 * segment before a parameter, in each language), the language prefixes, and the host's own folders.
 */
export const HOST_FOLDERS = ['api', 'admin', 'uploads', 'feeds', 'page-data', 'static'] as const;
/** Those folders, each with an address of the site it begins (the one an editor is told of). */
export function reservedFolders(): Map<string, string> {
  const reserved = new Map<string, string>();
  const reserve = (folder: string, path: string): void => {
    if (folder !== '' && !folder.startsWith(':') && !reserved.has(folder)) reserved.set(folder, path);
  };
  for (const name of ROUTE_NAMES) {
    for (const locale of LOCALES) {
      const pattern: string = ROUTES[name].paths[locale];
      const folder = pattern.split('/')[1];
      reserve(folder, localizePath(`/${folder}`, locale));
    }
  }
  for (const locale of LOCALES) reserve(localizePath('/', locale).slice(1), localizePath('/', locale));
  for (const folder of HOST_FOLDERS) reserve(folder, `/${folder}`);
  return reserved;
}

/** The paths of a parameterless route in every language. */
export const pathsOf = (name: RouteName): string[] => LOCALES.map((locale) => buildPath(name, locale));

/** A route's pattern in a locale, with its language prefix and each parameter turned into `wildcard`. */
export const routePattern = (name: RouteName, locale: Locale, wildcard: string): string =>
  localizePath(ROUTES[name].paths[locale].replace(/:[a-z]+/g, wildcard), locale);

/** The embeddable views' folder in a locale (/iframe, /en/iframe). */
export const embedPrefix = (locale: Locale): string => localizePath(EMBED_PREFIX, locale);

/**
 * Globs (minimatch) of the paths kept out of the sitemap: the not-indexed pages (and their .html twins
 * Gatsby writes for the not-found page), the embeddable views and their shells' own pages.
 */
export const sitemapExcludes = (): string[] =>
  ROUTE_NAMES.filter((name) => !inSitemap(name)).flatMap((name) =>
    LOCALES.flatMap((locale) => {
      const pattern = routePattern(name, locale, '*');
      if (!pattern.includes('*')) return [pattern, `${pattern}.html`];
      return routeMeta(name).shellOf === undefined ? [pattern] : [pattern, shellPage(name, locale).path];
    }),
  );

/** The sitemap's index, as the build writes it (src/build-time/sitemap.ts): robots.txt and every page's head name it. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/** robots.txt: the embeddable views are not crawled. */
export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\n${LOCALES.map((locale) => `Disallow: ${embedPrefix(locale)}/\n`).join('')}\nSitemap: ${siteUrl}${SITEMAP_INDEX_PATH}\n`;

/**
 * The Atom feed of a page that lists offers (the jobs list, a city, a sector, a contract type): its path
 * under /feeds, out of the way of the redirect rules (/offres-emploi/cdd/x redirects to /offres-emploi/x).
 */
export const feedPath = (pagePath: string): string => `/feeds${pagePath === '/' ? '/index' : pagePath}.atom`;
