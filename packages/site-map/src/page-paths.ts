/**
 * The addresses of the pages editors compose of sections: a page at its slug, or under its parents'
 * addresses. Apart from the site's other links (./links.ts), so that a page's own code carries only these.
 */
import type { PathEntry } from './content-types';
import type { Locale } from './locales';
import { buildRoutePath, type RouteName } from './routes';

/**
 * The routes of a page of sections by its depth (a page, under a parent, under a grandparent), each with
 * its parameters from the top page down. A page sits at most this deep: the CMS refuses a deeper parent.
 */
export const PAGE_ROUTES = [
  ['page', ['slug']],
  ['page-child', ['parent', 'slug']],
  ['page-grandchild', ['grandparent', 'parent', 'slug']],
] as const satisfies readonly (readonly [RouteName, readonly string[]])[];
export const PAGE_DEPTH = PAGE_ROUTES.length;

/**
 * The slugs of a page of sections and of its parents, from the top page down; null when one of them has
 * no slug or when the page sits deeper than PAGE_DEPTH (its parents read one level further than that).
 */
export function pageTrail(page: PathEntry): string[] | null {
  const trail: string[] = [];
  for (let at: PathEntry | null | undefined = page; at; at = at.parent_page) {
    if (!at.slug || trail.length === PAGE_DEPTH) return null;
    trail.unshift(at.slug);
  }
  return trail;
}

/** A page's route parameters at one depth (0: a page without a parent), all null when it sits at another. */
export function pageParams(page: PathEntry, depth: number): Record<string, string | null> {
  const trail = pageTrail(page);
  const names: readonly string[] = PAGE_ROUTES[depth][1];
  return Object.fromEntries(names.map((name, index) => [name, trail?.length === names.length ? trail[index] : null]));
}

/**
 * The address of a page of sections (under its parents' when it has some), in a locale: the page sets of
 * CONTENT_TYPES.page (./content-types.ts), written without the table (tests/unit/site-map/entry-paths.test.ts
 * holds the two together). The build resolves it once per page, the `path` its buttons, menus and
 * breadcrumbs read (gatsby-node): the browser carries neither.
 */
export function sectionsPagePath(page: PathEntry, locale: Locale): string | null {
  const trail = pageTrail(page);
  if (trail === null) return null;
  const [route] = PAGE_ROUTES[trail.length - 1];
  return buildRoutePath(route, locale, pageParams(page, trail.length - 1) as Record<string, string>);
}
