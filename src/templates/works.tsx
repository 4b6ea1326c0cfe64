import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { CardGrid } from '../components/card-grid';
import { TradeChips } from '../components/trade-chips';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function WorksPage({ data, pageContext }: PageProps<Queries.WorksPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={t('works_title')} lead={t('works_description')} />
      <CardGrid
        cards={data.works.nodes.map((work) => ({
          key: work.slug,
          to: buildPath('works-slug', locale, { slug: work.slug }),
          title: work.name,
          body: <TradeChips locale={locale} sector={work.slug} trades={work.groupe_de_metiers} />,
        }))}
      />
    </Layout>
  );
}

export const Head = messageHead('works_title', 'works_description');

export const query = graphql`
  query WorksPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    works: allStrapiWork(filter: { locale: { eq: $locale } }, sort: { sort: ASC }) {
      nodes { slug name groupe_de_metiers { slug name } }
    }
  }
`;
