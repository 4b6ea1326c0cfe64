import * as React from 'react';
import { graphql } from 'gatsby';
import { Picture } from '../../components/picture';
import { Markdown } from '../../components/markdown';
import { FIRST_SCREEN } from '../../components/first-screen';

export const agencyProfileFragment = graphql`
  fragment AgencyProfile on STRAPI_AGENCY {
    name
    api_id
    slug
    profile
    logo { alternativeText localFile { childImageSharp { gatsbyImageData(width: 160, height: 84, layout: FIXED) } } }
    numbers { value label }
    description { data { childMarkdownRemark { html } } }
    seo { ...SeoFields }
  }
`;

type AgencyProfileProps = { agency: Queries.AgencyProfileFragment; children: React.ReactNode };

/** An agency's profile and key figures, then what the page adds (its offers). */
export function AgencyProfile({ agency, children }: AgencyProfileProps): React.JSX.Element {
  const logo = agency.logo?.localFile?.childImageSharp?.gatsbyImageData;
  return (
    <article className="agency">
      <div className="page-header">
        <div>
          <h1 {...FIRST_SCREEN}>{agency.name}</h1>
          <p className="lead">{agency.profile}</p>
        </div>
        {logo !== undefined && logo !== null ? <Picture image={logo} alt={agency.logo?.alternativeText ?? agency.name} className="agency-logo" /> : null}
      </div>
      <Markdown html={agency.description?.data?.childMarkdownRemark?.html} />
      <ul className="figures">
        {(agency.numbers ?? []).map((n) =>
          n === null ? null : (
            <li key={n.label}>
              <strong>{n.value}</strong> {n.label}
            </li>
          ),
        )}
      </ul>
      {children}
    </article>
  );
}
