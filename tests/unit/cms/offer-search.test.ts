import { distanceKm, searchWords, synonymTable } from '@rythmo/site-map';
import { addOfferWords, buildOfferIndex, noOfferWords, searchOffers, type OfferQuery, type OfferRecord } from '../../../cms/src/search/engine';
import { offerSearchParams } from '../../../cms/src/search/offer-params';
import { ParameterError } from '../../../cms/src/search/params';

const LYON = { lat: 45.764, long: 4.8357 };

const offer = (offerId: number, fields: Partial<OfferRecord> = {}): OfferRecord => ({
  offerId,
  slug: `${offerId}-offre`,
  title: `Offre ${offerId}`,
  place: 'Centre, Lyon',
  city: { slug: 'lyon', name: 'Lyon' },
  department: '69',
  region: '84',
  lat: LYON.lat,
  long: LYON.long,
  contracts: ['cdd'],
  trades: ['serveur'],
  sectors: ['restauration-et-traiteur'],
  studentTypes: [],
  agency: { slug: 'rhone-staff', name: 'Rhône Staff' },
  event: null,
  remuneration: 12,
  remunerationUnit: 'hour',
  startDate: '2026-12-01',
  publicationDate: '2026-11-20T10:00:00.000Z',
  validThrough: '2026-11-30',
  days: ['sat', 'sun'],
  slots: ['evening'],
  hoursPerWeek: 12,
  skills: [],
  description: '',
  ...fields,
});

const OFFERS: OfferRecord[] = [
  offer(1, { title: 'Serveurs pour un mariage', publicationDate: '2026-11-21T08:00:00.000Z', startDate: '2026-12-05' }),
  offer(2, {
    title: 'Hôtesse d’accueil en salon',
    contracts: ['cdi', 'temps-partiel'],
    trades: ['hote-accueil'],
    sectors: ['evenementiel'],
    days: ['mon', 'tue'],
    slots: ['morning'],
    hoursPerWeek: 30,
    publicationDate: '2026-11-22T08:00:00.000Z',
    startDate: '2026-12-02',
  }),
  offer(3, {
    title: 'Barman de nuit',
    city: { slug: 'villeurbanne', name: 'Villeurbanne' },
    lat: 45.7719,
    long: 4.8902,
    slots: ['night'],
    hoursPerWeek: 20,
    agency: null,
    event: 'festival-lumiere',
    publicationDate: '2026-11-19T08:00:00.000Z',
    startDate: '2026-12-10',
  }),
  // Marseille, 278 km from Lyon.
  offer(4, {
    title: 'Serveuse en brasserie',
    place: 'Vieux-Port, Marseille',
    city: { slug: 'marseille', name: 'Marseille' },
    department: '13',
    region: '93',
    lat: 43.2965,
    long: 5.3698,
    description: 'Service en salle et au bar.',
    skills: ['Anglais courant'],
    publicationDate: '2026-11-18T08:00:00.000Z',
    startDate: '2026-12-03',
  }),
  // Expired yesterday.
  offer(5, { title: 'Serveur expiré', validThrough: '2026-11-22', publicationDate: '2026-11-23T08:00:00.000Z' }),
];
const index = buildOfferIndex(OFFERS);
const TODAY = '2026-11-23';

const query = (fields: Partial<OfferQuery> = {}): OfferQuery => ({
  works: [],
  contractTypes: [],
  studentTypes: [],
  agency: [],
  event: [],
  cities: [],
  geolocation: null,
  location: null,
  days: [],
  slots: [],
  rhythmMatch: 'any',
  maxHours: null,
  minPay: null,
  availableOn: [],
  text: null,
  sort: 'relevance',
  page: 1,
  ...fields,
});
const NOW = '2026-11-23T12:00:00.000Z';
const ids = (fields: Partial<OfferQuery> = {}): number[] => searchOffers(index, query(fields), TODAY, NOW).hits.map((hit) => hit.offer.offerId);

describe('offer search: filters', () => {
  test('only offers still valid today, newest first by default', () => expect(ids()).toEqual([2, 1, 3, 4]));
  test('an offer dated later than now is not live yet: it appears once its time has come', () => {
    const later = buildOfferIndex([...OFFERS, offer(6, { title: 'Serveur à venir', publicationDate: '2026-11-23T17:00:00.000Z' })]);
    const found = (now: string) => searchOffers(later, query(), TODAY, now).hits.map((hit) => hit.offer.offerId);
    expect(found(NOW)).toEqual([2, 1, 3, 4]);
    expect(searchOffers(later, query({ text: 'serveur' }), TODAY, NOW).total).toBe(searchOffers(index, query({ text: 'serveur' }), TODAY, NOW).total);
    expect(found('2026-11-23T17:00:00.000Z')).toEqual([6, 2, 1, 3, 4]);
  });
  test('the values of one filter are alternatives, filters narrow each other', () => {
    expect(ids({ contractTypes: ['cdi', 'temps-partiel'] })).toEqual([2]);
    expect(ids({ contractTypes: ['cdd', 'cdi'] })).toEqual([2, 1, 3, 4]);
    expect(ids({ contractTypes: ['cdd'], days: ['sat'] })).toEqual([1, 3, 4]);
    expect(ids({ contractTypes: ['cdd'], days: ['sat'], slots: ['night'] })).toEqual([3]);
  });
  test('days and times: offers that include one of them, or (only) that ask for none but them', () => {
    expect(ids({ days: ['sat'] })).toEqual([1, 3, 4]);
    expect(ids({ days: ['sat'], rhythmMatch: 'only' })).toEqual([]);
    expect(ids({ days: ['sat', 'sun'], rhythmMatch: 'only' })).toEqual([1, 3, 4]);
    expect(ids({ days: ['sat', 'sun', 'mon'], slots: ['evening'], rhythmMatch: 'only' })).toEqual([1, 4]);
    expect(ids({ slots: ['morning', 'night'], rhythmMatch: 'only' })).toEqual([2, 3]);
    expect(ids({ slots: ['morning', 'night'] })).toEqual([2, 3]);
    expect(ids({ days: ['mon', 'sat'] })).toEqual([2, 1, 3, 4]);
    expect(ids({ days: ['mon', 'sat'], rhythmMatch: 'only' })).toEqual([]);
  });
  test('under « only », a day counts the offers it would let in with the days chosen', () => {
    const { facets } = searchOffers(index, query({ days: ['sat'], rhythmMatch: 'only' }), TODAY, NOW);
    expect(facets.days).toEqual({ sun: 3 });
    expect(searchOffers(index, query({ days: ['sat', 'sun'], rhythmMatch: 'only' }), TODAY, NOW).total).toBe(facets.days.sun);
    expect(searchOffers(index, query({ days: ['mon'], rhythmMatch: 'only' }), TODAY, NOW).facets.days).toEqual({ tue: 1 });
  });
  test('works take a trade or a sector', () => {
    expect(ids({ works: ['serveur'] })).toEqual([1, 3, 4]);
    expect(ids({ works: ['evenementiel'] })).toEqual([2]);
  });
  test('agency, event, hours per week at most, département and région', () => {
    expect(ids({ agency: ['rhone-staff'] })).toEqual([2, 1, 4]);
    expect(ids({ event: ['festival-lumiere'] })).toEqual([3]);
    expect(ids({ maxHours: 20 })).toEqual([1, 3, 4]);
    expect(ids({ location: { department: '13' } })).toEqual([4]);
    expect(ids({ location: { region: '84' } })).toEqual([2, 1, 3]);
  });
  test('city: the offers of the city itself, not its neighbours', () => {
    expect(ids({ cities: ['lyon'] })).toEqual([2, 1]);
    expect(ids({ cities: ['lyon', 'villeurbanne'] })).toEqual([2, 1, 3]);
    expect(ids({ cities: ['paris'] })).toEqual([]);
  });
  test('a radius keeps the offers within it, nearest first under relevance, each with its distance', () => {
    const page = searchOffers(index, query({ geolocation: { lat: 45.7719, long: 4.8902, radiusKm: 30 } }), TODAY);
    expect(page.hits.map((hit) => hit.offer.offerId)).toEqual([3, 2, 1]);
    expect(page.hits[0].distanceKm).toBeCloseTo(0, 5);
    expect(page.hits[1].distanceKm).toBeCloseTo(distanceKm(45.7719, 4.8902, LYON.lat, LYON.long), 9);
    expect(ids({ geolocation: { lat: 45.7719, long: 4.8902, radiusKm: 1 } })).toEqual([3]);
    expect(ids({ geolocation: { ...LYON, radiusKm: 200 } })).not.toContain(4);
    expect(ids({ geolocation: { ...LYON, radiusKm: 200 }, sort: '-publication_date' })).toEqual([2, 1, 3]);
  });
  test('distance: Lyon to Marseille is about 278 km', () => expect(distanceKm(LYON.lat, LYON.long, 43.2965, 5.3698)).toBeCloseTo(278, -1));
});

describe('offer search: text', () => {
  test('accents, case, plurals and feminines aside; every word must match', () => {
    expect(ids({ text: 'serveur' })).toEqual([1, 4]);
    expect(ids({ text: 'SERVEURS' })).toEqual([1, 4]);
    expect(ids({ text: 'serveuses' })).toEqual([1, 4]);
    expect(ids({ text: 'hotesse' })).toEqual([2]);
    expect(ids({ text: 'serveur lyon' })).toEqual([1]);
    expect(ids({ text: 'serveur marseille' })).toEqual([4]);
    expect(ids({ text: 'anglais' })).toEqual([4]);
    expect(ids({ text: 'serveur grenoble' })).toEqual([]);
  });
  test('a word matches whole words: « hôtesse » is not « hôtel », « bar » is not « barman »', () => {
    const hotel = buildOfferIndex([...OFFERS, offer(6, { title: 'Maître d’hôtel', publicationDate: '2026-11-22T09:00:00.000Z' })]);
    expect(searchOffers(hotel, query({ text: 'hôtesse' }), TODAY).hits.map((hit) => hit.offer.offerId)).toEqual([2]);
    expect(searchOffers(hotel, query({ text: 'hôtel' }), TODAY).hits.map((hit) => hit.offer.offerId)).toEqual([6]);
    expect(ids({ text: 'bar' })).toEqual([4]);
  });
  test('a word that is no word of the offers finds those it begins, else those one typo away', () => {
    expect(ids({ text: 'serveu' })).toEqual([1, 4]);
    expect(ids({ text: 'serv lyon' })).toEqual([1]);
    expect(ids({ text: 'barm' })).toEqual([3]);
    expect(ids({ text: 'serveir' })).toEqual([1, 4]);
    expect(ids({ text: 'brasserei' })).toEqual([4]);
    expect(ids({ text: 'sxrvxur' })).toEqual([]);
  });
  test("the labels of an offer's lists count, in every language given", () => {
    const labelled = buildOfferIndex(OFFERS, {
      labels: (record) => (record.trades.includes('serveur') ? ['Serveur / serveuse', 'Waiter / waitress'] : ['Head waiter']),
    });
    const found = (text: string): number[] => searchOffers(labelled, query({ text }), TODAY).hits.map((hit) => hit.offer.offerId);
    // A label's first word before its others: the waiters, then the head waiter.
    expect(found('waiter')).toEqual([1, 3, 4, 2]);
    expect(found('waitress')).toEqual([1, 3, 4]);
    expect(ids({ text: 'waiter' })).toEqual([]);
  });
  test("the synonyms find each other's offers, one way and the other", () => {
    const synonyms = synonymTable([
      ['hôte', 'hôtesse'],
      ['barman', 'barmaid', 'bartender'],
    ]);
    const found = (text: string): number[] => searchOffers(buildOfferIndex(OFFERS, { synonyms }), query({ text }), TODAY).hits.map((hit) => hit.offer.offerId);
    expect(found('hôte')).toEqual([2]);
    expect(found('hôtesses')).toEqual([2]);
    expect(found('barmaid')).toEqual([3]);
    expect(found('bartender')).toEqual([3]);
    expect(ids({ text: 'bartender' })).toEqual([]);
  });
  test('a query of little words only does not filter', () => expect(ids({ text: 'de la' })).toEqual([2, 1, 3, 4]));
  test('relevance puts a match in the title before one in the description', () => {
    expect(ids({ text: 'service' })).toEqual([4]);
    const both = buildOfferIndex([...OFFERS, offer(6, { title: 'Service en salle', publicationDate: '2026-11-10T09:00:00.000Z' })]);
    expect(searchOffers(both, query({ text: 'service' }), TODAY).hits.map((hit) => hit.offer.offerId)).toEqual([6, 4]);
  });
  test('words added an offer at a time (the alert run, between its slices) make the same index as at once', () => {
    const words = noOfferWords();
    OFFERS.forEach((record, position) => addOfferWords(words, record, position));
    const sliced = buildOfferIndex(OFFERS, { words });
    const whole = buildOfferIndex(OFFERS);
    expect(sliced.vocabulary).toEqual(whole.vocabulary);
    expect(sliced.postings).toEqual(whole.postings);
    expect(whole.vocabulary.stems).toContain('serveur');
  });
  test('searchWords stems, folds feminine endings but « -esse », and drops little words', () => {
    expect(searchWords('Les Hôtesses d’accueil des salons')).toEqual(['hotess', 'accueil', 'salon']);
    expect(searchWords('Serveuses, animatrices, caissières, vendeurs, conseillère')).toEqual(['serveur', 'anim', 'caissi', 'vendeur', 'conseil']);
    expect(searchWords('Serveur, animateur, caissier, vendeur, conseiller')).toEqual(['serveur', 'anim', 'caissi', 'vendeur', 'conseil']);
    expect(searchWords('employée, hôtesse')).toEqual(searchWords('employe hotesse'));
  });
});

describe('offer search: sorts and pages', () => {
  test('each sort orders the hits', () => {
    expect(ids({ sort: '-publication_date' })).toEqual([2, 1, 3, 4]);
    expect(ids({ sort: 'publication_date' })).toEqual([4, 3, 1, 2]);
    expect(ids({ sort: 'start_date' })).toEqual([2, 4, 1, 3]);
    expect(ids({ sort: '-start_date' })).toEqual([3, 1, 4, 2]);
  });
  test('pages of 20, a page past the end is empty', () => {
    const many = buildOfferIndex(
      Array.from({ length: 45 }, (_v, i) => offer(100 + i, { publicationDate: `2026-11-${String(10 + (i % 10)).padStart(2, '0')}T08:00:00.000Z` })),
    );
    const pages = [1, 2, 3, 4].map((page) => searchOffers(many, query({ page }), TODAY));
    expect(pages.map((page) => page.hits.length)).toEqual([20, 20, 5, 0]);
    expect(pages[3]).toMatchObject({ total: 45, pageCount: 3, pageSize: 20, page: 4 });
    const all = pages.flatMap((page) => page.hits.map((hit) => hit.offer.offerId));
    expect(new Set(all).size).toBe(45);
  });
  test('the next page or another sort of a search reads its kept hits: the same answer as a first search', () => {
    const offers = Array.from({ length: 45 }, (_v, i) =>
      offer(200 + i, {
        lat: 45.7 + i * 0.01,
        publicationDate: `2026-11-${String(10 + (i % 10)).padStart(2, '0')}T08:00:00.000Z`,
        startDate: `2026-12-${String(1 + (i % 9)).padStart(2, '0')}`,
      }),
    );
    const used = buildOfferIndex(offers);
    const searches: Partial<OfferQuery>[] = [
      {},
      { geolocation: { ...LYON, radiusKm: 30 } },
      { text: 'serveurs' },
      { days: ['sat'], geolocation: { lat: 45.9, long: 4.9, radiusKm: 20 } },
    ];
    for (const sort of ['relevance', '-publication_date', 'publication_date', 'start_date', '-start_date'] as const) {
      for (const search of searches) {
        for (const page of [2, 1, 3]) {
          const asked = query({ ...search, sort, page });
          expect(searchOffers(used, asked, TODAY)).toEqual(searchOffers(buildOfferIndex(offers), asked, TODAY));
        }
      }
    }
    expect(used.recent.size).toBe(searches.length);
  });
});

describe('offer search: pay, dates and distance', () => {
  // 12 € an hour; 91 € a day is 13 € an hour (7 h); 2,123.38 € a month is 14 € an hour (151.67 h).
  const paid = buildOfferIndex([
    offer(11, { remuneration: 12 }),
    offer(12, { remuneration: 91, remunerationUnit: 'day', publicationDate: '2026-11-21T08:00:00.000Z' }),
    offer(13, { remuneration: 2123.38, remunerationUnit: 'month', publicationDate: '2026-11-19T08:00:00.000Z', lat: 45.7719, long: 4.8902 }),
    offer(14, { remuneration: 12.99, publicationDate: '2026-11-22T08:00:00.000Z', lat: 43.2965, long: 5.3698 }),
  ]);
  const found = (fields: Partial<OfferQuery>): number[] => searchOffers(paid, query(fields), TODAY, NOW).hits.map((hit) => hit.offer.offerId);
  test('a minimum pay an hour reads every unit converted: a day of 7 hours, a month of 151.67', () => {
    expect(found({ minPay: 13 })).toEqual([12, 13]);
    expect(found({ minPay: 12.99 })).toEqual([14, 12, 13]);
    expect(found({ minPay: 14 })).toEqual([13]);
    expect(found({ minPay: 14.01 })).toEqual([]);
  });
  test('the pay steps count the offers at or above each, the other filters applied', () => {
    expect(searchOffers(paid, query({ minPay: 14 }), TODAY, NOW).facets.min_pay).toEqual({ '12': 4, '13': 2, '14': 1 });
    expect(searchOffers(paid, query({ cities: ['marseille'] }), TODAY, NOW).facets.min_pay).toEqual({});
  });
  test('sorted by pay, the best paid an hour first, then the newest; by distance, the nearest first', () => {
    expect(found({ sort: '-pay' })).toEqual([13, 12, 14, 11]);
    expect(found({ sort: '-pay', page: 1, minPay: 12.5 })).toEqual([13, 12, 14]);
    // Two offers at the same place: the newest first.
    expect(found({ sort: 'distance', geolocation: { lat: LYON.lat, long: LYON.long, radiusKm: 500 } })).toEqual([12, 11, 13, 14]);
    expect(found({ sort: 'distance', geolocation: { lat: 45.7719, long: 4.8902, radiusKm: 500 } })).toEqual([13, 12, 11, 14]);
  });
  test('« disponible le … »: the offers started by that day whose rhythm has its weekday; several dates are alternatives', () => {
    const dated = buildOfferIndex([
      offer(21, { startDate: '2026-12-01', days: ['sat', 'sun'] }),
      offer(22, { startDate: '2026-12-10', days: ['sat'] }),
      offer(23, { startDate: '2026-11-25', days: ['mon', 'tue'] }),
      offer(24, { startDate: '2026-11-25', days: [] }),
    ]);
    const on = (...availableOn: string[]): number[] =>
      searchOffers(dated, query({ availableOn, sort: 'start_date' }), TODAY, NOW)
        .hits.map((hit) => hit.offer.offerId)
        .sort();
    // 2026-12-05 is a Saturday, 2026-12-12 the next one, 2026-12-07 a Monday.
    expect(on('2026-12-05')).toEqual([21]);
    expect(on('2026-12-12')).toEqual([21, 22]);
    expect(on('2026-12-07')).toEqual([23]);
    expect(on('2026-12-05', '2026-12-07')).toEqual([21, 23]);
    expect(on('2026-11-28')).toEqual([]);
  });
});

describe('offer search: facet counts', () => {
  test('each value counts the offers the search would give with it added, the other filters unchanged', () => {
    const { facets, total } = searchOffers(index, query({ contractTypes: ['cdi'], days: ['mon'] }), TODAY);
    expect(total).toBe(1);
    // Contracts counted under the day filter alone; days under the contract filter alone.
    expect(facets.contract_types).toEqual({ cdi: 1, 'temps-partiel': 1 });
    expect(facets.days).toEqual({ mon: 1, tue: 1 });
    expect(facets.works).toEqual({ 'hote-accueil': 1, evenementiel: 1 });
    expect(facets.max_hours).toEqual({ '35': 1 });
  });
  test('with a single value chosen, its count is the total', () => {
    for (const contract of ['cdd', 'cdi', 'temps-partiel']) {
      const counts = searchOffers(index, query({ days: ['sat'] }), TODAY).facets.contract_types;
      expect(searchOffers(index, query({ days: ['sat'], contractTypes: [contract] }), TODAY).total).toBe(counts[contract] ?? 0);
    }
  });
});

describe('offer search parameters', () => {
  test('reads every filter as qs parses it', () => {
    expect(
      offerSearchParams({
        filter: {
          works: 'serveur,evenementiel',
          contract_types: 'cdd',
          city: 'villeurbanne',
          geolocation: { lat: '45.76', long: '4.83', radius: '10' },
          location: { department: '2a' },
          rhythm: { days: 'sat,sun', slots: 'night', max_hours: '20', match: 'only' },
          pay: { min_hourly: '12.5' },
          available_on: '2026-12-05,2026-12-12',
        },
        query: ' serveur ',
        sort: 'start_date',
        page: '3',
        locale: 'en',
      }),
    ).toEqual({
      works: ['serveur', 'evenementiel'],
      contractTypes: ['cdd'],
      studentTypes: [],
      agency: [],
      event: [],
      cities: ['villeurbanne'],
      geolocation: { lat: 45.76, long: 4.83, radiusKm: 10 },
      location: { department: '2A' },
      days: ['sat', 'sun'],
      slots: ['night'],
      rhythmMatch: 'only',
      maxHours: 20,
      minPay: 12.5,
      availableOn: ['2026-12-05', '2026-12-12'],
      text: 'serveur',
      sort: 'start_date',
      page: 3,
      locale: 'en',
    });
  });
  test('defaults: relevance, page 1, French, a radius of 30 km around a named place', () => {
    expect(offerSearchParams({ filter: { geolocation: { name: 'Lyon' } } })).toMatchObject({
      sort: 'relevance',
      page: 1,
      locale: 'fr',
      geolocation: { name: 'Lyon', radiusKm: 30 },
    });
  });
  test.each([
    [{ unknown: '1' }],
    [{ filter: 'cdd' }],
    [{ filter: { contracts: 'cdd' } }],
    [{ filter: { works: ['a', 'b'] } }],
    [{ filter: { works: 'Serveur' } }],
    [{ filter: { works: 'a,,b' } }],
    [{ filter: { works: 'a,a' } }],
    [{ filter: { city: 'Lyon' } }],
    [{ filter: { city: { slug: 'lyon' } } }],
    [{ filter: { geolocation: { lat: '45' } } }],
    [{ filter: { geolocation: { lat: '91', long: '4' } } }],
    [{ filter: { geolocation: { lat: '45', long: '4', radius: '0' } } }],
    [{ filter: { geolocation: { lat: '45', long: '4', radius: '201' } } }],
    [{ filter: { geolocation: {} } }],
    [{ filter: { location: { department: '69', region: '84' } } }],
    [{ filter: { location: { department: '6' } } }],
    [{ filter: { location: { region: 'ara' } } }],
    [{ filter: { rhythm: { days: 'lundi' } } }],
    [{ filter: { rhythm: { slots: 'noon' } } }],
    [{ filter: { rhythm: { max_hours: '49' } } }],
    [{ filter: { rhythm: { weeks: '2' } } }],
    [{ filter: { rhythm: { days: 'sat', match: 'all' } } }],
    [{ filter: { rhythm: { days: 'sat', match: ['only', 'any'] } } }],
    [{ sort: 'price' }],
    [{ sort: 'distance' }],
    [{ sort: 'distance', filter: { city: 'lyon' } }],
    [{ filter: { pay: '12' } }],
    [{ filter: { pay: { min_hourly: '-1' } } }],
    [{ filter: { pay: { min_hourly: 'douze' } } }],
    [{ filter: { pay: { max_hourly: '12' } } }],
    [{ filter: { available_on: '2026-02-30' } }],
    [{ filter: { available_on: '05/12/2026' } }],
    [{ filter: { available_on: '2026-12-05,2026-12-05' } }],
    [{ filter: { available_on: Array.from({ length: 15 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`).join(',') } }],
    [{ sort: ['relevance', 'start_date'] }],
    [{ page: '0' }],
    [{ page: '1.5' }],
    [{ page: '10001' }],
    [{ locale: 'de' }],
    [{ query: 'a'.repeat(101) }],
    [{ query: { $ne: 'x' } }],
  ])('refuses %j', (params) => expect(() => offerSearchParams(params as Record<string, unknown>)).toThrow(ParameterError));
});
