import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { TopicHead, TopicPage } from './parts/topic-page';
import type { PageContext } from '../routing/page-context';

export default function ContractPage({ data, pageContext, location }: PageProps<Queries.ContractPageQuery, PageContext>): React.JSX.Element {
  const contract = data.contract;
  if (contract === null) throw new Error(`Contract ${pageContext.id ?? ''} is missing`);
  return (
    <TopicPage
      entry={contract}
      title={contract.seo?.metaTitle ?? contract.label}
      offers={data.offers}
      fixed={{ contractTypes: [pageContext.slug ?? ''] }}
      context={pageContext}
      search={location.search}
    />
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ContractPageQuery, PageContext>): React.JSX.Element => (
  <TopicHead
    entry={data.contract}
    name={data.contract?.label ?? ''}
    context={pageContext}
    locales={data.locales}
    parents={['contracts']}
    feed={{ topic: data.contract?.label ?? '' }}
  />
);

export const query = graphql`
  query ContractPage($id: String!, $locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    contract: strapiContract(id: { eq: $id }) {
      ...TopicZones
      label
      image { ...HeaderImage }
      description { data { childMarkdownRemark { html } } }
      faq { ...FaqItem }
      seo { ...SeoFields }
    }
    offers: offersById(ids: $offers) { ...OfferCard }
  }
`;
