import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { OfferList } from '../components/offer-list';
import { Markdown } from '../components/markdown';
import { Faq } from '../components/faq';
import type { PageContext } from '../routing/page-context';

export default function ContractPage({ data, pageContext }: PageProps<Queries.ContractPageQuery, PageContext>): React.JSX.Element {
  const contract = data.contract;
  if (contract === null) throw new Error(`Contract ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <PageHeader title={contract.seo?.metaTitle ?? contract.label} image={contract.image} />
      <Markdown html={contract.description?.data?.childMarkdownRemark?.html} />
      <OfferList offers={data.offers.nodes} total={data.offers.totalCount} />
      <Faq items={contract.faq} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ContractPageQuery, PageContext>): React.JSX.Element => (
  <Seo context={pageContext} title={data.contract?.seo?.metaTitle ?? data.contract?.label ?? ''} description={data.contract?.seo?.metaDescription ?? ''} />
);

export const query = graphql`
  query ContractPage($id: String!, $slug: String!) {
    contract: strapiContract(id: { eq: $id }) {
      label
      image { ...HeaderImage }
      description { data { childMarkdownRemark { html } } }
      faq { ...FaqItem }
      seo { metaTitle metaDescription }
    }
    offers: allStrapiJobOffer(filter: { contracts: { elemMatch: { slug: { eq: $slug } } } }, sort: { publication_date: DESC }, limit: 20) {
      totalCount
      nodes { ...OfferCard }
    }
  }
`;
