import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { messageHead } from '../components/seo';
import { ListPage } from './parts/list-page';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function EventsPage({ data, pageContext }: PageProps<Queries.EventsPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  return (
    <ListPage
      context={pageContext}
      title="events_title"
      lead="events_description"
      cards={data.events.nodes.map((event) => ({
        key: event.slug,
        to: buildPath('events-slug', locale, { slug: event.slug }),
        title: event.name,
        body: (
          <p className="meta">
            {event.startDate !== null && event.endDate !== null
              ? t('event_dates', { start: formatDate(locale, event.startDate), end: formatDate(locale, event.endDate) })
              : null}
            {event.city !== null ? ` · ${event.city.name}` : ''}
          </p>
        ),
      }))}
    />
  );
}

export const Head = messageHead('events_title', 'events_description');

export const query = graphql`
  query EventsPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    events: allStrapiEvent(filter: { locale: { eq: $locale } }, sort: { startDate: ASC }) {
      nodes { slug name startDate endDate city { name } }
    }
  }
`;
