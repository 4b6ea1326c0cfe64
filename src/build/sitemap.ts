/**
 * gatsby-plugin-sitemap's reading of our pages: each page's last change (its CMS entry's `updatedAt`; for a
 * page made of lists, the latest change of any entry) and its language alternates with x-default, the same
 * set on every page of a group, so that hreflang is symmetric. Parts of at most 10,000 URLs under one index.
 */
import { DEFAULT_LOCALE, LOCALES } from '@rythmo/site-map';
import { updatesQuery } from './pages';
import type { PageContext } from '../routing/page-context';

export const SITEMAP_ENTRY_LIMIT = 10_000;

export const sitemapQuery = (): string => `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
  ${updatesQuery()}
}`;

type SitemapData = {
  site: { siteMetadata: { siteUrl: string } };
  allSitePage: { nodes: { path: string; pageContext: Partial<PageContext> | null }[] };
} & Record<string, { nodes: { id: string; updatedAt: string | null }[] }>;

export type SitemapPage = { path: string; lastmod?: string; links: { lang: string; url: string }[] };

export function sitemapPages(data: SitemapData): SitemapPage[] {
  const siteUrl = data.site.siteMetadata.siteUrl;
  const updated = new Map<string, string>();
  let latest = '';
  for (const [field, value] of Object.entries(data)) {
    if (field === 'site' || field === 'allSitePage') continue;
    for (const { id, updatedAt } of (value as { nodes: { id: string; updatedAt: string | null }[] }).nodes) {
      if (updatedAt === null) continue;
      updated.set(id, updatedAt);
      if (updatedAt > latest) latest = updatedAt;
    }
  }
  return data.allSitePage.nodes.map(({ path, pageContext }) => {
    const alternates = pageContext?.alternates ?? {};
    const links: SitemapPage['links'] = LOCALES.flatMap((locale) =>
      alternates[locale] !== undefined ? [{ lang: locale, url: `${siteUrl}${alternates[locale]}` }] : [],
    );
    const fallback = alternates[DEFAULT_LOCALE];
    if (links.length > 0 && fallback !== undefined) links.push({ lang: 'x-default', url: `${siteUrl}${fallback}` });
    const lastmod = (pageContext?.id !== undefined ? updated.get(pageContext.id) : undefined) ?? (latest || undefined);
    return { path, lastmod, links };
  });
}

export const sitemapEntry = (page: SitemapPage): { url: string; lastmod?: string; links: SitemapPage['links'] } => ({
  url: page.path,
  lastmod: page.lastmod,
  links: page.links,
});

/** What gatsby-plugin-sitemap hands a page filter: its own minimatch and path helpers. */
type FilterTools = {
  minimatch: { makeRe(pattern: string): RegExp | false };
  withoutTrailingSlash(path: string): string;
  resolvePagePath(page: { path: string }): string;
};

/**
 * The plugin's default filter (minimatch of each page against each exclusion) compiled each pattern again
 * for every page: 1.5 million compilations at 20,000 offers. The same match, each pattern compiled once.
 */
export function sitemapPageFilter(): (page: { path: string }, excluded: string, tools: FilterTools) => boolean {
  const compiled = new Map<string, RegExp | false>();
  return (page, excluded, { minimatch, withoutTrailingSlash, resolvePagePath }) => {
    let pattern = compiled.get(excluded);
    if (pattern === undefined) {
      pattern = minimatch.makeRe(withoutTrailingSlash(excluded));
      compiled.set(excluded, pattern);
    }
    return pattern !== false && pattern.test(withoutTrailingSlash(resolvePagePath(page)));
  };
}
