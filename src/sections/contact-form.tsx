import * as React from 'react';
import { graphql } from 'gatsby';
import { ContactFormIsland } from '../features/contact/contact-island';
import { SectionHeading, type SectionProps } from './heading';

/** The company contact form, as on the recruiters' contact page: its code and captcha load on the pages that show it. */
export function ContactFormSection({ data, opens, id }: SectionProps<Queries.ContactFormSectionFragment>): React.JSX.Element {
  return (
    <section className="section contact-section account-page contact-page" aria-labelledby={data.title ? id : undefined}>
      <SectionHeading id={id} title={data.title} opens={opens} />
      {data.text ? <p>{data.text}</p> : null}
      <ContactFormIsland />
    </section>
  );
}

export const contactFormSectionFragment = graphql`
  fragment ContactFormSection on STRAPI__COMPONENT_SECTIONS_CONTACT_FORM {
    title
    text
  }
`;
