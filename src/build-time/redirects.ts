/**
 * Every permanent redirect of the site, as one ordered table of pure data. Applied in order,
 * in a single pass, the rules take any old URL to its final address: no redirect needs a second hop.
 * The same table feeds gatsby-node (createRedirect), the nginx configuration and the _redirects file.
 */
import { buildPath, DEFAULT_LOCALE, DEFAULT_LOCALE_PREFIX, LOCALES, type Locale } from '@rythmo/site-map';

/** Old offer-type names under /offres-emploi and where each lands: a contract type or a student job type. */
export const OLD_OFFER_TYPES: Record<string, { route: 'jobs-type' | 'student-jobs-type'; type: string }> = {
  full_time: { route: 'jobs-type', type: 'temps-plein' },
  half_time: { route: 'jobs-type', type: 'temps-partiel' },
  half_time_morning: { route: 'jobs-type', type: 'temps-partiel' },
  half_time_afternoon: { route: 'jobs-type', type: 'temps-partiel' },
  punctual: { route: 'jobs-type', type: 'temps-partiel' },
  internship: { route: 'student-jobs-type', type: 'stages-et-alternances' },
  apprenticeship: { route: 'student-jobs-type', type: 'stages-et-alternances' },
  stage: { route: 'student-jobs-type', type: 'stages-et-alternances' },
  student_internship: { route: 'student-jobs-type', type: 'stages-et-alternances' },
  weekend: { route: 'student-jobs-type', type: 'week-end' },
  summer: { route: 'student-jobs-type', type: 'ete' },
  // The canonical student names live under /jobs-etudiants, not under /offres-emploi.
  'stages-et-alternances': { route: 'student-jobs-type', type: 'stages-et-alternances' },
  'week-end': { route: 'student-jobs-type', type: 'week-end' },
  ete: { route: 'student-jobs-type', type: 'ete' },
};

/** First segments of /offres-emploi/{type}/{sub} that collapse to /offres-emploi/{sub}. */
export const COLLAPSIBLE_TYPES = ['cdi', 'cdd', 'temps-plein', 'temps-partiel', 'stage', 'stages-et-alternances', 'week-end', 'ete'] as const;

/**
 * One rule: a regular expression over the whole path and its replacement ($1, $2…), the syntax shared by
 * JavaScript and nginx. Captures only match URL-safe characters, so no decoded control character can
 * ever reach a Location header.
 */
export type RedirectRule = {
  id: string;
  pattern: string;
  replacement: string;
  /**
   * The same rule in the path patterns of Netlify and Cloudflare Pages (`:name` and `*`), for the rules
   * that cannot be listed address by address; the finite ones are (host-files.ts).
   */
  hostPatterns?: readonly Redirect[];
};

/** One redirect from a path (or a host path pattern) to its target: permanent (301) unless it says not (302). */
export type Redirect = { from: string; to: string; permanent?: boolean };

/**
 * The redirects editors keep in the CMS (and those it made when an address changed), ready for the host:
 * each from and to a path of this site, and none from an address that has a page (the page wins: the CMS
 * refuses such a redirect at save, but a page published after it takes its address back). What is left
 * out is reported, never fatal: an editor's entry does not fail the build.
 */
export function editorRedirects(redirects: readonly Redirect[], pages: ReadonlySet<string>): { kept: Redirect[]; skipped: string[] } {
  const kept: Redirect[] = [];
  const skipped: string[] = [];
  for (const redirect of redirects) {
    if (!isSitePath(redirect.from) || !isSitePath(redirect.to)) skipped.push(`${redirect.from} → ${redirect.to}: not a path of this site`);
    else if (pages.has(redirect.from)) skipped.push(`${redirect.from} → ${redirect.to}: ${redirect.from} is a page`);
    else kept.push(redirect);
  }
  return { kept, skipped };
}

/** A redirect's HTTP status. */
export const redirectStatus = (redirect: Redirect): 301 | 302 => (redirect.permanent === false ? 302 : 301);

const SAFE = '[A-Za-z0-9_.~-]';
/** A path of this site as a redirect may name it: segments of URL-safe characters (nothing that could end a quoted string in nginx's configuration). */
const SITE_PATH = new RegExp(`^/(?:${SAFE}+(?:/${SAFE}+)*)?$`);
export const isSitePath = (path: string): boolean => SITE_PATH.test(path);
const segment = `(${SAFE}+)`;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function rulesFor(locale: Locale): RedirectRule[] {
  const jobsBase = buildPath('jobs', locale);
  const worksBase = buildPath('works', locale);
  const jobs = escape(jobsBase);
  const works = escape(worksBase);
  const citiesBase = buildPath('cities', locale);
  const byTarget = new Map<string, string[]>();
  for (const [name, target] of Object.entries(OLD_OFFER_TYPES)) {
    const to = buildPath(target.route, locale, { type: target.type });
    byTarget.set(to, [...(byTarget.get(to) ?? []), name]);
  }
  return [
    {
      id: `${locale}:sector-city`,
      pattern: `^${works}(?:/${SAFE}+)*/ville/${segment}$`,
      replacement: `${citiesBase}/$1`,
      hostPatterns: ['', '/:sector', '/:sector/:job'].map((depth) => ({ from: `${worksBase}${depth}/ville/:city`, to: `${citiesBase}/:city` })),
    },
    {
      id: `${locale}:type-sub`,
      pattern: `^${jobs}/(?:${COLLAPSIBLE_TYPES.map(escape).join('|')})/${segment}$`,
      replacement: `${jobsBase}/$1`,
      // Under the old prefix too, so that /fr/offres-emploi/cdi/… lands in one hop.
      hostPatterns: (locale === DEFAULT_LOCALE ? ['', DEFAULT_LOCALE_PREFIX] : ['']).flatMap((prefix) =>
        COLLAPSIBLE_TYPES.map((type) => ({ from: `${prefix}${jobsBase}/${type}/:sub`, to: `${jobsBase}/:sub` })),
      ),
    },
    ...[...byTarget.entries()].map(([to, names]) => ({
      id: `${locale}:old-type:${to}`,
      pattern: `^${jobs}/(?:${names.map(escape).join('|')})$`,
      replacement: to,
    })),
  ];
}

// Old addresses carried the default locale's prefix (/fr…).
const PREFIX_RULES: readonly RedirectRule[] = [
  { id: 'default-prefix-root', pattern: `^${escape(DEFAULT_LOCALE_PREFIX)}$`, replacement: '/', hostPatterns: [{ from: DEFAULT_LOCALE_PREFIX, to: '/' }] },
  {
    id: 'default-prefix',
    pattern: `^${escape(DEFAULT_LOCALE_PREFIX)}(/(?:${SAFE}+/?)*)$`,
    replacement: '$1',
    hostPatterns: [{ from: `${DEFAULT_LOCALE_PREFIX}/*`, to: '/:splat' }],
  },
];
const LOCALE_RULES: readonly RedirectRule[] = LOCALES.flatMap(rulesFor);

/** The whole table, in the order it must be applied. */
export const REDIRECT_RULES: readonly RedirectRule[] = [
  ...PREFIX_RULES,
  { id: 'trailing-slash', pattern: `^(/(?:${SAFE}+/)*${SAFE}+)/+$`, replacement: '$1' },
  ...LOCALE_RULES,
];

/** The pattern rules for hosts that apply the first matching rule once: the prefix's catch-all last. */
export const hostPatternRedirects = (): Redirect[] => [...LOCALE_RULES, ...PREFIX_RULES].flatMap((rule) => rule.hostPatterns ?? []);

const compiled = REDIRECT_RULES.map((rule) => ({ ...rule, regex: new RegExp(rule.pattern) }));

/** Applies every rule once, in order, as nginx does: the result is the final address. */
export function applyRedirects(path: string): string {
  return compiled.reduce((current, rule) => current.replace(rule.regex, rule.replacement), path);
}
