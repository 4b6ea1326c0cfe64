import { graphql, useStaticQuery } from 'gatsby';
import type { Locale } from '@rythmo/site-map';
import { useMenus } from '../menus-context';
import type { MenuLink } from '../../routing/page-context';
import { MAX_MENU_CITIES, MAX_MENU_WORKS, menuEntries } from './menus';

export type MenuData = {
  /** The brand name, as the CMS holds it. */
  brand: string;
  works: { slug: string; name: string }[];
  cities: { slug: string; name: string }[];
  studentTypes: { slug: string; label: string }[];
  /** The header bar's links after its menus: the navigation's (CMS single type). */
  links: MenuLink[];
  /** The pages of sections editors put in the header (in_header, two at most: src/build/menus.ts): on the strip above it. */
  pages: MenuLink[];
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
  const menus = useMenus(locale);
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
    links: menus.header,
    pages: menus.headerPages,
  };
}
