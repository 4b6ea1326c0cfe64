import * as React from 'react';
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { pageOffers } from '../features/jobs/page-offers';
import { buildPath } from '@rythmo/site-map';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { pageT } from '../i18n/page-messages';
import { PageHeader } from '../components/page-header';
import { JobsListGate } from '../features/jobs/jobs-list-gate';
import { useCardData } from '../features/jobs/offer-list';
import { useTranslation } from 'react-i18next';
import { listPageOf, type PageContext } from '../routing/page-context';

/** The jobs list: the first page of the latest offers in the HTML, the live search on top. */
export default function JobsPage({ data, pageContext, location }: PageProps<Queries.JobsPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const { locale } = pageContext;
  const toCard = useCardData();
  const offers = pageOffers(data.offers, pageContext);
  return (
    <Layout context={pageContext}>
      <PageHeader title={t('jobs_title')} lead={t('jobs_description')} />
      <nav aria-label={t('nav_contracts')}>
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
      <JobsListGate
        path={buildPath('jobs', locale)}
        search={location.search}
        listPage={pageContext.listPage}
        initial={{ offers: offers.nodes.map(toCard), total: offers.totalCount }}
      />
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.JobsPageQuery, PageContext>): React.JSX.Element => {
  const t = pageT(data.locales, pageContext.locale);
  return (
    <Seo
      page={listPageOf(pageContext)}
      context={pageContext}
      title={t('jobs_title')}
      description={t('jobs_description')}
      locales={data.locales}
      feed={{ all: true }}
    />
  );
};

export const query = graphql`
  query JobsPage($locale: String!, $namespaces: [String!]!, $offers: [String!]! = []) {
    ...PageLocales
    offers: offersById(ids: $offers) { ...OfferCard }
    contracts: allStrapiContract(filter: { locale: { eq: $locale } }, sort: { slug: ASC }) { nodes { slug label } }
    works: allStrapiWork(filter: { locale: { eq: $locale } }, sort: { sort: ASC }) { nodes { slug name } }
  }
`;
