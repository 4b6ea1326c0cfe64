import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo, SiteJsonLd } from '../components/seo';
import { present } from '../sections/present';
import { Sections } from '../sections/sections';
import { SectionPageDataProvider, useSectionPageData } from '../sections/page-data';
import type { PageContext } from '../routing/page-context';

/**
 * The home page: its sections, which editors compose as a page's (the opening with the search box, the
 * claims, the steps, the latest offers, the cities, the testimonials, the blog, the recruiters' call). The
 * build gives it what they show besides their fields (src/build-time/section-offers.ts) and the cities' counts.
 */
export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, PageContext>): React.JSX.Element {
  const sectionData = useSectionPageData(pageContext, data);
  return (
    <Layout context={pageContext}>
      <SectionPageDataProvider value={sectionData}>
        <Sections sections={data.home?.sections} />
      </SectionPageDataProvider>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.HomePageQuery, PageContext>): React.JSX.Element => {
  const hero = present(data.home?.sections).find((section) => section.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO');
  return (
    <Seo
      context={pageContext}
      title={data.home?.seo?.metaTitle ?? (hero?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO' ? hero.headline : '')}
      description={data.home?.seo?.metaDescription ?? data.global?.siteDescription ?? ''}
      locales={data.locales}
    >
      <SiteJsonLd locale={pageContext.locale} />
    </Seo>
  );
};

export const query = graphql`
  query HomePage($locale: String!, $namespaces: [String!]!, $offers: [String!]! = [], $latestArticles: Boolean = false, $claims: Boolean = false) {
    ...PageLocales
    home: strapiHomePage(locale: { eq: $locale }) {
      sections {
        ...Sections
      }
      seo { ...SeoFields }
    }
    global: strapiGlobal(locale: { eq: $locale }) {
      siteDescription
    }
    claims: strapiGlobal(locale: { eq: $locale }) @include(if: $claims) {
      ...ClaimsGlobal
    }
    offers: offersById(ids: $offers) { ...OfferCard }
    articles: allStrapiArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }, limit: 6) @include(if: $latestArticles) {
      nodes {
        ...LatestArticle
      }
    }
  }
`;
