import * as React from 'react';
import type { PageContext } from '../routing/page-context';
import type { LiveCheck } from './live-check';

type Offer = Queries.OfferCardFragment;
type Article = Queries.LatestArticleFragment;

/**
 * What some sections show besides their own fields, chosen for the whole page when it is built: the
 * offers of its offer-list sections (its context, src/build-time/section-offers.ts, and its query's offers),
 * the blog's latest articles in its language, and the counts of offers its claims and city links show.
 */
export type SectionPageData = {
  lists: PageContext['sectionOffers'];
  /** The live figures of its key-figures sections, by the section's place in the zone. */
  counts?: PageContext['sectionCounts'];
  /** The searches of its alert sign-ups, by the section's place in the zone. */
  searches?: PageContext['sectionSearches'];
  offers: readonly Offer[];
  articles: readonly Article[];
  /** How many offers are online (the claims' count), when the page shows its claims. */
  offerTotal?: number;
  /** How many offers each city has, by slug, where the page counts them (the home page's city links). */
  cityCounts?: PageContext['offerCounts'];
  /** The general settings its claims show, when the page shows them. */
  claims?: Queries.ClaimsGlobalFragment | null;
};

const SectionPageDataContext = React.createContext<SectionPageData>({ lists: undefined, offers: [], articles: [] });
export const SectionPageDataProvider = SectionPageDataContext.Provider;

type PageQueryData = {
  offers: readonly Offer[];
  articles?: { nodes: readonly Article[] } | null;
  claims?: Queries.ClaimsGlobalFragment | null;
};

/** A page's section data (a page of sections', the home page's): from its context, which the build wrote, and its query's answer. */
export function useSectionPageData(
  context: Pick<PageContext, 'sectionOffers' | 'sectionCounts' | 'sectionSearches' | 'offerTotal' | 'offerCounts'>,
  data: PageQueryData,
): SectionPageData {
  const { sectionOffers, sectionCounts, sectionSearches, offerTotal, offerCounts } = context;
  const { offers, articles, claims } = data;
  return React.useMemo(
    () => ({
      lists: sectionOffers,
      counts: sectionCounts,
      searches: sectionSearches,
      offers,
      articles: articles?.nodes ?? [],
      offerTotal,
      cityCounts: offerCounts,
      claims,
    }),
    [sectionOffers, sectionCounts, sectionSearches, offerTotal, offerCounts, offers, articles, claims],
  );
}

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

/**
 * What the offer-list section at `index` checks with the live API before it loads its code
 * (./live-check.ts): null for a section its page's build gave no list.
 */
export function useSectionLiveCheck(index: number, count: number): LiveCheck | null {
  const { lists } = React.useContext(SectionPageDataContext);
  const { offers } = useSectionOffers(index);
  const list = lists?.[String(index)];
  return React.useMemo(
    () => (list?.live === undefined ? null : { live: list.live, slugs: offers.map((offer) => offer.slug), total: list.total, count }),
    [list, offers, count],
  );
}

/** The page's counts of offers: all online, and each city's where the page has them. */
export function useOfferCounts(): { total: number | undefined; cities: PageContext['offerCounts'] } {
  const { offerTotal, cityCounts } = React.useContext(SectionPageDataContext);
  return { total: offerTotal, cities: cityCounts };
}

/** The live figures the build counted for the key-figures section at `index`, in the order of its items. */
export const useSectionCounts = (index: number): readonly number[] | undefined => React.useContext(SectionPageDataContext).counts?.[String(index)];

/** The jobs list's search (its URL's query) the alert sign-up section at `index` alerts on, written by the build. */
export const useSectionSearch = (index: number): string => React.useContext(SectionPageDataContext).searches?.[String(index)] ?? '';

/** The general settings the page's claims show (the number of offers announced, the profile's minutes…). */
export const useClaims = (): Queries.ClaimsGlobalFragment | null | undefined => React.useContext(SectionPageDataContext).claims;

/** The blog's latest articles in the page's language, newest first. */
export const useLatestArticles = (): readonly Article[] => React.useContext(SectionPageDataContext).articles;
