import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { CardGrid } from '../components/card-grid';
import { translate } from '../i18n/messages';
import { formatDate } from '../i18n/dates';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, PageContext>): React.JSX.Element {
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={translate(locale, 'blog_title')} lead={translate(locale, 'blog_description')} />
      <CardGrid
        cards={data.articles.nodes.map((article) => ({
          key: article.slug,
          to: buildPath('blog-slug', locale, { slug: article.slug }),
          title: article.title,
          body: (
            <>
              {article.date !== null ? <p className="meta">{formatDate(locale, article.date)}</p> : null}
              <p>{article.excerpt}</p>
            </>
          ),
        }))}
      />
    </Layout>
  );
}

export const Head = messageHead('blog_title', 'blog_description');

export const query = graphql`
  query BlogPage($locale: String!) {
    articles: allStrapiArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }) { nodes { slug title excerpt date } }
  }
`;
