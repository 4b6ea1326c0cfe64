import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import { createRequire } from 'module';
import CompressionPlugin from 'compression-webpack-plugin';
import type { GatsbyNode } from 'gatsby';
import { buildPath, DEFAULT_LOCALE, frenchDayEnd, isLocale, PUBLIC_API_PATHS, robotsTxt, sectionsPagePath, type Locale } from '@rythmo/site-map';
import { formatDate } from './src/i18n/dates';
import { SCHEMA } from './src/build-time/schema';
import { sourceCms } from './src/build-time/cms-source';
import { collectionTypes, singleTypes } from './src/build-time/sourcing';
import { hostMismatch, readBuildEnv, type BuildEnv } from './src/build-time/build-env';
import { nginxHttpDirectives, nginxSiteDirectives, SHORT_PAGE_STYLE, type ApiProxy } from './src/build-time/hosting/nginx';
import { contentSecurityPolicy, type CspConfig, type SitePolicies } from './src/build-time/hosting/csp';
import { writeBuildMeta } from './src/build-time/build-meta';
import { collectInlineSources, sha256 } from './src/build-time/hosting/inline-sources';
import { PUBLIC_ENV } from './src/config/public-env';
import { similarOffers } from './src/build-time/similar-offers';
import { finiteRedirects, headersFile, redirectsFile } from './src/build-time/hosting/host-files';
import { editorRedirects, REDIRECT_RULES, type Redirect } from './src/build-time/redirects';
import { buildMenus, MENUS_QUERY, type MenuEntryNodes, type MenuPageNode, type NavigationNode } from './src/build-time/menus';
import type { PageMenus } from './src/routing/page-context';
import { sanitizeRichText, stripTags } from './src/build-time/sanitize-html';
import {
  graphqlName,
  pageCrumbs,
  pageNodeEntry,
  pageQuestions,
  pagesQuery,
  planPages,
  type PageEntry,
  type PageNode,
  type SectionNode,
} from './src/build-time/pages';
import { faqPageJsonLd } from './src/seo/structured-data';
import { offerLists, slugs, withOfferLists, type ListedOffer } from './src/build-time/list-pages';
import {
  departmentRegions,
  offerWords,
  OFFER_TEXTS_QUERY,
  SECTION_OFFER_FIELDS,
  SECTIONS_QUERY,
  homeZone,
  TOPIC_TYPES,
  topicZone,
  searchesWords,
  withSectionData,
  NO_WORDS,
  type OfferTexts,
  type OfferWords,
  type PageSection,
  type SectionOffer,
} from './src/build-time/section-offers';
import { FEED_OFFER_FIELDS, FEEDS_QUERY, writeFeeds, type FeedsData, type FeedSourceOffer } from './src/build-time/write-feeds';
import { writeSocialImage } from './src/build-time/social-image';
import { DEFAULT_SOCIAL_IMAGE } from './src/seo/social';
import { AppLoaderPlugin } from './src/build-time/app-loader-script';
import { CompileHintsPlugin } from './src/build-time/compile-hints';
import { sharedChunkName } from './src/build-time/shared-chunks';
import { lastChanges, sitemapEntries, sitemapFilter, writeSitemap, type LastChanges, type SitemapSource } from './src/build-time/sitemap';

const templates = new Map<string, string>();
/** A template of src/templates, by the name the site map gives it (checked once per name, not per page). */
const template = (name: string): string => {
  const known = templates.get(name);
  if (known !== undefined) return known;
  const file = path.resolve(`src/templates/${name}.tsx`);
  if (!fs.existsSync(file)) throw new Error(`The site map names the template "${name}", but ${file} does not exist`);
  templates.set(name, file);
  return file;
};

/** Redirects that come from CMS data (an agency's api_id path to its slug), for the host files. */
let dataRedirects: Redirect[] = [];
/** Every offer, as createPages read it: onPostBuild writes the feeds from them. */
let plannedOffers: readonly OfferNode[] = [];
/** The last change of the entries createPages read: onPostBuild writes the sitemap's with them. */
let entryChanges: LastChanges = { byId: new Map() };

/** Spec §8: a production build whose language alternates and pages name different hosts says so. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const env = readBuildEnv();
  const mismatch = env.preview ? null : hostMismatch(env);
  if (mismatch !== null) reporter.warn(mismatch);
};

/**
 * The CMS content, in the preview its drafts: only what changed since the last build (src/build-time/cms-source.ts).
 *
 * And the pages' nodes (SitePage), which Gatsby otherwise collects as stale at every build, since
 * createPages has not run yet: at 20,000 offers, 49,532 nodes deleted, then made again by createPage,
 * each new one run through every plugin's onCreateNode. Touched, a page made again unchanged only touches
 * its node; a page not made again still loses it with the page (Gatsby deletes the pages createPages did
 * not make, and their nodes). Upstream: gatsbyjs/gatsby#39161, open (patches/README.md).
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = async (args) => {
  for (const page of args.getNodesByType('SitePage')) args.actions.touchNode(page);
  const env = readBuildEnv();
  const status = env.preview ? 'draft' : 'published';
  await sourceCms(args, {
    apiURL: env.cmsUrl,
    accessToken: env.token,
    collectionTypes: collectionTypes(status),
    singleTypes: singleTypes(status),
    status,
  });
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(SCHEMA);
};

type Resolve = (source: unknown, args: unknown, context: unknown, info: { originalResolver: Resolve }) => unknown;

/** The dates of an offer's node. */
type OfferDates = { valid_through?: string | null; start_date?: string | null };

/** A field of gatsby-transformer-remark, passed through `clean` once resolved. */
const cleaned = (clean: (text: string) => string) => ({
  resolve: async (...[source, args, context, info]: Parameters<Resolve>): Promise<unknown> => {
    const value = await info.originalResolver(source, args, context, info);
    return typeof value === 'string' ? clean(value) : value;
  },
});

/** What Gatsby's resolvers get as `context.nodeModel` (its types name the methods, not their signatures). */
type NodeModelContext = {
  nodeModel: {
    getNodesByIds: (args: { ids: readonly string[]; type: string }) => unknown[];
    getNodeById: <Node>(args: { id: string; type?: string }) => Promise<Node | null>;
  };
};

/** A page of sections' node by its id, read through the node model: Gatsby then builds again the pages that read it when it changes. */
const pageNodeOf = (nodeModel: NodeModelContext['nodeModel']) => (id: string) => nodeModel.getNodeById<PageNode>({ id, type: 'STRAPI_PAGE' });
const localeOf = (node: PageNode): Locale => (isLocale(node.locale) ? node.locale : DEFAULT_LOCALE);

/**
 * Rich text from the CMS is sanitised here, once, at build time (live site and preview): every query of
 * `html` gets the allow-list of src/build-time/sanitize-html.ts, and excerpts (plain text for meta
 * descriptions) lose the raw HTML that remark keeps in them. The Markdown component renders it as it is.
 *
 * A page of sections' `path`: its address, under its parents' (src/build-time/pages.ts, pageNodeEntry); its
 * `crumbs`, the pages above it with their addresses; its `faqJsonLd`, its FAQ sections' questions as
 * FAQPage structured data (null when none is answered). Resolved at build, a page's head and breadcrumbs
 * carry no code to work them out in the browser.
 *
 * An offer's `expires_at`, the instant its last day ends in France, and `start_date_written(locale)`, its
 * start as the language writes it: the offer page's start reads them instead of formatting dates with the
 * French time zone, whose data is the costliest format a page's start would make (docs/performance.md).
 *
 * `offersById(ids)`: the offers of those ids, in that order. The pages that show offers read them so
 * (src/build-time/list-pages.ts, src/build-time/similar-offers.ts): Gatsby then runs a page's query again when one of
 * its offers changes, not after any change of any offer as for `allStrapiJobOffer`.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }) => {
  const { siteUrl } = readBuildEnv();
  create({
    MarkdownRemark: { html: cleaned((html) => sanitizeRichText(html, siteUrl)), excerpt: cleaned(stripTags) },
    Query: {
      offersById: {
        type: '[STRAPI_JOB_OFFER!]!',
        args: { ids: '[String!]!' },
        resolve: (_source: unknown, { ids }: { ids: string[] }, { nodeModel }: NodeModelContext) => nodeModel.getNodesByIds({ ids, type: 'STRAPI_JOB_OFFER' }),
      },
    },
    STRAPI_JOB_OFFER: {
      expires_at: {
        type: 'String',
        resolve: ({ valid_through }: OfferDates) => (valid_through ? frenchDayEnd(valid_through).toISOString() : null),
      },
      start_date_written: {
        type: 'String',
        args: { locale: 'String!' },
        resolve: ({ start_date }: OfferDates, { locale }: { locale: string }) =>
          start_date ? formatDate(isLocale(locale) ? locale : DEFAULT_LOCALE, start_date) : null,
      },
    },
    STRAPI_PAGE: {
      path: {
        type: 'String',
        resolve: async (source: PageNode, _args: unknown, { nodeModel }: NodeModelContext) =>
          sectionsPagePath(await pageNodeEntry(source, pageNodeOf(nodeModel)), localeOf(source)),
      },
      crumbs: {
        type: '[PageCrumb!]!',
        resolve: (source: PageNode, _args: unknown, { nodeModel }: NodeModelContext) => pageCrumbs(source, pageNodeOf(nodeModel), localeOf(source)),
      },
      faqJsonLd: {
        type: 'JSON',
        resolve: async (source: PageNode & { sections___NODE?: string[] }, _args: unknown, { nodeModel }: NodeModelContext) =>
          faqPageJsonLd(await pageQuestions(source, (id) => nodeModel.getNodeById<SectionNode>({ id }))),
      },
    },
  });
};

type Reporter = Parameters<NonNullable<GatsbyNode['createPages']>>[0]['reporter'];

/**
 * Runs a part of a Gatsby API as a phase of its own in the build's log ("success <name> - 1.2s"), which
 * bench:build reports and the rebuild service logs: createPages and onPostBuild are several phases each.
 */
const timer =
  (reporter: Reporter) =>
  async <T>(name: string, work: () => T | Promise<T>): Promise<T> => {
    const activity = reporter.activityTimer(name);
    activity.start();
    try {
      return await work();
    } finally {
      activity.end();
    }
  };

type Graphql = Parameters<NonNullable<GatsbyNode['createPages']>>[0]['graphql'];
type OfferNode = ListedOffer & SectionOffer & FeedSourceOffer & { latitude: number | null; longitude: number | null };

/**
 * Every offer, with what orders it, what it belongs to and where it is: for the lists and similar offers,
 * and what the feeds show of it.
 */
async function readOffers(graphql: Graphql): Promise<OfferNode[] | undefined> {
  const result = await graphql<{ allStrapiJobOffer: { nodes: OfferNode[] } }>(`
    query PlannedOffers {
      allStrapiJobOffer {
        nodes {
          id latitude longitude ${FEED_OFFER_FIELDS} ${SECTION_OFFER_FIELDS}
          city { slug } contracts { slug } event { slug } student_job_types { slug } works { slug work { slug } } agency { slug }
        }
      }
    }
  `);
  return result.errors === undefined ? result.data?.allStrapiJobOffer.nodes : undefined;
}

/**
 * The offer-list sections of the pages of sections, by page id, of the home page (homeZone) and of the topic pages' zones (topicZone), and the words of the offers' texts when
 * one of them searches a keyword (src/build-time/section-offers.ts).
 */
async function readSections(graphql: Graphql): Promise<{ sections: Map<string, (PageSection | null)[]>; words: OfferWords } | undefined> {
  type Zone = (PageSection | null)[] | null;
  const result = await graphql<
    {
      allStrapiPage: { nodes: { id: string; sections: Zone }[] };
      allStrapiHomePage: { nodes: { locale: string; sections: Zone }[] };
    } & Record<(typeof TOPIC_TYPES)[number], { nodes: { id: string; sections_top: Zone; sections_bottom: Zone }[] }>
  >(SECTIONS_QUERY);
  if (result.errors !== undefined || result.data === undefined) return undefined;
  const data = result.data;
  const sections = new Map([
    ...data.allStrapiPage.nodes.map((page): [string, (PageSection | null)[]] => [page.id, page.sections ?? []]),
    ...data.allStrapiHomePage.nodes.map((home): [string, (PageSection | null)[]] => [homeZone(home.locale), home.sections ?? []]),
    ...TOPIC_TYPES.flatMap((type) =>
      data[type].nodes.flatMap((topic): [string, (PageSection | null)[]][] => [
        [topicZone(topic.id, 'top'), topic.sections_top ?? []],
        [topicZone(topic.id, 'bottom'), topic.sections_bottom ?? []],
      ]),
    ),
  ]);
  if (!searchesWords(sections)) return { sections, words: NO_WORDS };
  const texts = await graphql<{ allStrapiJobOffer: { nodes: OfferTexts[] } }>(OFFER_TEXTS_QUERY);
  if (texts.errors !== undefined || texts.data === undefined) return undefined;
  return { sections, words: offerWords(texts.data.allStrapiJobOffer.nodes) };
}

/** The redirects published in the CMS. */
async function readRedirects(graphql: Graphql): Promise<Redirect[] | undefined> {
  const result = await graphql<{ allStrapiRedirect: { nodes: { from: string; to: string; permanent: boolean | null }[] } }>(`
    query EditorRedirects {
      allStrapiRedirect(sort: { from: ASC }) { nodes { from to permanent } }
    }
  `);
  if (result.errors !== undefined || result.data === undefined) return undefined;
  return result.data.allStrapiRedirect.nodes.map(({ from, to, permanent }) => ({ from, to, ...(permanent === false ? { permanent } : {}) }));
}

/** Each language's menus, resolved (src/build-time/menus.ts). */
async function readMenus(graphql: Graphql): Promise<Record<Locale, PageMenus> | undefined> {
  const result = await graphql<
    {
      allStrapiNavigation: { nodes: NavigationNode[] };
      allStrapiPage: { nodes: MenuPageNode[] };
      footerPages: { nodes: MenuPageNode[] };
    } & { [list in keyof MenuEntryNodes]: { nodes: MenuEntryNodes[list] } }
  >(MENUS_QUERY);
  if (result.errors !== undefined || result.data === undefined) return undefined;
  const { allStrapiNavigation, allStrapiPage, footerPages, cities, works, studentTypes } = result.data;
  const pages = new Map([...allStrapiPage.nodes, ...footerPages.nodes].map((page) => [page.id, page]));
  return buildMenus(allStrapiNavigation.nodes, [...pages.values()], { cities: cities.nodes, works: works.nodes, studentTypes: studentTypes.nodes });
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions;
  const timed = timer(reporter);
  const [result, offers, sections, redirects, menus] = await timed('createPages: read the entries and offers', () =>
    Promise.all([
      graphql<Record<string, { nodes: PageEntry[] }>>(pagesQuery()),
      readOffers(graphql),
      readSections(graphql),
      readRedirects(graphql),
      readMenus(graphql),
    ]),
  );
  if (
    result.errors !== undefined ||
    result.data === undefined ||
    offers === undefined ||
    sections === undefined ||
    redirects === undefined ||
    menus === undefined
  ) {
    reporter.panicOnBuild('Could not read the CMS content to create pages', result.errors);
    return;
  }
  const data = result.data;
  const { pages, similar } = await timed('createPages: plan the pages, lists and similar offers', () => ({
    pages: withSectionData(
      withOfferLists(
        planPages((name) => data[graphqlName(name)]?.nodes ?? []),
        offerLists(offers),
      ),
      sections.sections,
      offers,
      { regions: departmentRegions(), words: sections.words },
    ),
    similar: similarOffers(offers.map((offer) => ({ ...offer, trades: slugs(offer.works) }))),
  }));
  plannedOffers = offers;
  entryChanges = lastChanges(Object.values(data).flatMap((list) => list.nodes));
  // Only the shells have a client-side route (matchPath), in folders where no other page lives: Gatsby
  // copies into the app bundle every page a match path covers (/en/* covered all English pages), and each
  // new page would change the bundle, hence the compilation hash written in every page. The not-found
  // template and gatsby-ssr serve unknown /en paths.
  await timed('createPages: create the pages', () => {
    for (const { path: pagePath, template: name, context, matchPath } of pages) {
      const extra = name === 'job-offer' ? { similar: similar.get(context.id ?? '') ?? [] } : {};
      // The menus of the page's language; the not-found page shows the language of any unknown address.
      const pageMenus = name === 'not-found' ? menus : { [context.locale]: menus[context.locale] };
      createPage({
        path: pagePath,
        component: template(name),
        context: { ...context, ...extra, menus: pageMenus },
        ...(matchPath === undefined ? {} : { matchPath }),
      });
    }
  });

  // An agency is addressed by its slug; the path with its api_id (route agencies-id) redirects there.
  const agencyRedirects = (data[graphqlName('agency')]?.nodes ?? []).flatMap((agency) =>
    isLocale(agency.locale) && agency.api_id && agency.slug
      ? [{ from: buildPath('agencies-id', agency.locale, { id: agency.api_id }), to: buildPath('agencies-slug', agency.locale, { slug: agency.slug }) }]
      : [],
  );
  // The editors' redirects (and those the CMS made when an address changed), but from a page's address.
  const { kept, skipped } = editorRedirects(redirects, new Set(pages.map((page) => page.path)));
  for (const reason of skipped) reporter.warn(`Redirect left out: ${reason}`);
  dataRedirects = [...agencyRedirects, ...kept];
  // The host answers them (nginx, _redirects). Not in the browser too: Gatsby would put the whole table in
  // the app bundle (docs/performance.md). A link followed in the app to a redirected
  // path still lands: the page data is missing, Gatsby's loader asks the host for the page itself, which
  // redirects, and loads it.
  const hostRedirects = finiteRedirects(dataRedirects);
  for (const { from, to, permanent } of hostRedirects) {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: permanent !== false, redirectInBrowser: false });
  }
  reporter.info(`Created ${pages.length} pages and ${hostRedirects.length} redirects`);
};

/**
 * gatsby-plugin-react-i18next is CommonJS: its require() of i18next and react-i18next would resolve to their
 * CommonJS builds while our imports take their ES modules, two copies of each in the bundle,
 * and two React contexts, so that our components would not see the plugin's provider. One copy each: the
 * ES module.
 */
const siteRequire = createRequire(path.join(process.cwd(), 'package.json'));
const SINGLE_COPY = {
  i18next$: path.resolve(siteRequire.resolve('i18next'), '..', '..', 'esm', 'i18next.js'),
  'react-i18next$': path.resolve(siteRequire.resolve('react-i18next'), '..', '..', 'es', 'index.js'),
  // The plugin's provider alone (patches/gatsby-plugin-react-i18next+3.0.1.patch): its require() of the
  // whole package kept every export in the app bundle (Trans and its HTML parser, the HOCs).
  'react-i18next/I18nextProvider$': path.resolve(siteRequire.resolve('react-i18next'), '..', '..', 'es', 'I18nextProvider.js'),
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
type WebpackModule = { nameForCondition?: () => string | null };
type WebpackConfig = {
  plugins: { constructor: { name: string }; options?: Record<string, unknown>; definitions?: Record<string, unknown> }[];
  optimization?: {
    splitChunks?: {
      cacheGroups?: Record<
        string,
        {
          test?: (module: WebpackModule, context: unknown) => boolean;
          name?: string | ((module: WebpackModule, chunks: { name?: string | null }[], key: string) => string | undefined);
        }
      >;
    };
  };
};
/**
 * Gatsby defines its GATSBY_ variables (every variable, in the HTML renderer) in the bundles it compiles,
 * and a value that changes changes the bundles' hash and the renderer: every page is written again. The
 * worker count (GATSBY_CPU_COUNT, set in gatsby-config.ts) is each build's own choice, read by Gatsby's
 * main process alone: it is not compiled in.
 */
function withoutWorkerCount(config: WebpackConfig): WebpackConfig {
  const define = config.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin');
  if (define?.definitions === undefined) throw new Error("Gatsby's DefinePlugin not found in the webpack configuration");
  delete define.definitions['process.env.GATSBY_CPU_COUNT'];
  return config;
}

/** The files webpack writes that the host sends compressed: each gets its .gz and .br at the build. */
const COMPRESSED = /\.(js|css)$/;

/** Stylesheets loaded with their lazy chunk, not inlined in every page (see onCreateWebpackConfig). */
const LAZY_STYLES = /[\\/](vanilla-cookieconsent[\\/]dist|src[\\/]features[\\/]consent)[\\/][^\\/]+\.css$/;

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (readBuildEnv().preview) {
    // The preview is for editors reading drafts, not for debugging: no source maps, which slow its
    // development bundle, most of its start (docs/performance.md). npm run develop keeps them.
    actions.setWebpackConfig({ resolve: { symlinks: false }, ...(stage === 'develop' ? { devtool: false } : {}) });
  }
  actions.setWebpackConfig({ resolve: { alias: SINGLE_COPY } });
  if (stage === 'develop') {
    // Gatsby lints every module of the development bundle with its own ESLint 7 and react-app rules (it
    // does not see our flat eslint.config.mjs): rules that are not ours, on a quarter of the bundle's time
    // (docs/performance.md). npm run lint is the project's lint.
    const config = getConfig() as WebpackConfig;
    config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== 'ESLintWebpackPlugin');
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage === 'build-html') {
    actions.replaceWebpackConfig(withoutWorkerCount(getConfig() as WebpackConfig));
    return;
  }
  if (stage !== 'build-javascript') return;
  // No source maps: the host would have to hide them, and nobody debugs the production bundle. A build
  // for `npm run check:bundle -- --explain` (BUNDLE_EXPLAIN=1) writes them unreferenced, to be read here.
  // Each script and stylesheet is also compressed once, at brotli's and at gzip's best level, which nginx
  // sends as it is (brotli_static, gzip_static: src/build-time/hosting/nginx.ts) to a browser that takes
  // it, where it would compress each response at gzip's fastest.
  actions.setWebpackConfig({
    devtool: process.env.BUNDLE_EXPLAIN === '1' ? 'hidden-source-map' : false,
    plugins: [
      new CompressionPlugin({ test: COMPRESSED, compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
      new CompressionPlugin<zlib.BrotliOptions>({
        test: COMPRESSED,
        filename: '[path][base].br',
        algorithm: 'brotliCompress',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      }),
    ],
  });
  const config = withoutWorkerCount(getConfig() as WebpackConfig);
  const extractor = config.plugins.find((plugin) => plugin.constructor.name === 'MiniCssExtractPlugin');
  if (extractor?.options === undefined) throw new Error('MiniCssExtractPlugin not found in the webpack configuration');
  extractor.options.experimentalUseImportModule = true;
  // Gatsby puts every stylesheet, those of lazy chunks too, in the one stylesheet each page inlines. The
  // consent library's (for its preferences dialog) comes with its lazy chunk instead: a link the
  // chunk's loader adds when the visitor opens the preferences, not styles every page parses first.
  const styles = config.optimization?.splitChunks?.cacheGroups?.styles;
  if (styles?.test === undefined) throw new Error("Gatsby's styles chunk not found in the webpack configuration");
  const isPageStyle = styles.test;
  styles.test = (module, context) => isPageStyle(module, context) && !LAZY_STYLES.test(module.nameForCondition?.() ?? '');
  // The modules lazy parts share, in one chunk per set of parts that share them, not one for all (./src/build-time/shared-chunks.ts).
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (typeof shared?.name !== 'function') throw new Error("Gatsby's shared chunks' name not found in the webpack configuration");
  shared.name = sharedChunkName(shared.name);
  // The first load's scripts are compiled as they stream in, not in the page's start (src/build-time/compile-hints.ts).
  config.plugins.push(new CompileHintsPlugin());
  // The app loader's text, with the scripts of each page template of this compilation (patches/README.md).
  config.plugins.push(new AppLoaderPlugin());
  actions.replaceWebpackConfig(config);
};

/**
 * What the browser may load besides the site's own files, from the configuration of the build. A site
 * served over https is framed by no page served over http (the local admin panel of `npm start`).
 */
function cspConfig({ adminOrigin, embedPartners, siteUrl }: BuildEnv, reporter: { warn: (message: string) => void }, videos: boolean): CspConfig {
  const liveApi = new URL(PUBLIC_ENV.liveApiUrl, siteUrl).origin;
  const adminFrames = adminOrigin !== undefined && (new URL(siteUrl).protocol === 'http:' || adminOrigin.startsWith('https:'));
  if (adminOrigin !== undefined && !adminFrames)
    reporter.warn(`CMS_ADMIN_URL ${adminOrigin} is not https: the site (${siteUrl}) will not let its preview frame the pages`);
  return {
    analyticsScriptUrl: PUBLIC_ENV.gaMeasurementId !== '' ? PUBLIC_ENV.gaScriptUrl : undefined,
    recaptcha: PUBLIC_ENV.recaptchaSiteKey !== '',
    connect: liveApi === new URL(siteUrl).origin ? [] : [liveApi],
    pageFrameAncestors: adminFrames ? [adminOrigin] : [],
    embedFrameAncestors: embedPartners,
    videos,
  };
}

/** Whether a page shows a video section: the pages' policy then lets them frame its hosts' players. */
async function showsVideos(graphql: <T>(query: string) => Promise<{ data?: T }>): Promise<boolean> {
  const { data } = await graphql<{ allStrapiComponentSectionsVideo: { totalCount: number } }>('{ allStrapiComponentSectionsVideo { totalCount } }');
  return (data?.allStrapiComponentSectionsVideo.totalCount ?? 0) > 0;
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, store, reporter }) => {
  const { program, pages } = store.getState() as { program: { directory: string }; pages: Map<string, SitemapSource> };
  const publicDir = path.join(program.directory, 'public');
  const file = path.join(program.directory, '.nginx', 'site.conf');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const env = readBuildEnv();
  const { serveDir, statusFile, siteUrl } = env;
  const timed = timer(reporter);
  const inline = await timed('Content-Security-Policy hashes', () =>
    collectInlineSources(publicDir, pages.keys(), path.join(program.directory, '.cache', 'csp-inline-sources.json')),
  );
  reporter.info(
    `Content-Security-Policy: ${inline.scripts.length} inline script(s), ${inline.styles.length} style element(s), ${inline.styleAttributes.length} style attribute(s) hashed over ${inline.pages} pages (${inline.read} read)`,
  );
  const config = cspConfig(env, reporter, await showsVideos(graphql));
  // The pages' inline sources' hashes, and the hash of the stylesheet of the short pages nginx answers itself.
  const sources = { ...inline, styles: [...inline.styles, sha256(SHORT_PAGE_STYLE)] };
  const csp: SitePolicies = { page: contentSecurityPolicy(sources, config, 'page'), embed: contentSecurityPolicy(sources, config, 'embed') };
  const api: ApiProxy = { upstream: env.apiUpstream, searchUpstream: env.searchUpstream, paths: PUBLIC_API_PATHS, rate: env.apiRate, burst: env.apiBurst };
  fs.writeFileSync(file, nginxSiteDirectives({ root: serveDir ?? publicDir, rules: REDIRECT_RULES, exact: dataRedirects, statusFile, csp, api }));
  fs.writeFileSync(path.join(path.dirname(file), 'http.conf'), nginxHttpDirectives(api));
  fs.writeFileSync(path.join(publicDir, '_redirects'), redirectsFile(dataRedirects));
  fs.writeFileSync(path.join(publicDir, '_headers'), headersFile(csp));
  fs.writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  const entries = await timed('Sitemap', () => {
    const sitemap = sitemapEntries(pages.values(), sitemapFilter(), entryChanges, siteUrl);
    return writeSitemap(publicDir, siteUrl, sitemap).then(() => sitemap.length);
  });
  reporter.info(`Sitemap: ${entries} pages`);
  const feeds = await graphql<FeedsData>(FEEDS_QUERY);
  if (feeds.errors !== undefined || feeds.data === undefined) {
    reporter.panicOnBuild('Could not read the names of the feeds', feeds.errors);
    return;
  }
  // The manifests are written before the CMS is read: their name comes from SITE_NAME.
  const brandName = feeds.data.global?.brandName;
  if (brandName && brandName !== env.siteName)
    reporter.warn(`SITE_NAME (${env.siteName}) is not the CMS's brand name (${brandName}): the web app manifests name the site ${env.siteName}`);
  const names = feeds.data;
  const written = await timed('Atom feeds', () =>
    writeFeeds(names, plannedOffers, { publicDir, localesDir: path.join(program.directory, 'src', 'locales'), siteUrl }),
  );
  reporter.info(`Atom feeds: ${written} written`);
  await writeSocialImage(program.directory, publicDir, DEFAULT_SOCIAL_IMAGE.src);
  const build = writeBuildMeta(publicDir);
  reporter.info(`Build ${build.id}: public/builds/latest.json`);
  reporter.info(
    `Host configuration written: ${path.relative(program.directory, file)}, .nginx/http.conf, public/_redirects, public/_headers, public/robots.txt, public/sitemap-index.xml`,
  );
};
