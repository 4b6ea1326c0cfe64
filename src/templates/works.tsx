import * as React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { translate } from '../i18n/messages';
import { buildPath } from '../routing/routes';
import type { PageContext } from '../routing/page-context';

export default function WorksPage({ data, pageContext }: PageProps<Queries.WorksPageQuery, PageContext>): React.JSX.Element {
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={translate(locale, 'works_title')} lead={translate(locale, 'works_description')} />
      <ul className="cards">
        {data.works.nodes.map((work) => (
          <li key={work.slug} className="card">
            <h2><Link to={buildPath('works-slug', locale, { slug: work.slug })}>{work.name}</Link></h2>
            <ul className="chips">
              {(work.groupe_de_metiers ?? []).map((trade) => (trade === null ? null : (
                <li key={trade.slug}><Link to={buildPath('works-slug-job', locale, { secteur: work.slug, job: trade.slug })}>{trade.name}</Link></li>
              )))}
            </ul>
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export const Head = messageHead('works_title', 'works_description');

export const query = graphql`
  query WorksPage($locale: String!) {
    works: allStrapiWork(filter: { locale: { eq: $locale } }, sort: { sort: ASC }) {
      nodes { slug name groupe_de_metiers { slug name } }
    }
  }
`;
