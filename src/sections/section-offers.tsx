import * as React from 'react';
import type { PageContext } from '../routing/page-context';

type Offer = Queries.OfferCardFragment;

/** The offers of a page's offer-list sections: the page's context (src/build/section-offers.ts) and its query's offers. */
export type SectionOffers = { lists: PageContext['sectionOffers']; offers: readonly Offer[] };

const SectionOffersContext = React.createContext<SectionOffers>({ lists: undefined, offers: [] });
export const SectionOffersProvider = SectionOffersContext.Provider;

/** The offers the build chose for the section at `index` of the page, in order, and how many match. */
export function useSectionOffers(index: number): { offers: Offer[]; total: number } {
  const { lists, offers } = React.useContext(SectionOffersContext);
  return React.useMemo(() => {
    const list = lists?.[String(index)];
    if (list === undefined) return { offers: [], total: 0 };
    const byId = new Map(offers.map((offer) => [offer.id, offer]));
    return { offers: list.ids.flatMap((id) => byId.get(id) ?? []), total: list.total };
  }, [lists, offers, index]);
}
