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

/**
 * How many similar offers an offer page shows. Its context holds their ids (`similar`), which its query
 * reads with `offersById` (gatsby-node): the page depends on those offers alone.
 */
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
