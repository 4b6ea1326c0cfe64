import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { CardGrid } from '../components/card-grid';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function EventsPage({ data, pageContext }: PageProps<Queries.EventsPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={t('events_title')} lead={t('events_description')} />
      <CardGrid
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
    </Layout>
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
