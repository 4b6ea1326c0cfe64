import * as React from 'react';
import { graphql } from 'gatsby';
import { useLocale } from '../i18n/locale-context';
import { SectionHeading, type SectionProps } from './heading';
import { present } from './present';
import { useSectionCounts } from './page-data';

/**
 * A few figures, each with its label: those the editor typed, then those counted when the page was built
 * (the offers online that answer each one's criteria: « 137 offres à Lyon »), counted again at each
 * publication, on a page, the home page or a topic page's zone. Where the build counted none, the counted
 * ones are left out.
 */
export function KeyFiguresSection({ data, opens, id, index }: SectionProps<Queries.KeyFiguresSectionFragment>): React.JSX.Element {
  const { locale } = useLocale();
  const counts = useSectionCounts(index);
  const live = present(data.live_items);
  const number = new Intl.NumberFormat(locale);
  return (
    <section className="section claims" aria-labelledby={data.title ? id : undefined}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      <ul className="cards claims-list">
        {present(data.items).map((item) => (
          <li key={`${item.value} ${item.label}`} className="card">
            <strong>{item.value}</strong> {item.label}
          </li>
        ))}
        {counts === undefined
          ? null
          : live.map((item, at) => (
              <li key={`live ${item.label}`} className="card">
                <strong>{number.format(counts[at] ?? 0)}</strong> {item.label}
              </li>
            ))}
      </ul>
    </section>
  );
}

export const keyFiguresSectionFragment = graphql`
  fragment KeyFiguresSection on STRAPI__COMPONENT_SECTIONS_KEY_FIGURES {
    title
    items {
      value
      label
    }
    live_items {
      label
    }
  }
`;
