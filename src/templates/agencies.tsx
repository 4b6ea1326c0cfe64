import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { messageHead } from '../components/seo';
import { ListPage } from './parts/list-page';
import { countsBy } from '../components/counts';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function AgenciesPage({ data, pageContext }: PageProps<Queries.AgenciesPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  const counts = countsBy(pageContext.offerCounts);
  return (
    <ListPage
      context={pageContext}
      title="agencies_title"
      lead="agencies_description"
      cards={data.agencies.nodes.map((agency) => ({
        key: agency.slug,
        to: buildPath('agencies-slug', locale, { slug: agency.slug }),
        title: agency.name,
        body: (
          <>
            <p>{agency.profile}</p>
            <p className="count">{t('offers_count', { count: counts.get(agency.slug) ?? 0 })}</p>
          </>
        ),
      }))}
    />
  );
}

export const Head = messageHead('agencies_title', 'agencies_description');

export const query = graphql`
  query AgenciesPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    agencies: allStrapiAgency(filter: { locale: { eq: $locale } }, sort: { name: ASC }) { nodes { slug name profile } }
  }
`;
