import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { TopicJobs } from '../features/jobs/offers-topic';
import { translate } from '../i18n/messages';
import type { PageContext } from '../routing/page-context';

export default function StudentCityPage({ data, pageContext, location }: PageProps<Queries.StudentCityPageQuery, PageContext>): React.JSX.Element {
  const city = data.city;
  if (city === null) throw new Error(`City ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <PageHeader
        title={translate(pageContext.locale, 'student_city_title', { city: city.name })}
        lead={translate(pageContext.locale, 'student_jobs_description')}
        image={city.image}
      />
      <TopicJobs
        offers={data.offers}
        topic={{
          fixed: { city: [pageContext.slug ?? ''], studentTypes: data.studentTypes.nodes.map((type) => type.slug) },
          path: pageContext.alternates[pageContext.locale] ?? '',
          search: location.search,
        }}
      />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.StudentCityPageQuery, PageContext>): React.JSX.Element => (
  <Seo
    context={pageContext}
    title={translate(pageContext.locale, 'student_city_title', { city: data.city?.name ?? '' })}
    description={translate(pageContext.locale, 'student_jobs_description')}
  />
);

export const query = graphql`
  query StudentCityPage($id: String!, $slug: String!, $locale: String!) {
    city: strapiCity(id: { eq: $id }) { name image { ...HeaderImage } }
    studentTypes: allStrapiStudentJobType(filter: { locale: { eq: $locale } }) { nodes { slug } }
    offers: allStrapiJobOffer(
      filter: { city: { slug: { eq: $slug } }, student_job_types: { elemMatch: { slug: { ne: null } } } }
      sort: [{ publication_date: DESC }, { offer_id: DESC }]
      limit: 20
    ) {
      totalCount
      nodes { ...OfferCard }
    }
  }
`;
