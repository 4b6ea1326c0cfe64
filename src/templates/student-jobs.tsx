import * as React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { countsBy } from '../components/counts';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function StudentJobsPage({ data, pageContext }: PageProps<Queries.StudentJobsPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  const counts = countsBy(pageContext.offerCounts);
  return (
    <Layout context={pageContext}>
      <PageHeader title={t('student_jobs_title')} lead={t('student_jobs_description')} />
      <section>
        <h2>{t('student_jobs_types')}</h2>
        <ul className="cards">
          {data.types.nodes.map((type) => (
            <li key={type.slug} className="card">
              <h3>
                <Link to={buildPath('student-jobs-type', locale, { type: type.slug })}>{type.label}</Link>
              </h3>
              <p className="count">{t('offers_count', { count: counts.get(type.slug) ?? 0 })}</p>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('student_jobs_cities')}</h2>
        <ul className="chips">
          {data.cities.nodes.map((city) => (
            <li key={city.slug}>
              <Link to={buildPath('student-jobs-city', locale, { city: city.slug })}>{city.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}

export const Head = messageHead('student_jobs_title', 'student_jobs_description');

export const query = graphql`
  query StudentJobsPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    types: allStrapiStudentJobType(filter: { locale: { eq: $locale } }, sort: { slug: ASC }) { nodes { slug label } }
    cities: allStrapiCity(filter: { locale: { eq: $locale } }, sort: { name: ASC }) { nodes { slug name } }
  }
`;
