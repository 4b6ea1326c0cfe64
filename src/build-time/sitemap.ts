/**
 * sitemap-index.xml and its parts of at most 10,000 URLs, written from the pages the build created, with
 * the `sitemap` library: every page but the not-indexed ones, the embeddable views and the lists' later
 * pages; each with its last change (its CMS entry's `updatedAt`; for a page made of lists, the latest
 * change of any entry) and its language alternates with x-default, the same set on every page of a group,
 * so that hreflang is symmetric.
 *
 * gatsby-plugin-sitemap did this by querying every page with its context back from Gatsby's store, then
 * matching each against each exclusion (about 7 s of every build at 20,000 offers): the build reads the
 * pages it holds in memory instead, and the entries' changes from the query that planned them.
 */
import { DEFAULT_LOCALE, LOCALES, sitemapExcludes } from '@rythmo/site-map';
import path from 'path';
import minimatch from 'minimatch';
import { simpleSitemapAndIndex } from 'sitemap';
import { LIST_PAGES_DIR } from './list-pages';
import type { PageEntry } from './pages';
import type { PageContext } from '../routing/page-context';

export const SITEMAP_ENTRY_LIMIT = 10_000;
/** Gatsby's own pages, never in a sitemap whatever the site's exclusions. */
const GATSBY_PAGES = ['/dev-404-page', '/404', '/404.html', '/offline-plugin-app-shell-fallback'];

/** A page as Gatsby holds it: its path and the context createPages gave it. */
export type SitemapSource = { path: string; context?: Partial<PageContext> | null };
export type SitemapEntry = { url: string; lastmod?: string; links: { lang: string; url: string }[] };
/** Each entry's last change by node id, and the latest of all (the lists' pages). */
export type LastChanges = { byId: ReadonlyMap<string, string>; latest?: string };

export function lastChanges(entries: Iterable<Pick<PageEntry, 'id' | 'updatedAt'>>): LastChanges {
  const byId = new Map<string, string>();
  let latest: string | undefined;
  for (const { id, updatedAt } of entries) {
    if (updatedAt === null || updatedAt === undefined) continue;
    byId.set(id, updatedAt);
    if (latest === undefined || updatedAt > latest) latest = updatedAt;
  }
  return { byId, latest };
}

const withoutTrailingSlash = (pagePath: string): string => (pagePath === '/' ? pagePath : pagePath.replace(/\/$/, ''));

/**
 * The site's exclusions: the routes not indexed and the embeddable views (the site map's globs), and the
 * lists' pages past the first, served at the list's address (`?page=N`), not theirs.
 */
export const SITEMAP_EXCLUDES = [...sitemapExcludes(), `${LIST_PAGES_DIR}/**`];

/** Whether a page is kept: it matches no glob of `excludes` (minimatch, as the sitemap plugin matched) nor Gatsby's. */
export function sitemapFilter(excludes: readonly string[] = SITEMAP_EXCLUDES): (path: string) => boolean {
  const patterns = [...GATSBY_PAGES, ...excludes].map((glob) => minimatch.makeRe(withoutTrailingSlash(glob)));
  return (pagePath) => {
    const bare = withoutTrailingSlash(pagePath);
    return !patterns.some((pattern) => pattern.test(bare));
  };
}

/** The sitemap's entries, in the pages' order. */
export function sitemapEntries(pages: Iterable<SitemapSource>, keep: (path: string) => boolean, changes: LastChanges, siteUrl: string): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const { path: pagePath, context } of pages) {
    if (!keep(pagePath)) continue;
    const alternates = context?.alternates ?? {};
    const links: SitemapEntry['links'] = LOCALES.flatMap((locale) =>
      alternates[locale] !== undefined ? [{ lang: locale, url: `${siteUrl}${alternates[locale]}` }] : [],
    );
    const fallback = alternates[DEFAULT_LOCALE];
    if (links.length > 0 && fallback !== undefined) links.push({ lang: 'x-default', url: `${siteUrl}${fallback}` });
    const lastmod = (context?.id !== undefined ? changes.byId.get(context.id) : undefined) ?? changes.latest;
    entries.push({ url: new URL(pagePath, siteUrl).toString(), lastmod, links });
  }
  return entries;
}

/** Writes sitemap-index.xml and sitemap-N.xml into `publicDir` (the library takes it relative). */
export const writeSitemap = (publicDir: string, siteUrl: string, entries: SitemapEntry[]): Promise<void> =>
  simpleSitemapAndIndex({
    hostname: siteUrl,
    publicBasePath: '/',
    destinationDir: path.relative(process.cwd(), publicDir) || '.',
    sourceData: entries,
    limit: SITEMAP_ENTRY_LIMIT,
    gzip: false,
  });
