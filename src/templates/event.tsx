import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { TopicZone, topicQuestions } from '../sections/topic-zones';
import { Seo, socialImageOf } from '../components/seo';
import { FaqJsonLd } from '../seo/faq-json-ld';
import { OffersTopic } from '../features/jobs/offers-topic';
import { pageOffers } from '../features/jobs/page-offers';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates';
import { listPageOf, type PageContext } from '../routing/page-context';

export default function EventPage({ data, pageContext, location }: PageProps<Queries.EventPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const event = data.event;
  if (event === null) throw new Error(`Event ${pageContext.id ?? ''} is missing`);
  const { locale } = pageContext;
  const dates =
    event.startDate !== null && event.endDate !== null
      ? t('event_dates', { start: formatDate(locale, event.startDate), end: formatDate(locale, event.endDate) })
      : null;
  return (
    <Layout context={pageContext}>
      <OffersTopic
        title={event.name}
        lead={[dates, event.venue, event.city?.name].filter(Boolean).join(' · ')}
        image={event.image}
        html={event.description?.data?.childMarkdownRemark?.html}
        offers={pageOffers(data.offers, pageContext)}
        topic={{
          fixed: { event: [pageContext.slug ?? ''] },
          path: pageContext.alternates[pageContext.locale] ?? '',
          search: location.search,
          listPage: pageContext.listPage,
        }}
        above={<TopicZone zones={event} zone="top" context={pageContext} />}
        below={<TopicZone zones={event} zone="bottom" context={pageContext} />}
      />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.EventPageQuery, PageContext>): React.JSX.Element => (
  <Seo
    page={listPageOf(pageContext)}
    context={pageContext}
    title={data.event?.seo?.metaTitle ?? data.event?.name ?? ''}
    description={data.event?.seo?.metaDescription ?? ''}
    locales={data.locales}
    parents={['events']}
    image={socialImageOf(data.event?.image, data.event?.name ?? '')}
    name={data.event?.name}
  >
    <FaqJsonLd items={topicQuestions(data.event, pageContext)} />
  </Seo>
);

export const query = graphql`
  query EventPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    event: strapiEvent(id: { eq: $id }) {
      ...TopicZones
      name
      startDate
      endDate
      venue
      city { name }
      image { ...HeaderImage }
      description { data { childMarkdownRemark { html } } }
      seo { ...SeoFields }
    }
    offers: offersById(ids: $offers) { ...OfferCard }
  }
`;
