/**
 * The named routes of the site (spec §2.1), with their French and English path patterns.
 * French has no prefix; English lives under /en. This table is the only place where a path is spelled:
 * gatsby-node creates pages from it and every link is built through `buildPath`.
 */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

export const ROUTES = {
  index: { fr: '/', en: '/' },
  'index-slug': { fr: '/:slug', en: '/:slug' },
  'not-found': { fr: '/404', en: '/404' },
  contracts: { fr: '/contrats', en: '/contracts' },
  'contracts-slug': { fr: '/offres-emploi/:slug', en: '/jobs/:slug' },
  cities: { fr: '/villes', en: '/cities' },
  'cities-name': { fr: '/villes/:name', en: '/cities/:name' },
  jobs: { fr: '/offres-emploi', en: '/jobs' },
  'jobs-type': { fr: '/offres-emploi/:type', en: '/jobs/:type' },
  'jobs-slug': { fr: '/offres-emploi/:slug', en: '/jobs/:slug' },
  'jobs-contract-job': { fr: '/offres-emploi/:contract/:job', en: '/jobs/:contract/:job' },
  works: { fr: '/secteurs-activite', en: '/activity' },
  'works-slug': { fr: '/secteurs-activite/:slug', en: '/activity/:slug' },
  'works-slug-job': { fr: '/secteurs-activite/:secteur/:job', en: '/activity/:secteur/:job' },
  agencies: { fr: '/partenaires', en: '/agencies' },
  'agencies-slug': { fr: '/partenaires/:slug', en: '/agencies/:slug' },
  'agencies-id': { fr: '/partenaires/:id', en: '/agencies/:id' },
  'student-jobs': { fr: '/jobs-etudiants', en: '/students' },
  'student-jobs-type': { fr: '/jobs-etudiants/:type', en: '/students/:type' },
  'student-jobs-city': { fr: '/jobs-etudiants/:city', en: '/students/:city' },
  entreprise: { fr: '/entreprise', en: '/entreprise' },
  'entreprise-contact': { fr: '/entreprise/contact', en: '/entreprise/contact' },
  'entreprise-formation': { fr: '/entreprise/formation', en: '/entreprise/formation' },
  events: { fr: '/events', en: '/events' },
  'events-slug': { fr: '/events/:slug', en: '/events/:slug' },
  blog: { fr: '/blog', en: '/blog' },
  'blog-slug': { fr: '/blog/:slug', en: '/blog/:slug' },
  faq: { fr: '/faq', en: '/faq' },
  cgu: { fr: '/cgu', en: '/cgu' },
  legal: { fr: '/legal', en: '/legal' },
  privacy: { fr: '/privacy', en: '/privacy' },
  'iframe-agencies-id': { fr: '/iframe/agencies/:id', en: '/iframe/agencies/:id' },
  'iframe-jobs-slug': { fr: '/iframe/jobs/:slug', en: '/iframe/jobs/:slug' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a route needs, read from its French pattern (both languages share their names). */
export type RouteParams<N extends RouteName> = Record<ParamNames<(typeof ROUTES)[N]['fr']>, string | number>;

/** Prefix a locale-free path with the locale's prefix: none for French, /en for English. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The locale a path belongs to: the one whose prefix it starts with (/en, /en/…), else French. */
export function localeOfPath(path: string): Locale {
  const prefixed = LOCALES.find((locale) => locale !== DEFAULT_LOCALE && (path === `/${locale}` || path.startsWith(`/${locale}/`)));
  return prefixed ?? DEFAULT_LOCALE;
}

/** Builds the path of a named route in a locale, with each parameter URL-encoded. */
export function buildPath<N extends RouteName>(name: N, locale: Locale, params?: RouteParams<N>): string {
  const values: Record<string, string | number> = params ?? {};
  const pattern: string = ROUTES[name][locale];
  const path = pattern.replace(/:([a-z]+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter "${key}"`);
    return encodeURIComponent(String(value));
  });
  return localizePath(path, locale);
}
