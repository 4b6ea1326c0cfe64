import { LOCALES, ROUTE_NAMES, routePattern, sitemapExcludes } from '@rythmo/site-map';
import { LIST_PAGES_DIR, listPagePath } from '../../../src/build/list-pages';
import { sitemapPageFilter } from '../../../src/build/sitemap';

// The plugin's own filter loop, default filter and minimatch: ours must keep and drop the same pages.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const internals = require('gatsby-plugin-sitemap/internals') as {
  pageFilter(options: { allPages: { path: string }[]; filterPages: unknown; excludes: string[] }): { filteredPages: { path: string }[] };
  defaultFilterPages: unknown;
};

/** A page of every route in every language, with one, two and three parameters, and lists' later pages. */
function everyKindOfPage(): { path: string }[] {
  const paths = ROUTE_NAMES.flatMap((name) => LOCALES.flatMap((locale) => ['lyon', '12-serveur-h-f', 'a'].map((slug) => routePattern(name, locale, slug))));
  paths.push(listPagePath('/offres-emploi', 2), listPagePath('/en/jobs', 31), listPagePath('/villes/lyon', 2), '/404', '/404.html', '/dev-404-page');
  return [...new Set(paths)].map((path) => ({ path }));
}

test("the sitemap keeps and drops the pages the plugin's default filter does, each pattern compiled once", () => {
  const allPages = everyKindOfPage();
  const excludes = [...sitemapExcludes(), `${LIST_PAGES_DIR}/**`];
  const expected = internals.pageFilter({ allPages, filterPages: internals.defaultFilterPages, excludes }).filteredPages;
  const filter = sitemapPageFilter();
  const kept = internals.pageFilter({ allPages, filterPages: filter, excludes }).filteredPages;
  expect(kept.map((page) => page.path)).toEqual(expected.map((page) => page.path));
  // Both keep some pages and drop some: the comparison means something.
  expect(kept.length).toBeGreaterThan(20);
  expect(kept.length).toBeLessThan(allPages.length - 10);
  expect(kept.map((page) => page.path)).not.toContain(listPagePath('/en/jobs', 31));
});
