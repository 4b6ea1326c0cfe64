import * as React from 'react';
import { graphql } from 'gatsby';
import { Faq } from '../components/faq';
import type { SectionProps } from './heading';

/** Questions and their answers; the page's head gives them to crawlers too (FAQPage, ./sections.tsx). */
export function FaqSection({ data }: SectionProps<Queries.FaqSectionFragment>): React.JSX.Element | null {
  return <Faq items={data.items} title={data.title ?? undefined} />;
}

export const faqSectionFragment = graphql`
  fragment FaqSection on STRAPI__COMPONENT_SECTIONS_FAQ {
    title
    items {
      ...FaqItem
    }
  }
`;
