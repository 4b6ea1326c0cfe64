/**
 * The menus of every page (header and footer), resolved when the site is built and given to each page in
 * its context (`menus`, its language's): the navigation's menus and links (the CMS single type), the
 * menus' entries drawn from the cities, sectors and student job types, and the pages of
 * sections editors put in the header or the footer, each followed by reference to its address. In the
 * context, not in each page's query: a query reading the pages' entries would run again for every page at
 * each publication of any page (an offer's publication went live in 35 s, a page's took 70 s), and a static
 * query, which cannot take the page's language, would send each page the other language's links too.
 */
import { buildPath, LOCALES, type Locale } from '@rythmo/site-map';
import { linkTarget, type EditorLink } from '../routing/link-target';
import type { MenuGroup, MenuLink, PageMenus } from '../routing/page-context';
import frCommon from '../locales/fr/common.json';
import enCommon from '../locales/en/common.json';

/** Navigation menus: at most 7 works and 6 cities, only those with a sort, in order. */
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

type LabelledLink = EditorLink & { label: string };

/** A header menu as the navigation holds it: its entries drawn from a list of the site, or its chosen links only. */
export type MenuNode = {
  label: string;
  entries: string | null;
  links: readonly (LabelledLink | null)[] | null;
  all: LabelledLink | null;
};

export type NavigationNode = {
  locale: string;
  header_menus: readonly (MenuNode | null)[] | null;
  header_links: readonly (LabelledLink | null)[] | null;
  footer_links: readonly (LabelledLink | null)[] | null;
};
export type MenuPageNode = {
  id: string;
  locale: string;
  title: string;
  /** Its address in its language (resolved at build: gatsby-node), null when it has none. */
  path: string | null;
  in_header: boolean | null;
  in_footer: boolean | null;
};

/** The entries of the site a menu may list, each in its language: the cities and works in the menus' order, the student job types. */
export type MenuEntryNodes = {
  cities: readonly { locale: string; slug: string; name: string; sort: number | null }[];
  works: readonly { locale: string; slug: string; name: string; sort: number | null }[];
  studentTypes: readonly { locale: string; slug: string; label: string }[];
};

/** A city's link in a menu, as the city's page titles it (« Jobs à Lyon »). */
const CITY_TITLE: Record<Locale, string> = { fr: frCommon.city_title, en: enCommon.city_title };

/** The links a menu's entries draw from the site's lists (at most 6 cities and 7 works, those with a sort, in order). */
function entryLinks(entries: string | null, nodes: MenuEntryNodes, locale: Locale): { id: string; links: MenuLink[] } | null {
  const own = <T extends { locale: string }>(list: readonly T[]): T[] => list.filter((node) => node.locale === locale);
  switch (entries) {
    case 'villes':
      return {
        id: 'cities',
        links: menuEntries(own(nodes.cities), MAX_MENU_CITIES).map((city) => ({
          to: buildPath('cities-name', locale, { name: city.slug }),
          label: CITY_TITLE[locale].replace('{city}', city.name),
        })),
      };
    case 'secteurs':
      return {
        id: 'works',
        links: menuEntries(own(nodes.works), MAX_MENU_WORKS).map((work) => ({ to: buildPath('works-slug', locale, { slug: work.slug }), label: work.name })),
      };
    case 'types-job-etudiant':
      return {
        id: 'student-job-types',
        links: own(nodes.studentTypes)
          .sort((a, b) => a.slug.localeCompare(b.slug))
          .map((type) => ({ to: buildPath('student-jobs-type', locale, { type: type.slug }), label: type.label })),
      };
    default:
      return null;
  }
}

/** The header's menus: each one's entries, then its chosen links, then its « all » link; a menu with no link is left out. */
export function headerMenus(menus: readonly (MenuNode | null)[] | null | undefined, nodes: MenuEntryNodes, locale: Locale): MenuGroup[] {
  return (menus ?? []).flatMap((menu, index) => {
    if (menu === null) return [];
    const drawn = entryLinks(menu.entries, nodes, locale);
    const items = [...(drawn?.links ?? []), ...navigationLinks(menu.links, locale)];
    const [all = null] = navigationLinks(menu.all === null ? [] : [menu.all], locale);
    if (items.length === 0 && all === null) return [];
    return [{ id: drawn?.id ?? `menu-${index + 1}`, label: menu.label, items, all }];
  });
}

/** The navigation's links that lead somewhere, in order. */
export function navigationLinks(links: readonly (LabelledLink | null)[] | null | undefined, locale: Locale): MenuLink[] {
  return (links ?? []).flatMap((link) => {
    const target = link === null ? null : linkTarget(link, locale);
    return link === null || target === null ? [] : [{ label: link.label, to: target.to, ...(target.external ? { external: true } : {}) }];
  });
}

/** The links to pages of sections in a language, in the order given (by title). */
export function pageLinks(pages: readonly Pick<MenuPageNode, 'locale' | 'title' | 'path'>[], locale: Locale): MenuLink[] {
  return pages.flatMap((page) => (page.locale === locale && page.path !== null ? [{ to: page.path, label: page.title }] : []));
}

/**
 * Each language's menus: the header's menus, links and pages, the footer's links (the header's pages too,
 * for a phone without JavaScript).
 */
export function buildMenus(navigation: readonly NavigationNode[], pages: readonly MenuPageNode[], entries: MenuEntryNodes): Record<Locale, PageMenus> {
  const byTitle = [...pages].sort((a, b) => a.title.localeCompare(b.title, 'fr'));
  return Object.fromEntries(
    LOCALES.map((locale): [Locale, PageMenus] => {
      const own = navigation.find((node) => node.locale === locale);
      const header = byTitle.filter((page) => page.in_header === true);
      const footer = byTitle.filter((page) => page.in_footer === true);
      return [
        locale,
        {
          menus: headerMenus(own?.header_menus, entries, locale),
          header: navigationLinks(own?.header_links, locale),
          headerPages: pageLinks(header, locale).slice(0, MAX_HEADER_PAGES),
          footer: [...navigationLinks(own?.footer_links, locale), ...pageLinks([...footer, ...header.filter((page) => page.in_footer !== true)], locale)],
        },
      ];
    }),
  ) as Record<Locale, PageMenus>;
}

/** A linked page's address. */
const PAGE = 'page { path }';
const PAGE_FIELDS = 'id locale title path in_header in_footer';

/** What gatsby-node reads for the menus. */
export const MENUS_QUERY = `
  query Menus {
    allStrapiNavigation {
      nodes {
        locale
        header_menus {
          label
          entries
          links { label rubrique url ${PAGE} }
          all { label rubrique url ${PAGE} }
        }
        header_links { label rubrique url ${PAGE} }
        footer_links { label rubrique url ${PAGE} }
      }
    }
    allStrapiPage(filter: { in_header: { eq: true } }) { nodes { ${PAGE_FIELDS} } }
    footerPages: allStrapiPage(filter: { in_footer: { eq: true } }) { nodes { ${PAGE_FIELDS} } }
    cities: allStrapiCity(filter: { sort: { ne: null } }) { nodes { locale slug name sort } }
    works: allStrapiWork(filter: { sort: { ne: null } }) { nodes { locale slug name sort } }
    studentTypes: allStrapiStudentJobType { nodes { locale slug label } }
  }
`;
