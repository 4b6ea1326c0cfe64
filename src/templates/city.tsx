import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { TopicHead, TopicPage } from './parts/topic-page';
import { OtherCities } from '../components/other-cities';
import type { PageContext } from '../routing/page-context';

export default function CityPage({ data, pageContext, location }: PageProps<Queries.CityPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const city = data.city;
  if (city === null) throw new Error(`City ${pageContext.id ?? ''} is missing`);
  return (
    <TopicPage
      entry={city}
      title={t('city_title', { city: city.name })}
      lead={t('city_county', { county: city.county ?? '', code: city.county_code ?? '' })}
      offers={data.offers}
      fixed={{ city: [pageContext.slug ?? ''] }}
      context={pageContext}
      search={location.search}
      after={<OtherCities cities={data.others.nodes} locale={pageContext.locale} />}
    />
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.CityPageQuery, PageContext>): React.JSX.Element => (
  <TopicHead
    entry={data.city}
    name={data.city?.name ?? ''}
    context={pageContext}
    locales={data.locales}
    parents={['cities']}
    feed={{ topic: data.city?.name ?? '' }}
  />
);

export const query = graphql`
  query CityPage($id: String!, $slug: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    city: strapiCity(id: { eq: $id }) {
      ...TopicZones
      name
      county
      county_code
      image { ...HeaderImage }
      description { data { childMarkdownRemark { html } } }
      seo { ...SeoFields }
    }
    offers: offersById(ids: $offers) { ...OfferCard }
    others: allStrapiCity(filter: { locale: { eq: $locale }, slug: { ne: $slug }, sort: { ne: null } }, sort: [{ sort: ASC }, { name: ASC }], limit: 12) {
      nodes { name slug }
    }
  }
`;
