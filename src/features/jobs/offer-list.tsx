import * as React from 'react';
import { graphql } from 'gatsby';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from 'react-i18next';
import { DAYS, RHYTHM_FIELDS, SLOTS } from '@rythmo/site-map';
import type { OfferCardData } from './offer-card';
import { OfferCards } from './offer-cards';
import { useSiteData } from '../../data/site-data';

export const offerCardFragment = graphql`
  fragment OfferCard on STRAPI_JOB_OFFER {
    id
    slug
    title
    place
    remuneration
    remuneration_unit
    start_date
    publication_date
    city { name slug }
    contracts { slug }
    agency { slug name }
    rhythm { monday tuesday wednesday thursday friday saturday sunday morning afternoon evening night hours_per_week }
  }
`;

type OfferCard = Queries.OfferCardFragment;

/** What the contract labels read of the site's data (../../data/site-data.ts). */
export const contractLabelsFragment = graphql`
  fragment ContractLabels on Query {
    contracts: allStrapiContract(sort: { slug: ASC }) { nodes { slug label locale } }
  }
`;

/** Contract labels in every locale, keyed "locale:slug": offers link to the French entries. */
export function useContractLabel(): (slug: string) => string {
  const { locale } = useLocale();
  const data: Queries.ContractLabelsFragment = useSiteData();
  const labels = React.useMemo(() => new Map(data.contracts.nodes.map((n) => [`${n.locale}:${n.slug}`, n.label])), [data]);
  return React.useCallback((slug) => labels.get(`${locale}:${slug}`) ?? slug, [labels, locale]);
}

/** An offer read at build time, as the card shows it (the live API gives the same fields). */
export function useCardData(): (offer: OfferCard) => OfferCardData {
  const contractLabel = useContractLabel();
  return React.useCallback(
    (offer) => {
      const rhythm = offer.rhythm;
      return {
        slug: offer.slug,
        title: offer.title,
        place: offer.place,
        contracts: (offer.contracts ?? []).flatMap((c) => (c === null ? [] : [{ slug: c.slug, label: contractLabel(c.slug) }])),
        remuneration: offer.remuneration,
        remuneration_unit: offer.remuneration_unit,
        start_date: offer.start_date,
        publication_date: offer.publication_date,
        rhythm:
          rhythm === null
            ? null
            : {
                days: DAYS.filter((day) => rhythm[RHYTHM_FIELDS[day]] === true),
                slots: SLOTS.filter((slot) => rhythm[RHYTHM_FIELDS[slot]] === true),
                hours_per_week: rhythm.hours_per_week ?? 0,
              },
        agency: offer.agency === null ? null : { slug: offer.agency.slug, name: offer.agency.name },
      };
    },
    [contractLabel],
  );
}

type OfferListProps = { offers: readonly OfferCard[]; total: number; title?: string };

/** A list of offers rendered at build time, with the total count; crawlers see every link. */
export function OfferList({ offers, total, title }: OfferListProps): React.JSX.Element {
  const { t } = useTranslation('common');
  const toCard = useCardData();
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="offer-list">
      <h2 id={headingId}>
        {title ?? t('latest_offers')} <span className="count">({t('offers_count', { count: total })})</span>
      </h2>
      {offers.length === 0 ? <p className="empty">{t('no_results')}</p> : <OfferCards offers={offers.map(toCard)} asBuilt />}
    </section>
  );
}
