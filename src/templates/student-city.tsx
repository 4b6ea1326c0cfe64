import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo, socialImageOf } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { TopicJobs } from '../features/jobs/offers-topic';
import { pageOffers } from '../features/jobs/page-offers';
import { useTranslation } from 'react-i18next';
import { pageT } from '../i18n/page-messages';
import type { PageContext } from '../routing/page-context';

export default function StudentCityPage({ data, pageContext, location }: PageProps<Queries.StudentCityPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const city = data.city;
  if (city === null) throw new Error(`City ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <PageHeader title={t('student_city_title', { city: city.name })} lead={t('student_jobs_description')} image={city.image} />
      <TopicJobs
        offers={pageOffers(data.offers, pageContext)}
        topic={{
          fixed: { city: [pageContext.slug ?? ''], studentTypes: data.studentTypes.nodes.map((type) => type.slug) },
          path: pageContext.alternates[pageContext.locale] ?? '',
          search: location.search,
        }}
      />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.StudentCityPageQuery, PageContext>): React.JSX.Element => {
  const t = pageT(data.locales, pageContext.locale);
  return (
    <Seo
      context={pageContext}
      title={t('student_city_title', { city: data.city?.name ?? '' })}
      description={t('student_city_description', { city: data.city?.name ?? '' })}
      locales={data.locales}
      parents={['student-jobs']}
      image={socialImageOf(data.city?.image, data.city?.name ?? '')}
    />
  );
};

export const query = graphql`
  query StudentCityPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    city: strapiCity(id: { eq: $id }) { name image { ...HeaderImage } }
    studentTypes: allStrapiStudentJobType(filter: { locale: { eq: $locale } }) { nodes { slug } }
    offers: offersById(ids: $offers) { ...OfferCard }
  }
`;
