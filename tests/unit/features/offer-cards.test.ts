import { sameCards } from '../../../src/features/jobs/offer-cards';
import type { OfferCardData } from '../../../src/features/jobs/offer-card';

const built: OfferCardData = {
  slug: '1887-serveur-lyon',
  title: 'Serveur / serveuse pour un cocktail',
  place: 'Lyon',
  contracts: [{ slug: 'extra', label: 'Extra' }],
  remuneration: 12.5,
  remuneration_unit: 'hour',
  start_date: '2026-12-04',
  publication_date: '2026-11-27T09:00:00.000Z',
  rhythm: { days: ['fri', 'sat'], slots: ['evening'], hours_per_week: 10 },
  agency: { slug: 'rythmo-lyon', name: 'Rythmo Lyon' },
};

test('the live API’s card shows the same as the build’s: its other fields and their order do not count', () => {
  // The API's card: more fields than a card shows, in another order.
  const live = { works: [{ slug: 'serveur', label: 'Serveur' }], hourly_pay: 12.5, event: null, ...built };
  const reordered = Object.fromEntries(Object.entries(live).reverse()) as unknown as OfferCardData;
  expect(sameCards([built], [reordered])).toBe(true);
  expect(sameCards([], [])).toBe(true);
});

test('any fact a card shows, changed, and the lists differ; so do another order, another length', () => {
  const other: OfferCardData = { ...built, slug: '1888-hote-lyon', title: 'Hôte d’accueil' };
  const changes: Partial<OfferCardData>[] = [
    { title: 'Serveur' },
    { place: null },
    { contracts: [{ slug: 'extra', label: 'Mission d’extra' }] },
    { remuneration: 13 },
    { remuneration_unit: 'day' },
    { start_date: null },
    { publication_date: '2026-11-28T09:00:00.000Z' },
    { rhythm: null },
    { rhythm: { days: ['fri'], slots: ['evening'], hours_per_week: 10 } },
    { rhythm: { days: ['fri', 'sat'], slots: ['evening'], hours_per_week: 12 } },
    { agency: null },
    { agency: { slug: 'rythmo-lyon', name: 'Rythmo Lyon Part-Dieu' } },
    { distance_km: 2.5 },
  ];
  for (const change of changes) expect(sameCards([built], [{ ...built, ...change }])).toBe(false);
  expect(sameCards([built, other], [other, built])).toBe(false);
  expect(sameCards([built, other], [built])).toBe(false);
});
