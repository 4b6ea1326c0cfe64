import * as React from 'react';
import { graphql } from 'gatsby';
import { Picture } from './picture';
import { useT } from '../i18n/locale-context';
import { Markdown } from './markdown';
import { OfferList } from './offer-list';

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

type AgencyProfileProps = { agency: Queries.AgencyProfileFragment; offers: { totalCount: number; nodes: readonly Queries.OfferCardFragment[] } };

/** An agency's profile, key figures and offers, shared by its page and its embeddable view. */
export function AgencyProfile({ agency, offers }: AgencyProfileProps): React.JSX.Element {
  const t = useT();
  const logo = agency.logo?.localFile?.childImageSharp?.gatsbyImageData;
  return (
    <article className="agency">
      <div className="page-header">
        <div>
          <h1>{agency.name}</h1>
          <p className="lead">{agency.profile}</p>
        </div>
        {logo !== undefined && logo !== null ? <Picture image={logo} alt={agency.logo?.alternativeText ?? agency.name} className="agency-logo" /> : null}
      </div>
      <Markdown html={agency.description?.data?.childMarkdownRemark?.html} />
      <ul className="figures">
        {(agency.numbers ?? []).map((n) => (n === null ? null : <li key={n.label}><strong>{n.value}</strong> {n.label}</li>))}
      </ul>
      {offers.totalCount === 0 ? <p className="empty">{t('agency_no_offers')}</p> : <OfferList offers={offers.nodes} total={offers.totalCount} />}
    </article>
  );
}
