import * as React from 'react';
import { graphql, type PageProps } from 'gatsby';
import { messageHead } from '../components/seo';
import { ListPage } from './parts/list-page';
import { articleCard } from '../components/article-card';
import type { PageContext } from '../routing/page-context';

export default function BlogPage({ data, pageContext }: PageProps<Queries.BlogPageQuery, PageContext>): React.JSX.Element {
  const { locale } = pageContext;
  return (
    <ListPage context={pageContext} title="blog_title" lead="blog_description" cards={data.articles.nodes.map((article) => articleCard(article, locale))} />
  );
}

export const Head = messageHead('blog_title', 'blog_description');

export const query = graphql`
  query BlogPage($locale: String!, $namespaces: [String!]!) {
    ...PageLocales
    articles: allStrapiArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }) { nodes { slug title excerpt date } }
  }
`;
