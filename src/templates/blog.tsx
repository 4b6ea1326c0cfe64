import * as React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { translate } from '../i18n/messages';
import { formatDate } from '../i18n/dates';
import { buildPath } from '../routing/routes';
import type { PageContext } from '../routing/page-context';

export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, PageContext>): React.JSX.Element {
  const { locale } = pageContext;
  return (
    <Layout context={pageContext}>
      <PageHeader title={translate(locale, 'blog_title')} lead={translate(locale, 'blog_description')} />
      <ul className="cards">
        {data.articles.nodes.map((article) => (
          <li key={article.slug} className="card">
            <h2><Link to={buildPath('blog-slug', locale, { slug: article.slug })}>{article.title}</Link></h2>
            {article.date !== null ? <p className="meta">{formatDate(locale, article.date)}</p> : null}
            <p>{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export const Head = messageHead('blog_title', 'blog_description');

export const query = graphql`
  query BlogPage($locale: String!) {
    articles: allStrapiArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }) { nodes { slug title excerpt date } }
  }
`;
