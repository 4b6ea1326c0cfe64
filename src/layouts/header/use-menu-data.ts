import { graphql } from 'gatsby';
import type { Locale } from '@rythmo/site-map';
import { useMenus } from '../menus-context';
import { useSiteData } from '../../data/site-data';
import type { MenuGroup, MenuLink } from '../../routing/page-context';

export type MenuData = {
  /** The brand name, as the CMS holds it. */
  brand: string;
  /** The header's menus (the navigation's, CMS single type), resolved at build: src/build-time/menus.ts. */
  groups: MenuGroup[];
  /** The header bar's links after its menus: the navigation's. */
  links: MenuLink[];
  /** The pages of sections editors put in the header (in_header, two at most: src/build-time/menus.ts): on the strip above it. */
  pages: MenuLink[];
};

/** What the header reads of the site's data (../../data/site-data.ts). */
export const headerBrandFragment = graphql`
  fragment HeaderBrand on Query {
    strapiGlobal { brandName }
  }
`;

/** The brand and the header menus of a locale, from the CMS at build time (the menus, from the page's context: ../menus-context.tsx). */
export function useMenuData(locale: Locale): MenuData {
  const data: Queries.HeaderBrandFragment = useSiteData();
  const menus = useMenus(locale);
  return { brand: data.strapiGlobal?.brandName ?? '', groups: menus.menus, links: menus.header, pages: menus.headerPages };
}
