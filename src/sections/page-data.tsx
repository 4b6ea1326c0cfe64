import * as React from 'react';
import type { PageContext } from '../routing/page-context';

type Offer = Queries.OfferCardFragment;
type Article = Queries.LatestArticleFragment;

/**
 * What some sections show besides their own fields, chosen for the whole page when it is built: the
 * offers of its offer-list sections (its context, src/build/section-offers.ts, and its query's offers)
 * and the blog's latest articles in its language.
 */
export type SectionPageData = { lists: PageContext['sectionOffers']; offers: readonly Offer[]; articles: readonly Article[] };

const SectionPageDataContext = React.createContext<SectionPageData>({ lists: undefined, offers: [], articles: [] });
export const SectionPageDataProvider = SectionPageDataContext.Provider;

/** The offers the build chose for the section at `index` of the page, in order, and how many match. */
export function useSectionOffers(index: number): { offers: Offer[]; total: number } {
  const { lists, offers } = React.useContext(SectionPageDataContext);
  return React.useMemo(() => {
    const list = lists?.[String(index)];
    if (list === undefined) return { offers: [], total: 0 };
    const byId = new Map(offers.map((offer) => [offer.id, offer]));
    return { offers: list.ids.flatMap((id) => byId.get(id) ?? []), total: list.total };
  }, [lists, offers, index]);
}

/** The blog's latest articles in the page's language, newest first. */
export const useLatestArticles = (): readonly Article[] => React.useContext(SectionPageDataContext).articles;
