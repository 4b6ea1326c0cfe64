import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { messageHead } from '../components/seo';
import { ListPage } from './parts/list-page';
import { countsBy } from '../components/counts';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function ContractsPage({ data, pageContext }: PageProps<Queries.ContractsPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  const counts = countsBy(pageContext.offerCounts);
  return (
    <ListPage
      context={pageContext}
      title="contracts_title"
      lead="contracts_description"
      cards={data.contracts.nodes.map((contract) => ({
        key: contract.slug,
        to: buildPath('contracts-slug', locale, { slug: contract.slug }),
        title: contract.label,
        body: <p className="count">{t('offers_count', { count: counts.get(contract.slug) ?? 0 })}</p>,
      }))}
    />
  );
}

export const Head = messageHead('contracts_title', 'contracts_description');

export const query = graphql`
  query ContractsPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    contracts: allStrapiContract(filter: { locale: { eq: $locale } }, sort: { slug: ASC }) { nodes { slug label } }
  }
`;
