import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { buildPath } from '@rythmo/site-map';
import { Button } from '../components/ui/button';
import { SectionCards } from './cards';
import { articleCard } from '../components/article-card';
import { useLocale } from '../i18n/locale-context';
import { SectionHeading, type SectionProps } from './heading';
import { useLatestArticles } from './page-data';
import { SectionNotice } from './notice';

/** The blog's latest articles in the page's language (as many as the editor chose), and a link to the blog. */
export function LatestArticlesSection({ data, opens, id }: SectionProps<Queries.LatestArticlesSectionFragment>): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const articles = useLatestArticles().slice(0, data.count);
  if (articles.length === 0) return <SectionNotice>Le blog n’a pas encore d’article dans cette langue : le site ne montre pas cette section.</SectionNotice>;
  return (
    <section className="section section-articles" aria-labelledby={id}>
      <SectionHeading id={id} title={data.title || t('section_articles_title')} opens={opens} />
      <SectionCards level={opens ? 2 : 3} cards={articles.map((article) => articleCard(article, locale))} />
      <p className="section-buttons">
        <Button to={buildPath('blog', locale)} variant="secondary">
          {t('section_articles_all')}
        </Button>
      </p>
    </section>
  );
}

export const latestArticlesSectionFragment = graphql`
  fragment LatestArticlesSection on STRAPI__COMPONENT_SECTIONS_LATEST_ARTICLES {
    title
    count
  }
`;

/** An article as the section shows it (the page's query reads the latest ones: src/templates/page.tsx). */
export const latestArticleFragment = graphql`
  fragment LatestArticle on STRAPI_ARTICLE {
    slug
    title
    excerpt
    date
  }
`;
