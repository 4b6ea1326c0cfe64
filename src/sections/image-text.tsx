import * as React from 'react';
import { graphql } from 'gatsby';
import { Markdown } from '../components/markdown';
import { Picture } from '../components/picture';
import { SectionHeading, type SectionProps } from './heading';

/** A formatted text beside an image, on the side the editor chose (above the text on a phone). */
export function ImageTextSection({ data, opens, id }: SectionProps<Queries.ImageTextSectionFragment>): React.JSX.Element {
  const picture = data.image?.localFile?.childImageSharp?.gatsbyImageData;
  return (
    <section
      className={`section section-image-text ${data.image_side === 'gauche' ? 'image-left' : 'image-right'}`}
      aria-labelledby={data.title ? id : undefined}
    >
      <div>
        <SectionHeading id={id} title={data.title} opens={opens} />
        <Markdown html={data.content?.data?.childMarkdownRemark?.html} />
      </div>
      {picture ? <Picture image={picture} alt={data.image?.alternativeText ?? ''} className="section-image" /> : null}
    </section>
  );
}

export const imageTextSectionFragment = graphql`
  fragment ImageTextSection on STRAPI__COMPONENT_SECTIONS_IMAGE_TEXT {
    title
    image_side
    image {
      alternativeText
      localFile {
        childImageSharp {
          gatsbyImageData(width: 560, layout: CONSTRAINED)
        }
      }
    }
    content {
      data {
        childMarkdownRemark {
          html
        }
      }
    }
  }
`;
