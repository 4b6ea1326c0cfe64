import { listOfPagePath, listPagePath, offerLists, withOfferLists, type ListedOffer } from '../../../src/build-time/list-pages';
import type { PlannedPage } from '../../../src/build-time/pages';

type Belongs = { city?: string; contracts?: string[]; event?: string; types?: string[]; trades?: [trade: string, work: string][]; agency?: string };

const offer = (id: string, offerId: number, published: string, of: Belongs = {}): ListedOffer => ({
  id,
  offer_id: offerId,
  publication_date: published,
  city: of.city === undefined ? null : { slug: of.city },
  contracts: (of.contracts ?? []).map((slug) => ({ slug })),
  event: of.event === undefined ? null : { slug: of.event },
  student_job_types: (of.types ?? []).map((slug) => ({ slug })),
  works: (of.trades ?? []).map(([slug, work]) => ({ slug, work: { slug: work } })),
  agency: of.agency === undefined ? null : { slug: of.agency },
});

const planned = (path: string, template: string, slug?: string, embed = false): PlannedPage =>
  ({ path, template, context: { locale: 'fr', alternates: { fr: path }, slug, ...(embed ? { embed } : {}) } }) as unknown as PlannedPage;

test('each list holds its offers newest first, then by the highest offer number: all, by city, contract, event, student job type, trade, sector and agency', () => {
  const lists = offerLists([
    offer('a', 1, '2026-11-01T08:00:00.000Z', {
      city: 'lyon',
      contracts: ['cdd', 'temps-partiel'],
      event: 'fete-des-lumieres',
      types: ['week-end'],
      trades: [
        ['barman', 'hotellerie'],
        ['serveur', 'hotellerie'],
      ],
      agency: 'lyon-centre',
    }),
    offer('b', 2, '2026-11-03T08:00:00.000Z', { city: 'lyon', contracts: ['cdi'], trades: [['vendeur', 'commerce']] }),
    offer('c', 3, '2026-11-01T08:00:00.000Z', { city: 'paris', contracts: ['cdd'], types: ['soir'] }),
    offer('d', 4, '2026-10-30T08:00:00.000Z'),
  ]);
  expect(Object.fromEntries(lists)).toEqual({
    'jobs:': ['b', 'c', 'a', 'd'],
    'city:lyon': ['b', 'a'],
    'city:paris': ['c'],
    'contract:cdi': ['b'],
    'contract:cdd': ['c', 'a'],
    'contract:temps-partiel': ['a'],
    'event:fete-des-lumieres': ['a'],
    'student-job-type:soir': ['c'],
    'student-job-type:week-end': ['a'],
    'student-city:paris': ['c'],
    'student-city:lyon': ['a'],
    'work:commerce': ['b'],
    'work:hotellerie': ['a'],
    'trade:vendeur': ['b'],
    'trade:barman': ['a'],
    'trade:serveur': ['a'],
    'agency:lyon-centre': ['a'],
  });
});

test("each page that lists offers gets its page of its list's ids and the list's length; lists of 45 offers have pages 2 and 3", () => {
  const ids = Array.from({ length: 45 }, (_, i) => `o${i}`);
  const lists = new Map([
    ['jobs:', ids],
    ['city:lyon', ids.slice(0, 20)],
    ['city:paris', ids.slice(0, 21)],
    ['trade:barman', ids],
  ]);
  const pages = withOfferLists(
    [
      planned('/', 'home'),
      planned('/offres-emploi', 'jobs'),
      planned('/en/jobs', 'jobs'),
      planned('/villes/lyon', 'city', 'lyon'),
      planned('/villes/paris', 'city', 'paris'),
      planned('/villes/rennes', 'city', 'rennes'),
      planned('/metiers/hotellerie/barman', 'trade', 'barman'),
      planned('/faq', 'faq'),
      planned('/iframe/offres-emploi', 'jobs', undefined, true),
    ],
    lists,
  );
  const shown = pages.map(({ path, context }) => [path, context.listPage, context.offers?.[0], context.offers?.length, context.offerCount]);
  expect(shown).toEqual([
    // The home page's offers are its offer-list section's (src/build-time/section-offers.ts).
    ['/', undefined, undefined, undefined, undefined],
    ['/offres-emploi', undefined, 'o0', 20, 45],
    ['/en/jobs', undefined, 'o0', 20, 45],
    ['/villes/lyon', undefined, 'o0', 20, 20],
    ['/villes/paris', undefined, 'o0', 20, 21],
    ['/villes/rennes', undefined, undefined, 0, 0],
    ['/metiers/hotellerie/barman', undefined, 'o0', 20, 45],
    ['/faq', undefined, undefined, undefined, undefined],
    ['/iframe/offres-emploi', undefined, 'o0', 20, 45],
    ['/_pages/offres-emploi/2', 2, 'o20', 20, 45],
    ['/_pages/offres-emploi/3', 3, 'o40', 5, 45],
    ['/_pages/en/jobs/2', 2, 'o20', 20, 45],
    ['/_pages/en/jobs/3', 3, 'o40', 5, 45],
    ['/_pages/villes/paris/2', 2, 'o20', 1, 21],
  ]);
  expect(pages[9].context.alternates).toEqual({ fr: '/offres-emploi' });
  expect(listPagePath('/villes/lyon', 7)).toBe('/_pages/villes/lyon/7');
  expect(listOfPagePath('/_pages/en/cities/lyon/12')).toBe('/en/cities/lyon');
  expect(listOfPagePath('/villes/lyon')).toBeNull();
});

test('the index pages get how many offers each entry has, by slug, and other pages none', () => {
  const lists = offerLists([
    offer('a', 1, '2026-11-01T08:00:00.000Z', { city: 'lyon', contracts: ['cdd', 'temps-partiel'], types: ['soir'], agency: 'lyon-centre' }),
    offer('b', 2, '2026-11-03T08:00:00.000Z', { city: 'lyon', contracts: ['cdd'] }),
    offer('c', 3, '2026-11-01T08:00:00.000Z', { city: 'paris', types: ['soir'] }),
  ]);
  const pages = withOfferLists(
    [
      planned('/', 'home'),
      planned('/villes', 'cities'),
      planned('/contrats', 'contracts'),
      planned('/jobs-etudiants', 'student-jobs'),
      planned('/partenaires', 'agencies'),
      planned('/villes/lyon', 'city', 'lyon'),
    ],
    lists,
  );
  const counts = Object.fromEntries(pages.map((page) => [page.path, page.context.offerCounts]));
  expect(counts).toEqual({
    '/': { lyon: 2, paris: 1 },
    '/villes': { lyon: 2, paris: 1 },
    '/contrats': { cdd: 2, 'temps-partiel': 1 },
    '/jobs-etudiants': { soir: 2 },
    '/partenaires': { 'lyon-centre': 1 },
    '/villes/lyon': undefined,
  });
  // The home page's offers are its offer-list section's (src/build-time/section-offers.ts).
  expect(pages[0].context.offers).toBeUndefined();
});
