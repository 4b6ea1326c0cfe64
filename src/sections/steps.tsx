import * as React from 'react';
import { graphql } from 'gatsby';
import { SectionHeading, type SectionProps } from './heading';
import { present } from './present';

/** A way of doing something, in numbered steps. */
export function StepsSection({ data, opens, id }: SectionProps<Queries.StepsSectionFragment>): React.JSX.Element {
  return (
    <section className="section" aria-labelledby={data.title ? id : undefined}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      <ol className="steps">
        {present(data.items).map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong> <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export const stepsSectionFragment = graphql`
  fragment StepsSection on STRAPI__COMPONENT_SECTIONS_STEPS {
    title
    items {
      title
      text
    }
  }
`;
