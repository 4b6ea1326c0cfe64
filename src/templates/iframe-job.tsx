import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { IframeLayout } from '../components/layout';
import { Seo } from '../components/seo';
import { OfferDetail } from '../components/offer-detail';
import type { PageContext } from '../routing/page-context';

export default function IframeJobPage({ data, pageContext }: PageProps<Queries.IframeJobPageQuery, PageContext>): React.JSX.Element {
  if (data.offer === null) throw new Error(`Offer ${pageContext.id ?? ''} is missing`);
  return (
    <IframeLayout context={pageContext}>
      <OfferDetail offer={data.offer} labels={data} embedded />
    </IframeLayout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.IframeJobPageQuery, PageContext>): React.JSX.Element => (
  <Seo context={pageContext} title={data.offer?.title ?? ''} description={data.offer?.place ?? ''} noindex />
);

export const query = graphql`
  query IframeJobPage($id: String!, $locale: String!) {
    offer: strapiJobOffer(id: { eq: $id }) { ...OfferDetail }
    ...OfferLabels
  }
`;
