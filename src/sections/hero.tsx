import * as React from 'react';
import { graphql } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Picture } from '../components/picture';
import { SectionHeading, type SectionProps } from './heading';
import { SectionButtons } from './buttons';
import { HeroSearch } from '../features/search/search-dialog';

/**
 * The page's opening: its headline (the page's h1 when it comes first), a text, up to two buttons, an image;
 * or, with the search box, the home page's opening.
 */
export function HeroSection({ data, opens, id }: SectionProps<Queries.HeroSectionFragment>): React.JSX.Element {
  const { t } = useTranslation('common');
  const picture = data.image?.localFile?.childImageSharp?.gatsbyImageData;
  // With the search box: the home page's opening, on the brand's colour (its image, if any, left out).
  if (data.search === true)
    return (
      <section className="hero" aria-labelledby={id}>
        <SectionHeading id={id} title={data.headline} opens={opens} />
        {data.text ? <p className="lead">{data.text}</p> : null}
        <HeroSearch submitLabel={t('find_job')} />
        <SectionButtons buttons={data.buttons} />
      </section>
    );
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
