import * as React from 'react';
import { JsonLd } from './json-ld';
import { faqPageJsonLd, type Question } from './structured-data';

/**
 * The page's questions and answers for crawlers (FAQPage), in its head; nothing when none is answered.
 * Apart from the FAQ's disclosure widgets (../components/faq.tsx), which a page's head does not show.
 */
export function FaqJsonLd({ items }: { items: readonly (Question | null)[] }): React.JSX.Element | null {
  const data = faqPageJsonLd(items);
  return data === null ? null : <JsonLd data={data} />;
}
