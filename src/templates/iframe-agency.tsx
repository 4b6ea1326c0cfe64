import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { IframeLayout } from '../components/layout';
import { Seo } from '../components/seo';
import { AgencyProfile } from '../components/agency-profile';
import type { PageContext } from '../routing/page-context';

export default function IframeAgencyPage({ data, pageContext }: PageProps<Queries.IframeAgencyPageQuery, PageContext>): React.JSX.Element {
  if (data.agency === null) throw new Error(`Agency ${pageContext.id ?? ''} is missing`);
  return (
    <IframeLayout context={pageContext}>
      <AgencyProfile agency={data.agency} offers={data.offers} />
    </IframeLayout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.IframeAgencyPageQuery, PageContext>): React.JSX.Element => (
  <Seo context={pageContext} title={data.agency?.name ?? ''} description={data.agency?.profile ?? ''} noindex>
    <base target="_top" />
  </Seo>
);

export const query = graphql`
  query IframeAgencyPage($id: String!, $slug: String!) {
    agency: strapiAgency(id: { eq: $id }) { ...AgencyProfile }
    offers: allStrapiJobOffer(filter: { agency: { slug: { eq: $slug } } }, sort: { publication_date: DESC }, limit: 20) {
      totalCount
      nodes { ...OfferCard }
    }
  }
`;
