import { sectionsPagePath, type Locale } from '@rythmo/site-map';
import { linkTarget, type EditorLink } from '../../routing/link-target';

/** Navigation menus (spec §2.4 and §9): at most 7 works and 6 cities, only those with a sort, in order. */
export const MAX_MENU_WORKS = 7;
export const MAX_MENU_CITIES = 6;

export function menuEntries<T extends { sort: number | null }>(items: readonly T[], max: number): T[] {
  return items
    .filter((item) => item.sort !== null)
    .sort((a, b) => (a.sort as number) - (b.sort as number))
    .slice(0, max);
}

/** Pages of sections on the header's top strip (beside the language): two fit there on a laptop's width. */
export const MAX_HEADER_PAGES = 2;

export type PageLink = { to: string; label: string; external?: boolean };

/** The navigation's links (the CMS's single type: header, footer), those that lead somewhere, in order. */
export function navigationLinks(links: readonly ((EditorLink & { label: string }) | null)[] | null | undefined, locale: Locale): PageLink[] {
  return (links ?? []).flatMap((link) => {
    const target = link === null ? null : linkTarget(link, locale);
    return link === null || target === null ? [] : [{ label: link.label, to: target.to, ...(target.external ? { external: true } : {}) }];
  });
}

/** The links to the pages editors put in a menu (Queries.MenuPageFragment), in a locale, in the order given. */
export function pageLinks(pages: readonly Pick<Queries.MenuPageFragment, 'locale' | 'title' | 'slug' | 'parent_page'>[], locale: Locale): PageLink[] {
  return pages.flatMap((page) => {
    const to = page.locale === locale ? sectionsPagePath(page, locale) : null;
    return to === null ? [] : [{ to, label: page.title }];
  });
}
