import * as React from 'react';
import { graphql } from 'gatsby';
import { Picture } from '../components/picture';
import { SectionHeading, type SectionProps } from './heading';
import { SectionButtons } from './buttons';

/** The page's opening: its headline (the page's h1 when it comes first), a text, up to two buttons, an image. */
export function HeroSection({ data, opens, id }: SectionProps<Queries.HeroSectionFragment>): React.JSX.Element {
  const picture = data.image?.localFile?.childImageSharp?.gatsbyImageData;
  return (
    <section className="section section-hero page-header" aria-labelledby={id}>
      <div>
        <SectionHeading id={id} title={data.headline} opens={opens} />
        {data.text ? <p className="lead">{data.text}</p> : null}
        <SectionButtons buttons={data.buttons} />
      </div>
      {picture ? <Picture image={picture} alt={data.image?.alternativeText ?? ''} className="page-image" priority={opens} /> : null}
    </section>
  );
}

export const heroSectionFragment = graphql`
  fragment HeroSection on STRAPI__COMPONENT_SECTIONS_HERO {
    headline
    text
    image {
      ...HeaderImage
    }
    buttons {
      ...SectionButton
    }
  }
`;
