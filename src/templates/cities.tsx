import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { messageHead } from '../components/seo';
import { ListPage } from './parts/list-page';
import { countsBy } from '../components/counts';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function CitiesPage({ data, pageContext }: PageProps<Queries.CitiesPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  const counts = countsBy(pageContext.offerCounts);
  return (
    <ListPage
      context={pageContext}
      title="cities_title"
      lead="cities_description"
      compact
      cards={data.cities.nodes.map((city) => ({
        key: city.slug,
        to: buildPath('cities-name', locale, { name: city.slug }),
        title: city.name,
        body: (
          <>
            <p className="meta">{t('city_county', { county: city.county ?? '', code: city.county_code ?? '' })}</p>
            <p className="count">{t('offers_count', { count: counts.get(city.slug) ?? 0 })}</p>
          </>
        ),
      }))}
    />
  );
}

export const Head = messageHead('cities_title', 'cities_description');

export const query = graphql`
  query CitiesPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    cities: allStrapiCity(filter: { locale: { eq: $locale } }, sort: { name: ASC }) { nodes { name slug county county_code } }
  }
`;
