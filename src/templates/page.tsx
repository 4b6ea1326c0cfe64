import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { FaqJsonLd } from '../components/faq';
import { opensWithHero, questionsOf, Sections } from '../sections/sections';
import { SectionOffersProvider } from '../sections/section-offers';
import type { PageContext } from '../routing/page-context';

/** A page editors compose of sections in the CMS (a campaign, a guide): its title, unless a hero opens it, then its sections. */
export default function BuilderPage({ data, pageContext }: PageProps<Queries.BuilderPageQuery, PageContext>): React.JSX.Element {
  const page = data.page;
  const offers = React.useMemo(() => ({ lists: pageContext.sectionOffers, offers: data.offers }), [pageContext.sectionOffers, data.offers]);
  if (page === null) throw new Error(`Page ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <article className="builder-page">
        {opensWithHero(page.sections) ? null : <PageHeader title={page.title} />}
        <SectionOffersProvider value={offers}>
          <Sections sections={page.sections} />
        </SectionOffersProvider>
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
  query BuilderPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
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
  }
`;
