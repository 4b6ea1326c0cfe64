import * as React from 'react';
import { useKeptPublishedDates } from '../../components/published-date';
import { followInSite, keptOrDrawn, useKeptAsBuilt } from '../../sections/static-section';
import { OfferCard, type OfferCardData } from './offer-card';

type OfferCardsProps = {
  offers: OfferCardData[];
  /**
   * The cards are the build's: on the page's start their HTML is kept as it is, neither rendered nor
   * hydrated (most of a list page's start, else), until `asBuilt` turns false and they are drawn by their code.
   */
  asBuilt: boolean;
  /** Classes beside `cards offer-cards`. */
  className?: string;
  /** What a card adds for one offer (on the jobs list, whether it fits the candidate's rhythm). */
  extra?: (offer: OfferCardData) => React.ReactNode;
};

/** A list of offers' cards. Kept as built, their links still lead in the site and their dates are told relative. */
export function OfferCards({ offers, asBuilt, className, extra }: OfferCardsProps): React.JSX.Element {
  // Asked here, not by the list around: the check renders its component again once hydrated, which would
  // set a field of the list's form back to its state (text typed before the page hydrated: JobsSearchForm).
  const kept = useKeptAsBuilt() && asBuilt;
  const list = React.useRef<HTMLUListElement>(null);
  useKeptPublishedDates(list, kept);
  const classes = className === undefined ? 'cards offer-cards' : `cards offer-cards ${className}`;
  // Kept, its links lead in the site (followInSite); drawn, they are Gatsby's.
  return keptOrDrawn(kept, 'ul', kept ? { ref: list, className: classes, onClick: followInSite } : { className: classes }, () =>
    offers.map((offer) => (
      <OfferCard key={offer.slug} offer={offer}>
        {extra?.(offer)}
      </OfferCard>
    )),
  );
}

/** What a card shows of an offer, in one order (the live API's cards have more fields, in their own order). */
const cardFacts = (offer: OfferCardData): unknown[] => [
  offer.slug,
  offer.title,
  offer.place,
  offer.contracts.map((contract) => [contract.slug, contract.label]),
  offer.remuneration,
  offer.remuneration_unit,
  offer.start_date,
  offer.publication_date,
  offer.rhythm === null ? null : [offer.rhythm.days, offer.rhythm.slots, offer.rhythm.hours_per_week],
  offer.agency === null ? null : [offer.agency.slug, offer.agency.name],
  offer.distance_km ?? null,
];

/** Whether two lists of offers show the same cards. */
export const sameCards = (a: readonly OfferCardData[], b: readonly OfferCardData[]): boolean =>
  JSON.stringify(a.map(cardFacts)) === JSON.stringify(b.map(cardFacts));
