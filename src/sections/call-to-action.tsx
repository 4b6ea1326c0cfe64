import * as React from 'react';
import { graphql } from 'gatsby';
import { SectionHeading, type SectionProps } from './heading';
import { SectionButtons } from './buttons';

/** A sentence that asks the visitor to act, and one or two buttons to pages of the site (or elsewhere). */
export function CallToActionSection({ data, opens, id }: SectionProps<Queries.CallToActionSectionFragment>): React.JSX.Element {
  return (
    <section className="section cta" aria-labelledby={id}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      {data.text ? <p>{data.text}</p> : null}
      <SectionButtons buttons={data.buttons} />
    </section>
  );
}

export const callToActionSectionFragment = graphql`
  fragment CallToActionSection on STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION {
    title
    text
    buttons {
      ...SectionButton
    }
  }
`;
