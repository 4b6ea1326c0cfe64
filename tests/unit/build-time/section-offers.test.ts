import qs from 'qs';
import { DAYS, RHYTHM_FIELDS, SLOTS, type Day, type Slot } from '@rythmo/site-map';
import { buildOfferIndex, searchOffers, type OfferRecord } from '../../../cms/src/search/engine';
import { offerSearchParams } from '../../../cms/src/search/offer-params';
import {
  departmentRegions,
  offerWords,
  sectionList,
  searchesWords,
  withSectionData,
  topicZone,
  homeZone,
  type OfferTexts,
  type OfferWords,
  type PageSection,
  type SectionOffer,
} from '../../../src/build-time/section-offers';
import { apiSearch, jobsSearch } from '../../../src/features/jobs/jobs-query';
import { offerListQuery } from '../../../src/sections/offer-criteria';
import type { PlannedPage } from '../../../src/build-time/pages';
import { i18nPageContext } from '../../../src/i18n/options';

const TODAY = '2026-11-28';

/** A small deterministic generator, so that the offers vary but every run sees the same ones. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const CITIES = [
  { slug: 'lyon', name: 'Lyon', department: '69' },
  { slug: 'villeurbanne', name: 'Villeurbanne', department: '69' },
  { slug: 'grenoble', name: 'Grenoble', department: '38' },
  { slug: 'marseille', name: 'Marseille', department: '13' },
  { slug: 'paris', name: 'Paris', department: '75' },
  { slug: 'ajaccio', name: 'Ajaccio', department: '2A' },
];
const TRADES = [
  { slug: 'serveur', sector: 'restauration', title: 'Serveuse en brasserie' },
  { slug: 'barman', sector: 'restauration', title: 'Barman de nuit' },
  { slug: 'hote-accueil', sector: 'evenementiel', title: 'Hôtesse d’accueil en salon' },
  { slug: 'runner', sector: 'evenementiel', title: 'Runner pour un concert' },
  { slug: 'animateur', sector: 'animation', title: 'Animateurs commerciaux en magasin' },
];
const CONTRACTS = ['cdd', 'cdi', 'temps-partiel'];
const STUDENT_TYPES = ['week-end', 'ete'];
const AGENCIES = ['rhone-staff', 'sud-interim'];
const EVENTS = ['fete-des-lumieres', 'salon-du-tourisme'];
const SKILLS = ['Anglais courant', 'Port de charges', 'Sourire', 'Permis B'];

const regions = departmentRegions();
const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)];
const subset = <T>(next: () => number, values: readonly T[]): T[] => values.filter(() => next() < 0.4);

/** Offers as the live search holds them (records) and as the build reads them (nodes, and their words). */
function offers(count: number): { records: OfferRecord[]; nodes: SectionOffer[]; words: OfferWords } {
  const next = random(7);
  const records: OfferRecord[] = [];
  const nodes: SectionOffer[] = [];
  const texts: OfferTexts[] = [];
  for (let offerId = 1; offerId <= count; offerId += 1) {
    const city = pick(next, CITIES);
    const trade = pick(next, TRADES);
    const contracts = subset(next, CONTRACTS);
    const studentTypes = subset(next, STUDENT_TYPES);
    const agency = next() < 0.8 ? pick(next, AGENCIES) : null;
    const event = next() < 0.3 ? pick(next, EVENTS) : null;
    const days = subset(next, DAYS) as Day[];
    const slots = subset(next, SLOTS) as Slot[];
    const hours = 5 + Math.floor(next() * 36);
    // Two offers share each publication date and start: the orders' ties are broken by the offer number.
    const publication = `2026-11-${String(1 + (Math.floor(offerId / 2) % 27)).padStart(2, '0')}T08:00:00.000Z`;
    const start = `2026-12-${String(1 + Math.floor(next() * 14)).padStart(2, '0')}`;
    const skills = subset(next, SKILLS);
    const description = next() < 0.5 ? 'Service en salle, au bar et en terrasse.' : 'Accueil des visiteurs et orientation.';
    const place = `Centre, ${city.name}`;
    records.push({
      offerId,
      slug: `${offerId}-offre`,
      title: trade.title,
      place,
      city: { slug: city.slug, name: city.name },
      department: city.department,
      region: regions.get(city.department) ?? null,
      lat: 45,
      long: 5,
      contracts,
      trades: [trade.slug],
      sectors: [trade.sector],
      studentTypes,
      agency: agency === null ? null : { slug: agency, name: agency },
      event,
      remuneration: 12,
      remunerationUnit: 'hour',
      startDate: start,
      publicationDate: publication,
      validThrough: '2027-01-31',
      days,
      slots,
      hoursPerWeek: hours,
      skills,
      description,
    });
    const id = `offer-${offerId}`;
    nodes.push({
      id,
      offer_id: offerId,
      publication_date: publication,
      start_date: start,
      city: { slug: city.slug, county_code: city.department },
      contracts: contracts.map((slug) => ({ slug })),
      event: event === null ? null : { slug: event },
      student_job_types: studentTypes.map((slug) => ({ slug })),
      works: [{ slug: trade.slug, work: { slug: trade.sector } }],
      agency: agency === null ? null : { slug: agency },
      rhythm: {
        ...Object.fromEntries([
          ...DAYS.map((day) => [RHYTHM_FIELDS[day], days.includes(day)]),
          ...SLOTS.map((slot) => [RHYTHM_FIELDS[slot], slots.includes(slot)]),
        ]),
        hours_per_week: hours,
      },
    });
    texts.push({
      id,
      title: trade.title,
      place,
      city: { name: city.name },
      required_skills: skills.map((name) => ({ name })),
      description: { data: { description } },
    });
  }
  return { records, nodes, words: offerWords(texts) };
}

const { records, nodes, words } = offers(400);
const index = buildOfferIndex(records);

/** The live search's answer to a section's search, as the jobs list asks it: offer numbers of its first page, and the total. */
function liveAnswer(section: PageSection): { ids: number[]; total: number } {
  const params = offerSearchParams(qs.parse(apiSearch(offerListQuery(section), 'fr')) as Record<string, unknown>);
  const { hits, total } = searchOffers(index, { ...params, geolocation: null }, TODAY, `${TODAY}T12:00:00.000Z`);
  return { ids: hits.map((hit) => hit.offer.offerId), total };
}

const SECTIONS: [string, PageSection][] = [
  ['nothing chosen: the newest', {}],
  ['a city', { city: { slug: 'lyon' } }],
  ['a département', { department: '69' }],
  ['a département in lower case', { department: '2a' }],
  ['a région', { region: '84' }],
  ['a trade', { trade: { slug: 'barman' } }],
  ['a sector', { sector: { slug: 'evenementiel' } }],
  ['a contract type', { contract: { slug: 'cdi' } }],
  ['a student job type, soonest first', { student_job_type: { slug: 'week-end' }, sort: 'soonest' }],
  ['an agency and an event', { agency: { slug: 'rhone-staff' }, event: { slug: 'fete-des-lumieres' } }],
  ['days, slots and hours', { rhythm: { saturday: true, sunday: true, evening: true, max_hours: 20 } }],
  ['a keyword in titles', { keyword: 'serveuses' }],
  ['a keyword in descriptions and skills', { keyword: 'anglais bar' }],
  ['a keyword and a city, soonest first', { keyword: 'hôtesse', city: { slug: 'paris' }, sort: 'soonest' }],
  ['a keyword of little words only', { keyword: 'de la' }],
  ['criteria nothing matches', { city: { slug: 'marseille' }, event: { slug: 'fete-des-lumieres' }, trade: { slug: 'runner' } }],
];

describe("an offer-list section's offers", () => {
  test.each(SECTIONS)('are those of the live search, in its order: %s', (_name, criteria) => {
    const section = { ...criteria, strapi_component: 'sections.offer-list', count: 20 };
    const live = liveAnswer(section);
    const built = sectionList(nodes, section, { regions, words });
    expect(built.ids.map((id) => Number(id.replace('offer-', '')))).toEqual(live.ids);
    expect(built.total).toBe(live.total);
  });

  test('the seeded variety makes each search meaningful: some offers match and some do not', () => {
    for (const [name, criteria] of SECTIONS.slice(1, -2)) {
      const { total } = sectionList(nodes, { ...criteria, count: 3 }, { regions, words });
      expect([name, total > 0 && total < nodes.length]).toEqual([name, true]);
    }
  });

  test('shows as many as the editor asked, and counts them all', () => {
    const built = sectionList(nodes, { count: 6 }, { regions, words });
    expect(built.ids).toHaveLength(6);
    expect(built.total).toBe(400);
  });

  test('a place is a city, else a département, else a région; a trade, else a sector', () => {
    const query = offerListQuery({ city: { slug: 'lyon' }, department: '13', region: '93', trade: { slug: 'barman' }, sector: { slug: 'evenementiel' } });
    expect(jobsSearch(query)).toBe('?filter[works]=barman&filter[city]=lyon&sort=-publication_date');
    expect(jobsSearch(offerListQuery({ department: '13', region: '93', sort: 'soonest' }))).toBe('?filter[location][department]=13&sort=start_date');
  });
});

describe('the pages of sections', () => {
  const context = (id?: string): PlannedPage['context'] => ({
    id,
    locale: 'fr',
    alternates: {},
    i18n: i18nPageContext('fr', '/'),
    namespaces: ['common'],
  });
  const page = (id: string): PlannedPage => ({ path: `/${id}`, template: 'page', context: context(id) });
  const zone = (...sections: (PageSection | null)[]): (PageSection | null)[] => sections;

  test('get each offer-list section its offers by its place in the zone, and all their ids once', () => {
    const sections = new Map([
      [
        'a',
        zone(
          { strapi_component: 'sections.hero' },
          { strapi_component: 'sections.offer-list', count: 3 },
          { strapi_component: 'sections.offer-list', count: 4, city: { slug: 'lyon' } },
        ),
      ],
      ['b', zone({ strapi_component: 'sections.faq' })],
    ]);
    const [a, b, other] = withSectionData([page('a'), page('b'), { path: '/offres-emploi', template: 'jobs', context: context() }], sections, nodes, {
      regions,
      words,
    });
    const lists = a.context.sectionOffers ?? {};
    expect(Object.keys(lists)).toEqual(['1', '2']);
    expect(lists['1'].ids).toHaveLength(3);
    expect(lists['2'].ids).toHaveLength(4);
    expect(a.context.offers).toEqual([...new Set([...lists['1'].ids, ...lists['2'].ids])]);
    expect(a.context.latestArticles).toBeUndefined();
    expect(b.context.sectionOffers).toBeUndefined();
    expect(other.context.offers).toBeUndefined();
  });

  test('get each alert sign-up the jobs list’s search it alerts on, by its place in the zone', () => {
    const sections = new Map([
      [
        'a',
        zone(
          { strapi_component: 'sections.alert-signup', city: { slug: 'lyon' }, contract: { slug: 'cdd' } },
          { strapi_component: 'sections.faq' },
          { strapi_component: 'sections.alert-signup', keyword: ' hôtesse ', rhythm: { saturday: true } },
          { strapi_component: 'sections.offer-list', count: 2, city: { slug: 'paris' } },
        ),
      ],
      ['b', zone({ strapi_component: 'sections.faq' })],
    ]);
    const [a, b] = withSectionData([page('a'), page('b')], sections, nodes, { regions, words });
    expect(a.context.sectionSearches).toEqual({
      '0': '?filter[contract_types]=cdd&filter[city]=lyon&sort=-publication_date',
      '2': '?filter[rhythm][days]=sat&query=h%C3%B4tesse&sort=-publication_date',
    });
    expect(b.context.sectionSearches).toBeUndefined();
  });

  test('get each offer-list section the live API’s pages its code asks for its offers, in the page’s language', () => {
    const sections = new Map([
      [
        'a',
        zone(
          { strapi_component: 'sections.offer-list', count: 6, city: { slug: 'lyon' } },
          { strapi_component: 'sections.offer-list', count: 25, contract: { slug: 'cdd' }, sort: 'soonest' },
          { strapi_component: 'sections.offer-list', count: 0 },
        ),
      ],
    ]);
    const [a] = withSectionData([{ ...page('a'), context: { ...context('a'), locale: 'en' } }], sections, nodes, { regions, words });
    const lists = a.context.sectionOffers ?? {};
    expect(lists['0'].live).toEqual(['/rythmo/job-offers?filter%5Bcity%5D=lyon&sort=-publication_date&page=1&locale=en']);
    expect(lists['1'].live).toEqual([
      '/rythmo/job-offers?filter%5Bcontract_types%5D=cdd&sort=start_date&page=1&locale=en',
      '/rythmo/job-offers?filter%5Bcontract_types%5D=cdd&sort=start_date&page=2&locale=en',
    ]);
    expect(lists['2'].live).toEqual([]);
  });

  test('that show the latest articles say so, and read them then only', () => {
    const sections = new Map([['a', zone({ strapi_component: 'sections.latest-articles' })]]);
    const [a, b] = withSectionData([page('a'), page('b')], sections, nodes, { regions, words });
    expect(a.context).toMatchObject({ latestArticles: true });
    expect(a.context.offers).toBeUndefined();
    expect(b.context.latestArticles).toBeUndefined();
  });

  test('a page none of whose sections moves has its body kept as built; one with a section that moves, or a search hero, runs', () => {
    const sections = new Map([
      ['still', zone({ strapi_component: 'sections.hero', search: false }, { strapi_component: 'sections.faq' }, null)],
      ['video', zone({ strapi_component: 'sections.rich-text' }, { strapi_component: 'sections.video' })],
      ['search', zone({ strapi_component: 'sections.hero', search: true })],
      ['alert', zone({ strapi_component: 'sections.alert-signup' })],
    ]);
    const planned = withSectionData([page('still'), page('video'), page('search'), page('alert'), page('unknown')], sections, nodes, { regions, words });
    expect(planned.map((planned) => planned.context.keptBody)).toEqual([true, undefined, undefined, undefined, undefined]);
    const home = withSectionData(
      [{ path: '/', template: 'home', context: context() }],
      new Map([[homeZone('fr'), zone({ strapi_component: 'sections.faq' })]]),
      nodes,
      {
        regions,
        words,
      },
    );
    expect(home[0].context.keptBody).toBeUndefined();
  });

  test('the home page’s zone, by its language: its offer list, and the count of offers online its claims show', () => {
    const sections = new Map([[homeZone('fr'), zone({ strapi_component: 'sections.claims' }, { strapi_component: 'sections.offer-list', count: 12 })]]);
    const home = (locale: 'fr' | 'en'): PlannedPage => ({ path: locale === 'fr' ? '/' : '/en', template: 'home', context: { ...context(), locale } });
    const [fr, en] = withSectionData([home('fr'), home('en')], sections, nodes, { regions, words });
    expect(fr.context.sectionOffers?.['1'].ids).toHaveLength(12);
    expect(fr.context).toMatchObject({ claims: true, offerTotal: nodes.length });
    expect(en.context.sectionOffers).toBeUndefined();
  });

  test('count the live figures of a key-figures section, each as its criteria’s offer list would', () => {
    const sections = new Map([
      ['a', zone({ strapi_component: 'sections.key-figures', live_items: [{ city: { slug: 'lyon' } }, null, { contract: { slug: 'cdd' } }] })],
    ]);
    const [a] = withSectionData([page('a')], sections, nodes, { regions, words });
    const lyon = sectionList(nodes, { city: { slug: 'lyon' }, count: 0 }, { regions, words }).total;
    expect(lyon).toBeGreaterThan(0);
    expect(a.context.sectionCounts).toEqual({
      '0': [lyon, nodes.length, sectionList(nodes, { contract: { slug: 'cdd' }, count: 0 }, { regions, words }).total],
    });
    expect(a.context.offers).toBeUndefined();
  });

  test('a topic page’s zones: their live figures by zone, on the list’s first page only', () => {
    const figures = zone({ strapi_component: 'sections.faq' }, { strapi_component: 'sections.key-figures', live_items: [{ city: { slug: 'lyon' } }] });
    const sections = new Map([
      [topicZone('city-lyon', 'bottom'), figures],
      [topicZone('city-lyon', 'top'), zone({ strapi_component: 'sections.rich-text' })],
    ]);
    const city = (listPage?: number): PlannedPage => ({ path: '/villes/lyon', template: 'city', context: { ...context('city-lyon'), listPage } });
    const [first, second, student] = withSectionData(
      [city(), city(2), { path: '/jobs-etudiants/lyon', template: 'student-city', context: context('city-lyon') }],
      sections,
      nodes,
      { regions, words },
    );
    const lyon = sectionList(nodes, { city: { slug: 'lyon' }, count: 0 }, { regions, words }).total;
    expect(first.context.zoneCounts).toEqual({ bottom: { '1': [lyon] } });
    expect(first.context.sectionCounts).toBeUndefined();
    expect(second.context.zoneCounts).toBeUndefined();
    expect(student.context.zoneCounts).toBeUndefined();
    // Every topic type's page counts its zones' figures: a student job type's (template student-job-type) too.
    const type = withSectionData([{ path: '/jobs-etudiants/soiree', template: 'student-job-type', context: context('city-lyon') }], sections, nodes, {
      regions,
      words,
    });
    expect(type[0].context.zoneCounts).toEqual({ bottom: { '1': [lyon] } });
  });

  test('that show the contact form load its messages with the page’s', () => {
    const sections = new Map([['a', zone({ strapi_component: 'sections.faq' }, { strapi_component: 'sections.contact-form' })]]);
    const [a, b] = withSectionData([page('a'), page('b')], sections, nodes, { regions, words });
    expect(a.context.namespaces).toEqual(['common', 'contact', 'shared']);
    expect(b.context.namespaces).toEqual(['common']);
  });

  test("read the offers' texts only when a section searches words that count", () => {
    expect(searchesWords(new Map([['a', zone({ keyword: 'de la' }, null)]]))).toBe(false);
    expect(searchesWords(new Map([['a', zone({ keyword: 'serveur' })]]))).toBe(true);
  });
});
