import { present } from './present';

/**
 * The questions of a zone's FAQ sections, for its page's FAQPage structured data. Apart from ./sections.tsx,
 * whose table of every section's component a page's head and a topic page without sections need not load.
 */
export const questionsOf = (sections: readonly (Queries.SectionsFragment | null)[] | null | undefined): Queries.FaqItemFragment[] =>
  present(sections).flatMap((section) => (section.__typename === 'STRAPI__COMPONENT_SECTIONS_FAQ' ? present(section.items) : []));
