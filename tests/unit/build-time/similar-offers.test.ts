import { similarOffers } from '../../../src/build-time/similar-offers';
import { distanceKm } from '@rythmo/site-map';

test('similar offers: the same trade, nearest first, at most four, never the offer itself', () => {
  const at = (id: string, trade: string, latitude: number, longitude: number) => ({ id, trades: [trade], latitude, longitude });
  const offers = [
    at('lyon-1', 'serveur', 45.76, 4.83),
    at('lyon-2', 'serveur', 45.77, 4.84),
    at('villeurbanne', 'serveur', 45.77, 4.88),
    at('grenoble', 'serveur', 45.19, 5.72),
    at('marseille', 'serveur', 43.3, 5.37),
    at('paris', 'serveur', 48.86, 2.35),
    at('lyon-barman', 'barman', 45.76, 4.83),
    { id: 'nowhere', trades: ['serveur'], latitude: null, longitude: null },
  ];
  const similar = similarOffers(offers);
  expect(similar.get('lyon-1')).toEqual(['lyon-2', 'villeurbanne', 'grenoble', 'marseille']);
  expect(similar.get('lyon-barman')).toEqual([]);
  expect(similar.get('nowhere')).toHaveLength(4);
  expect(similarOffers(offers, 2).get('paris')).toEqual(['lyon-2', 'lyon-1']);
  // At the same distance the smaller ids, wherever they come in the scan.
  const sameBuilding = ['d5', 'd4', 'd3', 'd2', 'd1'].map((id) => at(id, 'vendeur', 46, 5));
  expect(similarOffers([at('query', 'vendeur', 45, 5), ...sameBuilding]).get('query')).toEqual(['d1', 'd2', 'd3', 'd4']);
});

test('similar offers are those of sorting every candidate by distance, then id: 2,000 offers in 12 large trades and 60 small ones, some without a place', () => {
  let seed = 7;
  const random = (): number => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const trade = (): string => (random() < 0.1 ? `small${Math.floor(random() * 60)}` : `t${Math.floor(random() * 12)}`);
  const offers = Array.from({ length: 2000 }, (_, i) => ({
    id: `o${Math.floor(random() * 1e6)}-${i}`,
    trades: Array.from(new Set([trade(), ...(random() < 0.3 ? [trade()] : [])])),
    latitude: random() < 0.08 ? null : 43 + random() * 6,
    longitude: random() < 0.08 ? null : Math.round(random() * 8 * 10) / 10,
  }));
  const sortedAll = (offer: (typeof offers)[number]): string[] => {
    const candidates = new Map<string, number>();
    for (const other of offers) {
      if (other.id !== offer.id && other.trades.some((trade) => offer.trades.includes(trade))) {
        const { latitude, longitude } = offer;
        const km =
          latitude === null || longitude === null || other.latitude === null || other.longitude === null
            ? Number.POSITIVE_INFINITY
            : distanceKm(latitude, longitude, other.latitude, other.longitude);
        candidates.set(other.id, km);
      }
    }
    return [...candidates]
      .sort(([a, km], [b, other]) => km - other || (a < b ? -1 : 1))
      .slice(0, 4)
      .map(([id]) => id);
  };
  const similar = similarOffers(offers);
  for (const offer of offers) expect(similar.get(offer.id)).toEqual(sortedAll(offer));
});
