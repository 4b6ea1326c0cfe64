import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { Markdown } from '../components/markdown';
import type { PageContext } from '../routing/page-context';

export default function LegalPage({ data, pageContext }: PageProps<Queries.LegalPageQuery, PageContext>): React.JSX.Element {
  const page = data.page;
  if (page === null) throw new Error(`Legal page ${pageContext.id ?? ''} is missing`);
  return (
    <Layout context={pageContext}>
      <article>
        <PageHeader title={page.title} />
        <Markdown html={page.body?.data?.childMarkdownRemark?.html} />
      </article>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.LegalPageQuery, PageContext>): React.JSX.Element => (
  <Seo
    context={pageContext}
    title={data.page?.title ?? ''}
    description={data.page?.body?.data?.childMarkdownRemark?.excerpt ?? data.page?.title ?? ''}
    locales={data.locales}
  />
);

export const query = graphql`
  query LegalPage($id: String!, $locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    page: strapiLegalPage(id: { eq: $id }) {
      title
      body { data { childMarkdownRemark { html excerpt(pruneLength: 160) } } }
    }
  }
`;
