import { sectionsPagePath, type Locale } from '@rythmo/site-map';

/** Navigation menus (spec §2.4 and §9): at most 7 works and 6 cities, only those with a sort, in order. */
export const MAX_MENU_WORKS = 7;
export const MAX_MENU_CITIES = 6;

export function menuEntries<T extends { sort: number | null }>(items: readonly T[], max: number): T[] {
  return items
    .filter((item) => item.sort !== null)
    .sort((a, b) => (a.sort as number) - (b.sort as number))
    .slice(0, max);
}

/** Pages of sections in the header's menu bar: two fit beside the menus on a laptop's width. */
export const MAX_HEADER_PAGES = 2;

export type PageLink = { to: string; label: string };

/** The links to the pages editors put in a menu (Queries.MenuPageFragment), in a locale, in the order given. */
export function pageLinks(pages: readonly Queries.MenuPageFragment[], locale: Locale): PageLink[] {
  return pages.flatMap((page) => {
    const to = page.locale === locale ? sectionsPagePath(page, locale) : null;
    return to === null ? [] : [{ to, label: page.title }];
  });
}
