/**
 * The similar offers of each offer page: offers of the same trade, nearest first (great-circle distance),
 * at most `count`. Computed once per build for every offer (pure: gatsby-node reads the offers and puts
 * the ids in each offer page's context).
 */
import { distanceKm } from '@rythmo/site-map';

export type OfferPlace = { id: string; trades: string[]; latitude: number | null; longitude: number | null };

function distance(a: OfferPlace, b: OfferPlace): number {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return Number.POSITIVE_INFINITY;
  return distanceKm(a.latitude, a.longitude, b.latitude, b.longitude);
}

/** How many similar offers an offer page shows: its query has a field for each (templates/job-offer.tsx). */
export const SIMILAR_COUNT = 4;

export function similarOffers(offers: readonly OfferPlace[], count = SIMILAR_COUNT): Map<string, string[]> {
  const byTrade = new Map<string, OfferPlace[]>();
  for (const offer of offers) {
    for (const trade of offer.trades) {
      const group = byTrade.get(trade);
      if (group === undefined) byTrade.set(trade, [offer]);
      else group.push(offer);
    }
  }
  const similar = new Map<string, string[]>();
  for (const offer of offers) {
    const candidates = new Map<string, { id: string; km: number }>();
    for (const trade of offer.trades) {
      for (const other of byTrade.get(trade) ?? []) {
        if (other.id !== offer.id && !candidates.has(other.id)) candidates.set(other.id, { id: other.id, km: distance(offer, other) });
      }
    }
    similar.set(
      offer.id,
      [...candidates.values()]
        .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
        .slice(0, count)
        .map((candidate) => candidate.id),
    );
  }
  return similar;
}

/**
 * The similar offers in an offer page's context, as its query reads them: one variable per place, and
 * whether the place is taken. The query looks each one up by id, so that the page depends on those offers
 * alone; a query of the offers whose id is in a list would depend on every offer (Gatsby runs such a query
 * again after any offer changes: all 6,400 offer pages of the seed for one edit), and would lose the order.
 */
export type SimilarContext = {
  similar0: string;
  similar1: string;
  similar2: string;
  similar3: string;
  hasSimilar0: boolean;
  hasSimilar1: boolean;
  hasSimilar2: boolean;
  hasSimilar3: boolean;
};

export function similarContext(ids: readonly string[]): SimilarContext {
  const at = (index: number): string => ids[index] ?? '';
  return {
    similar0: at(0),
    similar1: at(1),
    similar2: at(2),
    similar3: at(3),
    hasSimilar0: ids.length > 0,
    hasSimilar1: ids.length > 1,
    hasSimilar2: ids.length > 2,
    hasSimilar3: ids.length > 3,
  };
}
