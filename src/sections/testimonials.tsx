import * as React from 'react';
import { graphql } from 'gatsby';
import { SectionHeading, type SectionProps } from './heading';
import { present } from './present';

/** Candidates' or recruiters' words, each with who said them. */
export function TestimonialsSection({ data, opens, id }: SectionProps<Queries.TestimonialsSectionFragment>): React.JSX.Element {
  return (
    <section className="section" aria-labelledby={data.title ? id : undefined}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      <ul className="cards">
        {present(data.items).map((item) => (
          <li key={item.name} className="card">
            <blockquote>{item.quote}</blockquote>
            <p className="meta">{item.role ? `${item.name} · ${item.role}` : item.name}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const testimonialsSectionFragment = graphql`
  fragment TestimonialsSection on STRAPI__COMPONENT_SECTIONS_TESTIMONIALS {
    title
    items {
      name
      role
      quote
    }
  }
`;
