import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { messageHead } from '../components/seo';
import { ListPage } from './parts/list-page';
import { TradeChips } from '../components/trade-chips';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function WorksPage({ data, pageContext }: PageProps<Queries.WorksPageQuery, PageContext>): React.JSX.Element {
  const { locale } = pageContext;
  return (
    <ListPage
      context={pageContext}
      title="works_title"
      lead="works_description"
      cards={data.works.nodes.map((work) => ({
        key: work.slug,
        to: buildPath('works-slug', locale, { slug: work.slug }),
        title: work.name,
        body: <TradeChips locale={locale} sector={work.slug} trades={work.groupe_de_metiers} />,
      }))}
    />
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
