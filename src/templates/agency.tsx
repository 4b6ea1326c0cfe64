import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { AgencyProfile } from '../components/agency-profile';
import type { PageContext } from '../routing/page-context';

export default function AgencyPage({ data, pageContext }: PageProps<Queries.AgencyPageQuery, PageContext>): React.JSX.Element {
  if (data.agency === null) throw new Error(`Agency ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <AgencyProfile agency={data.agency} offers={data.offers} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.AgencyPageQuery, PageContext>): React.JSX.Element => (
  <Seo context={pageContext} title={data.agency?.seo?.metaTitle ?? data.agency?.name ?? ''} description={data.agency?.seo?.metaDescription ?? data.agency?.profile ?? ''} />
);

export const query = graphql`
  query AgencyPage($id: String!, $slug: String!) {
    agency: strapiAgency(id: { eq: $id }) { ...AgencyProfile }
    offers: allStrapiJobOffer(filter: { agency: { slug: { eq: $slug } } }, sort: { publication_date: DESC }, limit: 20) {
      totalCount
      nodes { ...OfferCard }
    }
  }
`;
