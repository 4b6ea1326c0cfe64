import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { buildPath, type Locale } from '@rythmo/site-map';
import { Layout } from '../layouts/layout';
import { Seo } from '../components/seo';
import { Breadcrumbs } from '../components/breadcrumbs';
import { OfferDetail } from '../features/jobs/offer-detail';
import { OfferJsonLd } from '../features/jobs/offer-json-ld';
import { OfferActions } from '../features/jobs/offer-actions';
import { ApplyButtons } from '../features/auth/apply-buttons';
import { OfferCards } from '../features/jobs/offer-cards';
import { useCardData } from '../features/jobs/offer-list';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { pageT } from '../i18n/page-messages';
import type { PageContext } from '../routing/page-context';
import type { Crumb } from '../seo/structured-data';

/**
 * An offer's page: where it sits (home, jobs, sector, trade), the offer, apply and share, and the
 * offers of the same trade nearest to it. Its embeddable view for partner sites is the shell of
 * ./job-offer-embed.tsx, which reads this page's data.
 */
/** The offer's sector and trade pages, above it (the first trade the offer names). */
function tradeCrumbs(data: Queries.JobOfferPageQuery, locale: Locale): Crumb[] {
  const tradeSlug = data.offer?.works?.find((work) => work !== null)?.slug;
  const trade = data.tradeLabels.nodes.find((node) => node.slug === tradeSlug);
  if (trade?.work == null) return [];
  return [
    { name: trade.work.name, path: buildPath('works-slug', locale, { slug: trade.work.slug }) },
    { name: trade.name, path: buildPath('works-slug-job', locale, { secteur: trade.work.slug, job: trade.slug }) },
  ];
}

export default function JobOfferPage({ data, pageContext }: PageProps<Queries.JobOfferPageQuery, PageContext>): React.JSX.Element {
  const { t } = useTranslation('common');
  const toCard = useCardData();
  const offer = data.offer;
  if (offer === null) throw new Error(`Offer ${pageContext.id ?? ''} is missing`);
  const { locale } = pageContext;
  // Nearest first: the order of the page's context (src/build-time/similar-offers.ts).
  const similar = data.similar;
  const trail = [
    { name: t('breadcrumbs_home'), path: buildPath('index', locale) },
    { name: t('jobs_title'), path: buildPath('jobs', locale) },
    ...tradeCrumbs(data, locale),
  ];
  return (
    <Layout context={pageContext}>
      <Breadcrumbs trail={trail} />
      <OfferDetail
        offer={offer}
        labels={data}
        actions={
          <OfferActions title={offer.title}>
            <ApplyButtons
              offerId={offer.offer_id}
              title={offer.title}
              validThrough={offer.valid_through}
              expiresAt={offer.expires_at}
              similar={similar.length > 0 ? '#similar-offers' : buildPath('jobs', locale)}
            />
          </OfferActions>
        }
      />
      {similar.length > 0 ? (
        <section aria-labelledby="similar-offers" className="offer-list">
          <h2 id="similar-offers">{t('offer_similar')}</h2>
          <OfferCards offers={similar.map(toCard)} asBuilt />
        </section>
      ) : null}
    </Layout>
  );
}

/** A description of its own for every offer's page (crawlers show it): its number, title, place and start. */
function offerDescription(offer: Queries.JobOfferPageQuery['offer'], t: TFunction<'common'>): string {
  if (offer === null) return '';
  const values = { id: offer.offer_id, title: offer.title, place: offer.place ?? offer.city?.name ?? '' };
  // The start written at build (gatsby-node.ts): the head is rendered again in the browser at the page's start.
  return offer.start_date_written ? t('offer_description_start', { ...values, date: offer.start_date_written }) : t('offer_description', values);
}

export const Head = ({ data, pageContext }: HeadProps<Queries.JobOfferPageQuery, PageContext>): React.JSX.Element => (
  <Seo
    context={pageContext}
    title={pageT(data.locales, pageContext.locale)('offer_page_title', { title: data.offer?.title ?? '' })}
    name={data.offer?.title ?? ''}
    description={offerDescription(data.offer, pageT(data.locales, pageContext.locale))}
    locales={data.locales}
    parents={['jobs', ...tradeCrumbs(data, pageContext.locale)]}
  >
    {data.offer !== null ? <OfferJsonLd offer={data.offer} context={pageContext} /> : null}
  </Seo>
);

export const query = graphql`
  query JobOfferPage($id: String!, $locale: String!, $namespaces: [String!]!, $similar: [String!]! = []) {
    ...PageLocales
    offer: strapiJobOffer(id: { eq: $id }) { ...OfferDetail expires_at start_date_written(locale: $locale) }
    similar: offersById(ids: $similar) { ...OfferCard }
    ...OfferLabels
  }
`;
