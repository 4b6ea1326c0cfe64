import { similarOffers } from '../../../src/build/similar-offers';

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
});
