import { buildPath, type Locale } from '@rythmo/site-map';
import { formatDate } from '../i18n/dates';
import type { Card } from './card-grid';

type ArticleSummary = { slug: string; title: string; date: string | null; excerpt: string | null };

/** An article as a card of a grid (the blog's page, the latest articles' section): its date and excerpt. */
export const articleCard = (article: ArticleSummary, locale: Locale): Card => ({
  key: article.slug,
  to: buildPath('blog-slug', locale, { slug: article.slug }),
  title: article.title,
  body: (
    <>
      {article.date !== null ? <p className="meta">{formatDate(locale, article.date)}</p> : null}
      <p>{article.excerpt}</p>
    </>
  ),
});
