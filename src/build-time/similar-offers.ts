/**
 * The similar offers of each offer page: offers of the same trade, nearest first (great-circle distance),
 * at most `count`. Computed once per build for every offer (pure: gatsby-node reads the offers and puts
 * the ids in each offer page's context).
 */
import { distanceKm } from '@rythmo/site-map';

export type OfferPlace = { id: string; trades: string[]; latitude: number | null; longitude: number | null };

/**
 * How many similar offers an offer page shows. Its context holds their ids (`similar`), which its query
 * reads with `offersById` (gatsby-node): the page depends on those offers alone.
 */
export const SIMILAR_COUNT = 4;

/** Nearer first; at the same distance, the smaller id. */
const before = (a: { id: string; km: number }, b: { id: string; km: number }): boolean => a.km < b.km || (a.km === b.km && a.id < b.id);

type Placed = OfferPlace & { latitude: number; longitude: number };
const hasPlace = (offer: OfferPlace): offer is Placed => offer.latitude !== null && offer.longitude !== null;
const byId = (a: OfferPlace, b: OfferPlace): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A trade's offers: those with a place by latitude; those without, and all of them, by id (at no distance). */
type Trade = { placed: Placed[]; unplaced: OfferPlace[]; all: OfferPlace[] };

/** The first index of `placed` (by latitude) whose latitude is not below `latitude`. */
function firstAtOrAbove(placed: readonly Placed[], latitude: number): number {
  let low = 0;
  let high = placed.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (placed[middle].latitude < latitude) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The nearest `count` offers sharing a trade with each offer, nearer first, then by id; offers without a
 * place are at no distance (after every placed one), and an offer without a place gets the smallest ids.
 * Exact, without measuring every pair: a trade's offers are scanned outward from the offer's latitude, and
 * the scan stops where the distance along the meridian alone, a lower bound of the distance, passes the
 * farthest kept. A trade has thousands of offers at 20,000, and every pair took 15 s of the build.
 */
export function similarOffers(offers: readonly OfferPlace[], count = SIMILAR_COUNT): Map<string, string[]> {
  const trades = new Map<string, Trade>();
  for (const offer of offers) {
    for (const name of offer.trades) {
      let trade = trades.get(name);
      if (trade === undefined) trades.set(name, (trade = { placed: [], unplaced: [], all: [] }));
      trade.all.push(offer);
      if (hasPlace(offer)) trade.placed.push(offer);
      else trade.unplaced.push(offer);
    }
  }
  for (const trade of trades.values()) {
    trade.placed.sort((a, b) => a.latitude - b.latitude);
    trade.unplaced.sort(byId);
    trade.all.sort(byId);
  }
  const similar = new Map<string, string[]>();
  for (const offer of offers) {
    const nearest: { id: string; km: number }[] = [];
    const full = (): boolean => nearest.length === count;
    /** Keeps a candidate in order (nearer, then smaller id); returns nothing. */
    const consider = (other: OfferPlace, km: number): void => {
      if (other.id === offer.id || nearest.some((kept) => kept.id === other.id)) return;
      const candidate = { id: other.id, km };
      if (full() && !before(candidate, nearest[count - 1])) return;
      let at = nearest.length;
      while (at > 0 && before(candidate, nearest[at - 1])) at -= 1;
      nearest.splice(at, 0, candidate);
      if (nearest.length > count) nearest.pop();
    };
    const own = offer.trades.flatMap((name) => trades.get(name) ?? []);
    if (hasPlace(offer)) {
      const { latitude, longitude } = offer;
      // Distances along the meridian rise as the scan goes out: past the farthest kept, nothing comes nearer.
      const beyond = (other: Placed): boolean => full() && distanceKm(latitude, longitude, other.latitude, longitude) > nearest[count - 1].km;
      for (const { placed } of own) {
        const start = firstAtOrAbove(placed, latitude);
        let up = start;
        let down = start - 1;
        while (up < placed.length || down >= 0) {
          const goUp = down < 0 || (up < placed.length && placed[up].latitude - latitude <= latitude - placed[down].latitude);
          const other = goUp ? placed[up] : placed[down];
          if (beyond(other)) {
            if (goUp) up = placed.length;
            else down = -1;
            continue;
          }
          consider(other, distanceKm(latitude, longitude, other.latitude, other.longitude));
          if (goUp) up += 1;
          else down -= 1;
        }
      }
    }
    // Offers at no distance, by id: the first `count` of each trade (and the offer itself) are enough.
    if (!full()) {
      for (const trade of own)
        for (const other of (hasPlace(offer) ? trade.unplaced : trade.all).slice(0, count + 1)) consider(other, Number.POSITIVE_INFINITY);
    }
    similar.set(
      offer.id,
      nearest.map((kept) => kept.id),
    );
  }
  return similar;
}
