import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { FaqJsonLd } from '../components/faq';
import { opensWithHero, questionsOf, Sections } from '../sections/sections';
import { SectionPageDataProvider } from '../sections/page-data';
import type { PageContext } from '../routing/page-context';

/** A page editors compose of sections in the CMS (a campaign, a guide): its title, unless a hero opens it, then its sections. */
export default function BuilderPage({ data, pageContext }: PageProps<Queries.BuilderPageQuery, PageContext>): React.JSX.Element {
  const page = data.page;
  const sectionData = React.useMemo(
    () => ({ lists: pageContext.sectionOffers, offers: data.offers, articles: data.articles?.nodes ?? [] }),
    [pageContext.sectionOffers, data.offers, data.articles],
  );
  if (page === null) throw new Error(`Page ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <article className="builder-page">
        {opensWithHero(page.sections) ? null : <PageHeader title={page.title} />}
        <SectionPageDataProvider value={sectionData}>
          <Sections sections={page.sections} />
        </SectionPageDataProvider>
      </article>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.BuilderPageQuery, PageContext>): React.JSX.Element => (
  <Seo context={pageContext} title={data.page?.title ?? ''} description={data.page?.description ?? ''} locales={data.locales}>
    <FaqJsonLd items={questionsOf(data.page?.sections)} />
  </Seo>
);

export const query = graphql`
  query BuilderPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = [], $latestArticles: Boolean = false) {
    ...PageLocales
    page: strapiPage(id: { eq: $id }) {
      title
      description
      sections {
        ...Sections
      }
    }
    offers: offersById(ids: $offers) {
      ...OfferCard
    }
    articles: allStrapiArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }, limit: 6) @include(if: $latestArticles) {
      nodes {
        ...LatestArticle
      }
    }
  }
`;
