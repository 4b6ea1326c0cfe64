import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { Seo } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { OfferList } from '../components/offer-list';
import { Markdown } from '../components/markdown';
import { Faq } from '../components/faq';
import type { PageContext } from '../routing/page-context';

export default function StudentJobTypePage({ data, pageContext }: PageProps<Queries.StudentJobTypePageQuery, PageContext>): React.JSX.Element {
  const type = data.type;
  if (type === null) throw new Error(`Student job type ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <PageHeader title={type.label} image={type.image} />
      <Markdown html={type.description?.data?.childMarkdownRemark?.html} />
      <OfferList offers={data.offers.nodes} total={data.offers.totalCount} />
      <Faq items={type.faq} />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.StudentJobTypePageQuery, PageContext>): React.JSX.Element => (
  <Seo context={pageContext} title={data.type?.seo?.metaTitle ?? data.type?.label ?? ''} description={data.type?.seo?.metaDescription ?? ''} />
);

export const query = graphql`
  query StudentJobTypePage($id: String!, $slug: String!) {
    type: strapiStudentJobType(id: { eq: $id }) {
      label
      image { ...HeaderImage }
      description { data { childMarkdownRemark { html } } }
      faq { ...FaqItem }
      seo { metaTitle metaDescription }
    }
    offers: allStrapiJobOffer(
      filter: { student_job_types: { elemMatch: { slug: { eq: $slug } } } }
      sort: { publication_date: DESC }
      limit: 20
    ) {
      totalCount
      nodes { ...OfferCard }
    }
  }
`;
