import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { buildPath } from '@rythmo/site-map';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { Breadcrumbs } from '../components/breadcrumbs';
import { OfferDetail } from '../features/jobs/offer-detail';
import { OfferJsonLd } from '../features/jobs/offer-json-ld';
import { OfferActions } from '../features/jobs/offer-actions';
import { ApplyButtons } from '../features/auth/apply-buttons';
import { OfferCard } from '../features/jobs/offer-card';
import { useCardData } from '../features/jobs/offer-list';
import { translate } from '../i18n/messages';
import type { PageContext } from '../routing/page-context';

/**
 * An offer's page: where it sits (home, jobs, sector, trade), the offer, apply and share, and the
 * offers of the same trade nearest to it. Its embeddable view for partner sites (route meta embed) shows
 * the offer alone.
 */
export default function JobOfferPage({ data, pageContext }: PageProps<Queries.JobOfferPageQuery, PageContext>): React.JSX.Element {
  const toCard = useCardData();
  const offer = data.offer;
  if (offer === null) throw new Error(`Offer ${pageContext.id ?? ''} is missing`);
  const { locale } = pageContext;
  const embedded = pageContext.embed === true;
  const tradeSlug = offer.works?.find((work) => work !== null)?.slug;
  const trade = data.tradeLabels.nodes.find((node) => node.slug === tradeSlug);
  const trail = [
    { label: translate(locale, 'breadcrumbs_home'), to: buildPath('index', locale) },
    { label: translate(locale, 'nav_jobs'), to: buildPath('jobs', locale) },
    ...(trade?.work != null
      ? [
          { label: trade.work.name, to: buildPath('works-slug', locale, { slug: trade.work.slug }) },
          { label: trade.name, to: buildPath('works-slug-job', locale, { secteur: trade.work.slug, job: trade.slug }) },
        ]
      : []),
  ];
  return (
    <Layout context={pageContext}>
      {embedded ? null : <Breadcrumbs trail={trail} current={offer.title} />}
      <OfferDetail
        offer={offer}
        labels={data}

        actions={
          embedded ? null : (
            <OfferActions title={offer.title}>
              <ApplyButtons offerId={offer.offer_id} title={offer.title} />
            </OfferActions>
          )
        }
      />
      {!embedded && data.similar.nodes.length > 0 ? (
        <section aria-labelledby="similar-offers" className="offer-list">
          <h2 id="similar-offers">{translate(locale, 'offer_similar')}</h2>
          <ul className="cards offer-cards">
            {data.similar.nodes.map((node) => (
              <OfferCard key={node.id} offer={toCard(node)} />
            ))}
          </ul>
        </section>
      ) : null}
    </Layout>
  );
}

export const Head = ({ data, pageContext }: HeadProps<Queries.JobOfferPageQuery, PageContext>): React.JSX.Element => (
  <Seo context={pageContext} title={data.offer?.title ?? ''} description={`${data.offer?.title ?? ''} – ${data.offer?.place ?? ''}`}>
    {data.offer !== null && pageContext.embed !== true ? <OfferJsonLd offer={data.offer} context={pageContext} /> : null}
  </Seo>
);

export const query = graphql`
  query JobOfferPage($id: String!, $locale: String!, $similar: [String]) {
    offer: strapiJobOffer(id: { eq: $id }) { ...OfferDetail }
    similar: allStrapiJobOffer(filter: { id: { in: $similar } }) { nodes { ...OfferCard } }
    ...OfferLabels
  }
`;
