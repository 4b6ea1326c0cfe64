import * as React from 'react';
import { graphql, Link, useStaticQuery } from 'gatsby';
import { useLocale, useT } from '../../i18n/locale-context';
import { countOffers, formatAmount } from '../../i18n/messages';
import { formatDate } from '../../i18n/dates';
import { buildPath } from '@rythmo/site-map';
import { payKey } from './offer-pay';

export const offerCardFragment = graphql`
  fragment OfferCard on STRAPI_JOB_OFFER {
    id
    slug
    title
    place
    remuneration
    remuneration_unit
    start_date
    city { name slug }
    contracts { slug }
  }
`;

type OfferCard = Queries.OfferCardFragment;

/** Contract labels in every locale, keyed "locale:slug": offers link to the French entries. */
export function useContractLabel(): (slug: string) => string {
  const { locale } = useLocale();
  const data = useStaticQuery<Queries.ContractLabelsQuery>(graphql`
    query ContractLabels {
      allStrapiContract { nodes { slug label locale } }
    }
  `);
  const labels = React.useMemo(() => new Map(data.allStrapiContract.nodes.map((n) => [`${n.locale}:${n.slug}`, n.label])), [data]);
  return (slug) => labels.get(`${locale}:${slug}`) ?? slug;
}

type OfferListProps = { offers: readonly OfferCard[]; total: number; title?: string };

/** A list of offers rendered at build time, with the total count; crawlers see every link. */
export function OfferList({ offers, total, title }: OfferListProps): React.JSX.Element {
  const { locale } = useLocale();
  const t = useT();
  const contractLabel = useContractLabel();
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="offer-list">
      <h2 id={headingId}>
        {title ?? t('latest_offers')} <span className="count">({countOffers(locale, total)})</span>
      </h2>
      {offers.length === 0 ? (
        <p className="empty">{t('no_results')}</p>
      ) : (
        <ul className="cards">
          {offers.map((offer) => (
            <li key={offer.id} className="card offer-card">
              <h3>
                <Link to={buildPath('jobs-slug', locale, { slug: offer.slug })}>{offer.title}</Link>
              </h3>
              <p className="meta">
                {offer.place}
                {offer.start_date !== null ? ` · ${t('offer_start', { date: formatDate(locale, offer.start_date) })}` : ''}
              </p>
              <p className="meta">
                {(offer.contracts ?? []).map((c) => (c === null ? '' : contractLabel(c.slug))).join(', ')}
                {offer.remuneration !== null ? ` · ${t(payKey(offer.remuneration_unit), { amount: formatAmount(locale, offer.remuneration) })}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
