import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { CardGrid } from '../components/card-grid';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates';
import { buildPath } from '@rythmo/site-map';
import type { PageContext } from '../routing/page-context';

export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={t('blog_title')} lead={t('blog_description')} />
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
  query BlogPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    articles: allStrapiArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }) { nodes { slug title excerpt date } }
  }
`;
