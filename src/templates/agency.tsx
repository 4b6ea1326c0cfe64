import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { TopicZone, topicQuestions } from '../sections/topic-zones';
import { FaqJsonLd } from '../seo/faq-json-ld';
import { Seo } from '../components/seo';
import { AgencyProfile } from '../features/agencies/agency-profile';
import { OfferList } from '../features/jobs/offer-list';
import { TopicJobs } from '../features/jobs/offers-topic';
import { pageOffers } from '../features/jobs/page-offers';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '../routing/page-context';

/** An agency's page, and its embeddable view for partner sites (route meta embed). */
export default function AgencyPage({ data, pageContext, location }: PageProps<Queries.AgencyPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  if (data.agency === null) throw new Error(`Agency ${pageContext.id ?? ''} is missing`);
  const offers = pageOffers(data.offers, pageContext);
  return (
    <Layout context={pageContext}>
      <AgencyProfile agency={data.agency}>
        {offers.totalCount === 0 ? (
          <p className="empty">{t('agency_no_offers')}</p>
        ) : // The embeddable view keeps a static list: a partner's page shows the offers, the search is ours.
        pageContext.embed === true ? (
          <OfferList offers={offers.nodes} total={offers.totalCount} />
        ) : (
          <>
            <TopicZone zones={data.zones} zone="top" context={pageContext} />
            <TopicJobs
              offers={offers}
              topic={{ fixed: { agency: [pageContext.slug ?? ''] }, path: pageContext.alternates[pageContext.locale] ?? '', search: location.search }}
            />
            <TopicZone zones={data.zones} zone="bottom" context={pageContext} />
          </>
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
    locales={data.locales}
    parents={['agencies']}
    name={data.agency?.name}
  >
    {pageContext.embed === true ? null : <FaqJsonLd items={topicQuestions(data.zones, pageContext)} />}
  </Seo>
);

export const query = graphql`
  query AgencyPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    agency: strapiAgency(id: { eq: $id }) { ...AgencyProfile }
    zones: strapiAgency(id: { eq: $id }) { ...TopicZones }
    offers: offersById(ids: $offers) { ...OfferCard }
  }
`;
