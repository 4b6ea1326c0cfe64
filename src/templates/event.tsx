import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { TopicHead, TopicPage } from './parts/topic-page';
import { formatDate } from '../i18n/dates';
import type { PageContext } from '../routing/page-context';

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
    <TopicPage
      entry={event}
      title={event.name}
      lead={[dates, event.venue, event.city?.name].filter(Boolean).join(' · ')}
      offers={data.offers}
      fixed={{ event: [pageContext.slug ?? ''] }}
      context={pageContext}
      search={location.search}
    />
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.EventPageQuery, PageContext>): React.JSX.Element => (
  <TopicHead entry={data.event} name={data.event?.name ?? ''} context={pageContext} locales={data.locales} parents={['events']} />
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
