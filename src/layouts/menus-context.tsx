import * as React from 'react';
import { graphql } from 'gatsby';
import type { Locale } from '@rythmo/site-map';

/**
 * The menus of a page, in its language: the navigation's links (the CMS single type) and the pages of
 * sections editors put in the header or the footer. Every page's query reads them (the `PageMenus`
 * fragment, in `PageLocales`): a static query cannot take the page's language, and would send each page
 * the other language's links too. The page wrapper (./wrap-page.tsx) hands them to the header and footer.
 */
export type PageMenus = Partial<Pick<Queries.PageMenusFragment, 'navigation' | 'headerPages' | 'footerPages'>>;

const MenusContext = React.createContext<PageMenus>({});
export const MenusProvider = MenusContext.Provider;

type Navigation = Queries.PageMenusFragment['navigation']['nodes'][number];
type MenuPage = Queries.MenuPageFragment;

/** The page's menus in a language (the not-found page holds every language's). */
export function useMenus(locale: Locale): { navigation: Navigation | undefined; headerPages: readonly MenuPage[]; footerPages: readonly MenuPage[] } {
  const { navigation, headerPages, footerPages } = React.useContext(MenusContext);
  return React.useMemo(
    () => ({
      navigation: navigation?.nodes.find((node) => node.locale === locale),
      headerPages: (headerPages?.nodes ?? []).filter((page) => page.locale === locale),
      footerPages: (footerPages?.nodes ?? []).filter((page) => page.locale === locale),
    }),
    [navigation, headerPages, footerPages, locale],
  );
}

export const pageMenusFragment = graphql`
  fragment PageMenus on Query {
    navigation: allStrapiNavigation(filter: { locale: { eq: $locale } }) {
      nodes { locale header_links { ...SectionButton } footer_links { ...SectionButton } }
    }
    headerPages: allStrapiPage(filter: { locale: { eq: $locale }, in_header: { eq: true } }, sort: { title: ASC }) { nodes { ...MenuPage } }
    footerPages: allStrapiPage(filter: { locale: { eq: $locale }, in_footer: { eq: true } }, sort: { title: ASC }) { nodes { ...MenuPage } }
  }
`;

/** The menus of every language, for the not-found page, which shows the language of the address. */
export const allMenusFragment = graphql`
  fragment AllMenus on Query {
    navigation: allStrapiNavigation {
      nodes { locale header_links { ...SectionButton } footer_links { ...SectionButton } }
    }
    headerPages: allStrapiPage(filter: { in_header: { eq: true } }, sort: { title: ASC }) { nodes { ...MenuPage } }
    footerPages: allStrapiPage(filter: { in_footer: { eq: true } }, sort: { title: ASC }) { nodes { ...MenuPage } }
  }
`;
