import * as React from 'react';
import { graphql } from 'gatsby';
import { SectionHeading, present, type SectionProps } from './heading';

/** A few figures, each with its label. */
export function KeyFiguresSection({ data, opens, id }: SectionProps<Queries.KeyFiguresSectionFragment>): React.JSX.Element {
  return (
    <section className="section claims" aria-labelledby={data.title ? id : undefined}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      <ul className="cards claims-list">
        {present(data.items).map((item) => (
          <li key={`${item.value} ${item.label}`} className="card">
            <strong>{item.value}</strong> {item.label}
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
  }
`;
