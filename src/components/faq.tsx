import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';

export const faqItemFragment = graphql`
  fragment FaqItem on STRAPI__COMPONENT_SHARED_FAQ_ITEM {
    question
    answer
  }
`;

/** Questions and answers as native disclosure widgets (keyboard and screen-reader friendly). */
export function Faq({ items, title }: { items: readonly (Queries.FaqItemFragment | null)[] | null; title?: string }): React.JSX.Element | null {
  const { t } = useTranslation('common');
  const list = (items ?? []).filter((item): item is Queries.FaqItemFragment => item !== null);
  if (list.length === 0) return null;
  return (
    <section className="faq" aria-label={title ?? t('nav_faq')}>
      <h2>{title ?? t('nav_faq')}</h2>
      {list.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
