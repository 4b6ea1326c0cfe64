import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { AgencyProfile } from '../features/agencies/agency-profile';
import { OfferList } from '../features/jobs/offer-list';
import { translate } from '../i18n/messages';
import type { PageContext } from '../routing/page-context';

/** An agency's page, and its embeddable view for partner sites (route meta embed). */
export default function AgencyPage({ data, pageContext }: PageProps<Queries.AgencyPageQuery, PageContext>): React.JSX.Element {
  if (data.agency === null) throw new Error(`Agency ${pageContext.id ?? ''} is missing`);
  const { offers } = data;
  return (
    <Layout context={pageContext}>
      <AgencyProfile agency={data.agency}>
        {offers.totalCount === 0 ? (
          <p className="empty">{translate(pageContext.locale, 'agency_no_offers')}</p>
        ) : (
          <OfferList offers={offers.nodes} total={offers.totalCount} />
        )}
      </AgencyProfile>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.AgencyPageQuery, PageContext>): React.JSX.Element => (
  <Seo
    context={pageContext}
    title={data.agency?.seo?.metaTitle ?? data.agency?.name ?? ''}
    description={data.agency?.seo?.metaDescription ?? data.agency?.profile ?? ''}
  >
    {/* Framed on a partner's site, a link opens in the partner's window, not inside the frame. */}
    {pageContext.embed === true ? <base target="_top" /> : null}
  </Seo>
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
