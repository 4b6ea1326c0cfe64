import * as React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { buildPath } from '@rythmo/site-map';
import { Layout } from '../layouts/layout';
import { messageHead } from '../components/seo';
import { PageHeader } from '../components/page-header';
import { JobsList } from '../features/jobs/jobs-list';
import { useCardData } from '../features/jobs/offer-list';
import { translate } from '../i18n/messages';
import type { PageContext } from '../routing/page-context';

/** The jobs list (spec §2.4): the first page of the latest offers in the HTML, the live search on top. */
export default function JobsPage({ data, pageContext, location }: PageProps<Queries.JobsPageQuery, PageContext>): React.JSX.Element {
  const { locale } = pageContext;
  const toCard = useCardData();
  return (
    <Layout context={pageContext}>
      <PageHeader title={translate(locale, 'jobs_title')} lead={translate(locale, 'jobs_description')} />
      <nav aria-label={translate(locale, 'nav_contracts')}>
        <ul className="chips">
          {data.contracts.nodes.map((c) => (
            <li key={c.slug}>
              <Link to={buildPath('jobs-type', locale, { type: c.slug })}>{c.label}</Link>
            </li>
          ))}
          {data.works.nodes.map((w) => (
            <li key={w.slug}>
              <Link to={buildPath('works-slug', locale, { slug: w.slug })}>{w.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <JobsList path={buildPath('jobs', locale)} search={location.search} initial={{ offers: data.offers.nodes.map(toCard), total: data.offers.totalCount }} />
    </Layout>
  );
}

export const Head = messageHead('jobs_title', 'jobs_description');

export const query = graphql`
  query JobsPage($locale: String!) {
    offers: allStrapiJobOffer(sort: [{ publication_date: DESC }, { offer_id: DESC }], limit: 20) { totalCount nodes { ...OfferCard } }
    contracts: allStrapiContract(filter: { locale: { eq: $locale } }, sort: { slug: ASC }) { nodes { slug label } }
    works: allStrapiWork(filter: { locale: { eq: $locale } }, sort: { sort: ASC }) { nodes { slug name } }
  }
`;
