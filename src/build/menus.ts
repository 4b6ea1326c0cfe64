/**
 * The menus of every page (header and footer), resolved when the site is built and given to each page in
 * its context (`menus`, its language's): the navigation's links (the CMS single type) and the pages of
 * sections editors put in the header or the footer, each followed by reference to its address. In the
 * context, not in each page's query: a query reading the pages' entries would run again for every page at
 * each publication of any page (an offer's publication went live in 35 s, a page's took 70 s), and a static
 * query, which cannot take the page's language, would send each page the other language's links too.
 */
import { LOCALES, type Locale } from '@rythmo/site-map';
import { linkTarget, type EditorLink } from '../routing/link-target';
import type { MenuLink, PageMenus } from '../routing/page-context';
import { sectionsPagePath } from '@rythmo/site-map';

/** Pages of sections on the header's top strip (beside the language): two fit there on a laptop's width. */
export const MAX_HEADER_PAGES = 2;

export type NavigationNode = {
  locale: string;
  header_links: readonly ((EditorLink & { label: string }) | null)[] | null;
  footer_links: readonly ((EditorLink & { label: string }) | null)[] | null;
};
export type MenuPageNode = {
  locale: string;
  title: string;
  slug: string;
  in_header: boolean | null;
  in_footer: boolean | null;
  parent_page: { slug: string } | null;
};

/** The navigation's links that lead somewhere, in order. */
export function navigationLinks(links: readonly ((EditorLink & { label: string }) | null)[] | null | undefined, locale: Locale): MenuLink[] {
  return (links ?? []).flatMap((link) => {
    const target = link === null ? null : linkTarget(link, locale);
    return link === null || target === null ? [] : [{ label: link.label, to: target.to, ...(target.external ? { external: true } : {}) }];
  });
}

/** The links to pages of sections in a language, in the order given (by title). */
export function pageLinks(pages: readonly Pick<MenuPageNode, 'locale' | 'title' | 'slug' | 'parent_page'>[], locale: Locale): MenuLink[] {
  return pages.flatMap((page) => {
    const to = page.locale === locale ? sectionsPagePath(page, locale) : null;
    return to === null ? [] : [{ to, label: page.title }];
  });
}

/** Each language's menus: the header's links and pages, the footer's links (the header's pages too, for a phone without JavaScript). */
export function buildMenus(navigation: readonly NavigationNode[], pages: readonly MenuPageNode[]): Record<Locale, PageMenus> {
  const byTitle = [...pages].sort((a, b) => a.title.localeCompare(b.title, 'fr'));
  return Object.fromEntries(
    LOCALES.map((locale): [Locale, PageMenus] => {
      const own = navigation.find((node) => node.locale === locale);
      const header = byTitle.filter((page) => page.in_header === true);
      const footer = byTitle.filter((page) => page.in_footer === true);
      return [
        locale,
        {
          header: navigationLinks(own?.header_links, locale),
          headerPages: pageLinks(header, locale).slice(0, MAX_HEADER_PAGES),
          footer: [...navigationLinks(own?.footer_links, locale), ...pageLinks([...footer, ...header.filter((page) => page.in_footer !== true)], locale)],
        },
      ];
    }),
  ) as Record<Locale, PageMenus>;
}

/** What gatsby-node reads for the menus. */
export const MENUS_QUERY = `
  query Menus {
    allStrapiNavigation {
      nodes {
        locale
        header_links { label rubrique url page { slug locale parent_page { slug } } }
        footer_links { label rubrique url page { slug locale parent_page { slug } } }
      }
    }
    allStrapiPage(filter: { in_header: { eq: true } }) { nodes { locale title slug in_header in_footer parent_page { slug } } }
    footerPages: allStrapiPage(filter: { in_footer: { eq: true } }) { nodes { locale title slug in_header in_footer parent_page { slug } } }
  }
`;
