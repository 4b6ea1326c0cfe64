import * as React from 'react';
import { graphql } from 'gatsby';
import { Picture } from './picture';
import { FIRST_SCREEN } from './first-screen';

type PageHeaderProps = {
  title: string;
  lead?: string | null;
  image?: Queries.HeaderImageFragment | null;
  children?: React.ReactNode;
};

/** The heading block of a page: title, lead paragraph and the CMS image when there is one. */
export function PageHeader({ title, lead, image, children }: PageHeaderProps): React.JSX.Element {
  const picture = image?.localFile?.childImageSharp?.gatsbyImageData;
  return (
    <div className="page-header">
      <div>
        <h1 {...FIRST_SCREEN}>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
      {picture !== undefined && picture !== null ? <Picture image={picture} alt={image?.alternativeText ?? ''} className="page-image" priority /> : null}
    </div>
  );
}

export const headerImageFragment = graphql`
  fragment HeaderImage on STRAPI__MEDIA {
    alternativeText
    localFile {
      childImageSharp {
        gatsbyImageData(width: 480, height: 252, layout: CONSTRAINED)
        social: resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, quality: 80) { src width height }
      }
    }
  }
`;
