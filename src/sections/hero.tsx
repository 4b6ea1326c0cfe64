import * as React from 'react';
import { graphql } from 'gatsby';
import { Picture } from '../components/picture';
import { SectionHeading, type SectionProps } from './heading';
import { SectionButtons } from './buttons';
import { SearchHero } from './search-hero';

/**
 * The page's opening: its headline (the page's h1 when it comes first), a text, up to two buttons, an image;
 * or, with the search box, the home page's opening (./search-hero.tsx).
 */
export function HeroSection(props: SectionProps<Queries.HeroSectionFragment>): React.JSX.Element {
  const { data, opens, id } = props;
  const picture = data.image?.localFile?.childImageSharp?.gatsbyImageData;
  if (data.search === true) return <SearchHero {...props} />;
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
    search
    image {
      ...HeaderImage
    }
    buttons {
      ...SectionButton
    }
  }
`;
