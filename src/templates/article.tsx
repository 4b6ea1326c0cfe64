import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../layouts/layout';
import { Seo, socialImageOf } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { Markdown } from '../components/markdown';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../i18n/dates';
import type { PageContext } from '../routing/page-context';

export default function ArticlePage({ data, pageContext }: PageProps<Queries.ArticlePageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const article = data.article;
  if (article === null) throw new Error(`Article ${pageContext.id ?? ''} is missing`);
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <article>
        <PageHeader title={article.title} lead={article.excerpt} image={article.image}>
          {article.date !== null ? <p className="meta">{t('article_by', { author: article.author ?? '', date: formatDate(locale, article.date) })}</p> : null}
        </PageHeader>
        <Markdown html={article.body?.data?.childMarkdownRemark?.html} />
      </article>
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.ArticlePageQuery, PageContext>): React.JSX.Element => (
  <Seo
    context={pageContext}
    title={data.article?.seo?.metaTitle ?? data.article?.title ?? ''}
    description={data.article?.seo?.metaDescription ?? data.article?.excerpt ?? ''}
    locales={data.locales}
    parents={['blog']}
    image={socialImageOf(data.article?.image, data.article?.title ?? '')}
    type="article"
    name={data.article?.title}
  />
);

export const query = graphql`
  query ArticlePage($id: String!, $locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    article: strapiArticle(id: { eq: $id }) {
      title
      excerpt
      author
      date
      image { ...HeaderImage }
      body { data { childMarkdownRemark { html } } }
      seo { ...SeoFields }
    }
  }
`;
