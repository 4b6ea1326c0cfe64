import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { TopicZone, topicQuestions } from '../sections/topic-zones';
import { Seo, socialImageOf } from '../components/seo';
import { FaqJsonLd } from '../seo/faq-json-ld';
import { OffersTopic } from '../features/jobs/offers-topic';
import { pageOffers } from '../features/jobs/page-offers';
import { OtherCities } from '../components/other-cities';
import { useTranslation } from 'react-i18next';
import { listPageOf, type PageContext } from '../routing/page-context';

export default function CityPage({ data, pageContext, location }: PageProps<Queries.CityPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const city = data.city;
  if (city === null) throw new Error(`City ${pageContext.id ?? ''} is missing`);
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <OffersTopic
        title={t('city_title', { city: city.name })}
        lead={t('city_county', { county: city.county ?? '', code: city.county_code ?? '' })}
        image={city.image}
        html={city.description?.data?.childMarkdownRemark?.html}
        offers={pageOffers(data.offers, pageContext)}
        topic={{
          fixed: { city: [pageContext.slug ?? ''] },
          path: pageContext.alternates[locale] ?? '',
          search: location.search,
          listPage: pageContext.listPage,
        }}
        above={<TopicZone zones={city} zone="top" context={pageContext} />}
        below={<TopicZone zones={city} zone="bottom" context={pageContext} />}
      />
      <OtherCities cities={data.others.nodes} locale={locale} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.CityPageQuery, PageContext>): React.JSX.Element => (
  <Seo
    page={listPageOf(pageContext)}
    context={pageContext}
    title={data.city?.seo?.metaTitle ?? data.city?.name ?? ''}
    description={data.city?.seo?.metaDescription ?? ''}
    locales={data.locales}
    parents={['cities']}
    image={socialImageOf(data.city?.image, data.city?.name ?? '')}
    feed={{ topic: data.city?.name ?? '' }}
    name={data.city?.name}
  >
    <FaqJsonLd items={topicQuestions(data.city, pageContext)} />
  </Seo>
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
