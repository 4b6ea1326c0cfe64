import { graphql, useStaticQuery } from 'gatsby';
import type { Locale } from '@rythmo/site-map';
import { MAX_MENU_CITIES, MAX_MENU_WORKS, menuEntries } from './menus';

export type MenuData = {
  /** The brand name, as the CMS holds it. */
  brand: string;
  works: { slug: string; name: string }[];
  cities: { slug: string; name: string }[];
  studentTypes: { slug: string; label: string }[];
};

/** The brand and the header menus of a locale, from the CMS at build time. */
export function useMenuData(locale: Locale): MenuData {
  const data = useStaticQuery<Queries.HeaderMenusQuery>(graphql`
    query HeaderMenus {
      works: allStrapiWork { nodes { slug name sort locale } }
      cities: allStrapiCity { nodes { slug name sort locale } }
      studentTypes: allStrapiStudentJobType(sort: { slug: ASC }) { nodes { slug label locale } }
      strapiGlobal { brandName }
    }
  `);
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
  };
}
