import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { LOCALES, buildPath, isLocale, type Locale, type RouteName, type RouteParams } from './src/routing/routes';
import type { Alternates, PageContext } from './src/routing/page-context';
import { SCHEMA } from './src/config/schema';
import { readBuildEnv, type BuildEnv } from './src/config/build-env';
import { nginxSiteDirectives } from './src/hosting/nginx';
import { contentSecurityPolicy, type CspConfig, type SitePolicies } from './src/hosting/csp';
import { collectInlineSources } from './src/hosting/inline-sources';
import { PUBLIC_ENV } from './src/config/public-env';
import { finiteRedirects, headersFile, redirectsFile, type Redirect } from './src/hosting/host-files';
import { REDIRECT_RULES } from './src/routing/redirects';
import { sanitizeRichText, stripTags } from './src/security/sanitize-html';

const template = (name: string): string => path.resolve(`src/templates/${name}.tsx`);

const TEMPLATES = {
  home: template('home'),
  notFound: template('not-found'),
  contracts: template('contracts'),
  cities: template('cities'),
  city: template('city'),
  jobs: template('jobs'),
  contract: template('contract'),
  jobOffer: template('job-offer'),
  works: template('works'),
  work: template('work'),
  trade: template('trade'),
  agencies: template('agencies'),
  agency: template('agency'),
  studentJobs: template('student-jobs'),
  studentJobType: template('student-job-type'),
  studentCity: template('student-city'),
  company: template('company'),
  events: template('events'),
  event: template('event'),
  blog: template('blog'),
  article: template('article'),
  faq: template('faq'),
  legalPage: template('legal-page'),
  iframeAgency: template('iframe-agency'),
  iframeJob: template('iframe-job'),
} as const;

/** Redirects that come from CMS data (an agency's api_id path to its slug), for the host files. */
let dataRedirects: Redirect[] = [];

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(SCHEMA);
};

type Resolve = (source: unknown, args: unknown, context: unknown, info: { originalResolver: Resolve }) => unknown;

/** A field of gatsby-transformer-remark, passed through `clean` once resolved. */
const cleaned = (clean: (text: string) => string) => ({
  resolve: async (...[source, args, context, info]: Parameters<Resolve>): Promise<unknown> => {
    const value = await info.originalResolver(source, args, context, info);
    return typeof value === 'string' ? clean(value) : value;
  },
});

/**
 * Rich text from the CMS is sanitised here, once, at build time (live site and preview): every query of
 * `html` gets the allow-list of src/security/sanitize-html.ts, and excerpts (plain text for meta
 * descriptions) lose the raw HTML that remark keeps in them. The Markdown component renders it as it is.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  create({ MarkdownRemark: { html: cleaned(sanitizeRichText), excerpt: cleaned(stripTags) } });
};

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions;
  const result = await graphql<Queries.CreatePagesQuery>(`
    query CreatePages {
      cities: allStrapiCity { nodes { id documentId locale slug } }
      contracts: allStrapiContract { nodes { id documentId locale slug } }
      works: allStrapiWork { nodes { id documentId locale slug } }
      trades: allStrapiTrade { nodes { id documentId locale slug work { slug } } }
      agencies: allStrapiAgency { nodes { id documentId locale slug api_id } }
      studentTypes: allStrapiStudentJobType { nodes { id documentId locale slug } }
      events: allStrapiEvent { nodes { id documentId locale slug } }
      articles: allStrapiArticle { nodes { id documentId locale slug } }
      legalPages: allStrapiLegalPage { nodes { id documentId locale slug } }
      offers: allStrapiJobOffer { nodes { id slug } }
    }
  `);
  if (result.errors !== undefined || result.data === undefined) {
    reporter.panicOnBuild('Could not read the CMS content to create pages', result.errors);
    return;
  }
  const data = result.data;
  let count = 0;

  // No page has a client-side route (matchPath): Gatsby would copy into the app bundle every page such a
  // route covers (/en/* covered all English pages), and each new page would change the bundle, hence the
  // compilation hash written in every page. The not-found template and gatsby-ssr serve unknown /en paths.
  const page = (pathname: string, component: string, context: PageContext): void => {
    const noScrollTop = component === TEMPLATES.notFound ? { noScrollTop: true } : {};
    createPage({ path: pathname, component, context: { ...context, ...noScrollTop } });
    count += 1;
  };

  /** A page that exists in every locale, with the same parameters. */
  const everyLocale = <N extends RouteName>(name: N, component: string, params?: RouteParams<N>, extra: Partial<PageContext> = {}): void => {
    const paths = Object.fromEntries(LOCALES.map((l) => [l, buildPath(name, l, params)])) as Record<Locale, string>;
    for (const locale of LOCALES) page(paths[locale], component, { locale, alternates: paths, ...extra });
  };

  /** One page per localization of a CMS entry; alternates only point to localizations that exist. */
  type Localized = { id: string; documentId: string; locale: string; slug: string };
  const perEntry = <N extends RouteName, T extends Localized>(nodes: readonly T[], name: N, component: string, params: (node: T) => RouteParams<N>): void => {
    const byDocument = new Map<string, T[]>();
    for (const node of nodes) byDocument.set(node.documentId, [...(byDocument.get(node.documentId) ?? []), node]);
    for (const localizations of byDocument.values()) {
      const alternates: Alternates = {};
      for (const node of localizations) {
        if (isLocale(node.locale)) alternates[node.locale] = buildPath(name, node.locale, params(node));
      }
      for (const node of localizations) {
        if (!isLocale(node.locale)) continue;
        page(alternates[node.locale] as string, component, { locale: node.locale, alternates, id: node.id, slug: node.slug });
      }
    }
  };

  everyLocale('index', TEMPLATES.home);
  everyLocale('not-found', TEMPLATES.notFound);
  everyLocale('contracts', TEMPLATES.contracts);
  everyLocale('cities', TEMPLATES.cities);
  everyLocale('jobs', TEMPLATES.jobs);
  everyLocale('works', TEMPLATES.works);
  everyLocale('agencies', TEMPLATES.agencies);
  everyLocale('student-jobs', TEMPLATES.studentJobs);
  everyLocale('entreprise', TEMPLATES.company, undefined, { section: 'home' });
  everyLocale('entreprise-contact', TEMPLATES.company, undefined, { section: 'contact' });
  everyLocale('entreprise-formation', TEMPLATES.company, undefined, { section: 'formation' });
  everyLocale('events', TEMPLATES.events);
  everyLocale('blog', TEMPLATES.blog);
  everyLocale('faq', TEMPLATES.faq);

  perEntry(data.cities.nodes, 'cities-name', TEMPLATES.city, (n) => ({ name: n.slug }));
  // /jobs-etudiants/:x is a student job type or a city; a type wins when a city has the same slug.
  const studentTypeSlugs = new Set(data.studentTypes.nodes.map((n) => n.slug));
  perEntry(data.cities.nodes.filter((n) => !studentTypeSlugs.has(n.slug)), 'student-jobs-city', TEMPLATES.studentCity, (n) => ({ city: n.slug }));
  perEntry(data.contracts.nodes, 'jobs-type', TEMPLATES.contract, (n) => ({ type: n.slug }));
  perEntry(data.works.nodes, 'works-slug', TEMPLATES.work, (n) => ({ slug: n.slug }));
  const trades = data.trades.nodes.flatMap((n) => (n.work === null ? [] : [{ ...n, sector: n.work.slug }]));
  perEntry(trades, 'works-slug-job', TEMPLATES.trade, (n) => ({ secteur: n.sector, job: n.slug }));
  perEntry(data.agencies.nodes, 'agencies-slug', TEMPLATES.agency, (n) => ({ slug: n.slug }));
  perEntry(data.agencies.nodes, 'iframe-agencies-id', TEMPLATES.iframeAgency, (n) => ({ id: n.api_id }));
  perEntry(data.studentTypes.nodes, 'student-jobs-type', TEMPLATES.studentJobType, (n) => ({ type: n.slug }));
  perEntry(data.events.nodes, 'events-slug', TEMPLATES.event, (n) => ({ slug: n.slug }));
  perEntry(data.articles.nodes, 'blog-slug', TEMPLATES.article, (n) => ({ slug: n.slug }));
  for (const name of ['cgu', 'legal', 'privacy'] as const) {
    perEntry(data.legalPages.nodes.filter((n) => n.slug === name), name, TEMPLATES.legalPage, () => ({}));
  }

  // Offers are written in French only; both locales show the same entry with the interface translated.
  for (const offer of data.offers.nodes) {
    everyLocale('jobs-slug', TEMPLATES.jobOffer, { slug: offer.slug }, { id: offer.id, slug: offer.slug });
    everyLocale('iframe-jobs-slug', TEMPLATES.iframeJob, { slug: offer.slug }, { id: offer.id, slug: offer.slug });
  }
  // An agency is addressed by its slug; the path with its api_id (route agencies-id) redirects there.
  dataRedirects = data.agencies.nodes.flatMap((agency) =>
    isLocale(agency.locale) ? [{ from: buildPath('agencies-id', agency.locale, { id: agency.api_id }), to: buildPath('agencies-slug', agency.locale, { slug: agency.slug }) }] : [],
  );
  const redirects = finiteRedirects(dataRedirects);
  for (const { from, to } of redirects) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });
  }
  reporter.info(`Created ${count} pages and ${redirects.length} redirects`);
};

/**
 * The preview site runs in its own folder whose src/ is a link to ours (scripts/lib/preview.mjs). Gatsby
 * knows components by their path under that link, and maps the static queries of the modules webpack
 * compiles by the same path: webpack must not resolve the links to their real paths, or no page would get
 * the results of the static queries it uses.
 *
 * A rebuild must write only the pages that changed. Every HTML page carries webpack's compilation hash,
 * and mini-css-extract-plugin's default child compilers add their hashes to it in a clean build but not
 * in a build from cache (nothing to recompile): the first rebuild after a clean build rewrote all pages.
 * With webpack's importModule (no child compilers) the hash depends on the code alone.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (readBuildEnv().preview) actions.setWebpackConfig({ resolve: { symlinks: false } });
  if (stage !== 'build-javascript') return;
  // No source maps: the host would have to hide them, and nobody debugs the production bundle.
  actions.setWebpackConfig({ devtool: false });
  const config = getConfig() as { plugins: { constructor: { name: string }; options?: Record<string, unknown> }[] };
  const extractor = config.plugins.find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin');
  if (extractor?.options === undefined) throw new Error('MiniCssExtractPlugin not found in the webpack configuration');
  extractor.options.experimentalUseImportModule = true;
  actions.replaceWebpackConfig(config);
};

/**
 * What the browser may load besides the site's own files, from the configuration of the build. A site
 * served over https is framed by no page served over http (the local admin panel of `npm start`).
 */
function cspConfig({ adminOrigin, embedPartners, siteUrl }: BuildEnv, reporter: { warn: (message: string) => void }): CspConfig {
  const liveApi = new URL(PUBLIC_ENV.liveApiUrl, siteUrl).origin;
  const adminFrames = adminOrigin !== undefined && (new URL(siteUrl).protocol === 'http:' || adminOrigin.startsWith('https:'));
  if (adminOrigin !== undefined && !adminFrames) reporter.warn(`CMS_ADMIN_URL ${adminOrigin} is not https: the site (${siteUrl}) will not let its preview frame the pages`);
  return {
    analyticsScriptUrl: PUBLIC_ENV.gaMeasurementId !== '' ? PUBLIC_ENV.gaScriptUrl : undefined,
    recaptcha: PUBLIC_ENV.recaptchaSiteKey !== '',
    connect: liveApi === new URL(siteUrl).origin ? [] : [liveApi],
    pageFrameAncestors: adminFrames ? [adminOrigin] : [],
    embedFrameAncestors: embedPartners,
  };
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, 'public');
  const file = path.join(program.directory, '.nginx', 'site.conf');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const env = readBuildEnv();
  const { serveDir, statusFile, siteUrl } = env;
  const inline = collectInlineSources(publicDir, path.join(program.directory, '.cache', 'csp-inline-sources.json'));
  reporter.info(
    `Content-Security-Policy: ${inline.scripts.length} inline script(s), ${inline.styles.length} style element(s), ${inline.styleAttributes.length} style attribute(s) hashed over ${inline.pages} pages (${inline.read} read)`,
  );
  const config = cspConfig(env, reporter);
  const csp: SitePolicies = { page: contentSecurityPolicy(inline, config, 'page'), embed: contentSecurityPolicy(inline, config, 'embed') };
  fs.writeFileSync(file, nginxSiteDirectives({ root: serveDir ?? publicDir, rules: REDIRECT_RULES, exact: dataRedirects, statusFile, csp }));
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirectsFile(dataRedirects));
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFile(csp));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), `User-agent: *\nDisallow: /iframe/\nDisallow: /en/iframe/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  reporter.info(`Host configuration written: ${path.relative(program.directory, file)}, public/_redirects, public/_headers, public/robots.txt`);
};
