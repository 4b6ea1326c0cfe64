import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { OfferDetail } from '../features/jobs/offer-detail';
import { OfferJsonLd } from '../features/jobs/offer-json-ld';
import type { PageContext } from '../routing/page-context';

/** An offer's page, and its embeddable view for partner sites (route meta embed). */
export default function JobOfferPage({ data, pageContext }: PageProps<Queries.JobOfferPageQuery, PageContext>): React.JSX.Element {
  if (data.offer === null) throw new Error(`Offer ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <OfferDetail offer={data.offer} labels={data} embedded={pageContext.embed === true} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.JobOfferPageQuery, PageContext>): React.JSX.Element => (
  <Seo context={pageContext} title={data.offer?.title ?? ''} description={`${data.offer?.title ?? ''} – ${data.offer?.place ?? ''}`}>
    {data.offer !== null && pageContext.embed !== true ? <OfferJsonLd offer={data.offer} context={pageContext} /> : null}
  </Seo>
);

export const query = graphql`
  query JobOfferPage($id: String!, $locale: String!) {
    offer: strapiJobOffer(id: { eq: $id }) { ...OfferDetail }
    ...OfferLabels
  }
`;
