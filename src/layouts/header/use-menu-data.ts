import { graphql, useStaticQuery } from 'gatsby';
import type { Locale } from '@rythmo/site-map';
import { useMenus } from '../menus-context';
import { MAX_MENU_CITIES, MAX_MENU_WORKS, MAX_HEADER_PAGES, menuEntries, navigationLinks, pageLinks, type PageLink } from './menus';

export type MenuData = {
  /** The brand name, as the CMS holds it. */
  brand: string;
  works: { slug: string; name: string }[];
  cities: { slug: string; name: string }[];
  studentTypes: { slug: string; label: string }[];
  /** The header bar's links after its menus: the navigation's (CMS single type). */
  links: PageLink[];
  /** The pages of sections editors put in the header (in_header, at most MAX_HEADER_PAGES): on the strip above it. */
  pages: PageLink[];
};

/** The brand and the header menus of a locale, from the CMS at build time (the links, from the page's query: ../menus-context.tsx). */
export function useMenuData(locale: Locale): MenuData {
  const data = useStaticQuery<Queries.HeaderMenusQuery>(graphql`
    query HeaderMenus {
      works: allStrapiWork { nodes { slug name sort locale } }
      cities: allStrapiCity { nodes { slug name sort locale } }
      studentTypes: allStrapiStudentJobType(sort: { slug: ASC }) { nodes { slug label locale } }
      strapiGlobal { brandName }
    }
  `);
  const { navigation, headerPages } = useMenus(locale);
  return {
    brand: data.strapiGlobal?.brandName ?? '',
    works: menuEntries(
      data.works.nodes.filter((n) => n.locale === locale),
      MAX_MENU_WORKS,
    ),
    cities: menuEntries(
      data.cities.nodes.filter((n) => n.locale === locale),
      MAX_MENU_CITIES,
    ),
    studentTypes: data.studentTypes.nodes.filter((n) => n.locale === locale),
    links: navigationLinks(navigation?.header_links, locale),
    pages: pageLinks(headerPages, locale).slice(0, MAX_HEADER_PAGES),
  };
}

/** A page of sections that a menu links to (in_header, in_footer): pageLinks reads it. */
export const menuPageFragment = graphql`
  fragment MenuPage on STRAPI_PAGE {
    locale
    title
    slug
    in_footer
    parent_page {
      slug
    }
  }
`;
