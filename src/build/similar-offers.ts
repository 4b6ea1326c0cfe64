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

/** Nearer first; at the same distance, the smaller id. */
const before = (a: { id: string; km: number }, b: { id: string; km: number }): boolean => a.km < b.km || (a.km === b.km && a.id < b.id);

export function similarOffers(offers: readonly OfferPlace[], count = SIMILAR_COUNT): Map<string, string[]> {
  const byTrade = new Map<string, OfferPlace[]>();
  for (const offer of offers) {
    for (const trade of offer.trades) {
      const group = byTrade.get(trade);
      if (group === undefined) byTrade.set(trade, [offer]);
      else group.push(offer);
    }
  }
  // The nearest `count` of each offer's trades, kept in order as the candidates come: a trade has hundreds
  // of offers at 20,000, and sorting them all for each offer took most of the build's planning.
  const similar = new Map<string, string[]>();
  for (const offer of offers) {
    const nearest: { id: string; km: number }[] = [];
    for (const trade of offer.trades) {
      for (const other of byTrade.get(trade) ?? []) {
        if (other.id === offer.id || nearest.some((kept) => kept.id === other.id)) continue;
        const candidate = { id: other.id, km: distance(offer, other) };
        if (nearest.length === count && !before(candidate, nearest[count - 1])) continue;
        let at = nearest.length;
        while (at > 0 && before(candidate, nearest[at - 1])) at -= 1;
        nearest.splice(at, 0, candidate);
        if (nearest.length > count) nearest.pop();
      }
    }
    similar.set(
      offer.id,
      nearest.map((kept) => kept.id),
    );
  }
  return similar;
}
