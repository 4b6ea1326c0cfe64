import qs from 'qs';
import {
  OFFER_PARAMS,
  OFFER_QUERY,
  isOfferQueryError,
  strictOfferQuery,
  type OfferQueryError,
  readOfferQuery,
  SHARED_MESSAGES,
  type OfferParam,
  type OfferParamRule,
  type OfferQueryValues,
} from '@rythmo/site-map';

// The offer query's one schema and its two modes: the CMS's strict reader refuses what the site's lenient one
// leaves out, parameter by parameter, both read from OFFER_QUERY.

/** The pairs as the CMS reads them: qs's parse of the query string, nested groups and all. */
const parsed = (pairs: [string, string][]): Record<string, unknown> => qs.parse(new URLSearchParams(pairs).toString());
const refusalOf = (query: Record<string, unknown>): OfferQueryError | undefined => {
  try {
    strictOfferQuery(query);
  } catch (error) {
    if (isOfferQueryError(error)) return error;
    throw error;
  }
  return undefined;
};

/** A value each kind of rule cannot read. */
const unreadable = (rule: OfferParamRule): string => {
  switch (rule.kind) {
    case 'text':
      return 'x'.repeat(rule.max + 1);
    case 'choice':
      return 'nothing-of-the-kind';
    case 'integer':
      return String(rule.max + 1);
    case 'number':
      return String(rule.min - 1);
    case 'list':
      return 'Not A Value';
    case 'code':
      return '?';
  }
};

const DEFAULTS = readOfferQuery(new URLSearchParams(), 'lenient');

describe('the offer query, one schema in two modes', () => {
  test('both read a whole query alike, as the site writes it and qs parses it', () => {
    const pairs: [string, string][] = [
      [OFFER_PARAMS.works, 'serveur,evenementiel'],
      [OFFER_PARAMS.city, 'lyon'],
      [OFFER_PARAMS.lat, '45.76'],
      [OFFER_PARAMS.long, '4.83'],
      [OFFER_PARAMS.placeName, 'Lyon'],
      [OFFER_PARAMS.department, '2a'],
      [OFFER_PARAMS.days, 'sat,sun'],
      [OFFER_PARAMS.rhythmMatch, 'only'],
      [OFFER_PARAMS.maxHours, '20'],
      [OFFER_PARAMS.minPay, '12.5'],
      [OFFER_PARAMS.availableOn, '2026-12-05'],
      [OFFER_PARAMS.query, 'serveur'],
      [OFFER_PARAMS.sort, 'distance'],
      [OFFER_PARAMS.page, '3'],
      [OFFER_PARAMS.locale, 'en'],
    ];
    const expected: OfferQueryValues = {
      ...DEFAULTS,
      works: ['serveur', 'evenementiel'],
      city: ['lyon'],
      place: { lat: 45.76, long: 4.83, name: 'Lyon', radius: 30 },
      location: { department: '2A' },
      days: ['sat', 'sun'],
      rhythmMatch: 'only',
      maxHours: 20,
      minPay: 12.5,
      availableOn: ['2026-12-05'],
      text: 'serveur',
      sort: 'distance',
      page: 3,
      locale: 'en',
    };
    expect(strictOfferQuery(parsed(pairs))).toEqual(expected);
    expect(readOfferQuery(new URLSearchParams(pairs), 'lenient')).toEqual(expected);
  });

  test.each(Object.keys(OFFER_QUERY) as OfferParam[])('%s: a value it cannot read is refused, naming it, or left out', (param) => {
    const rule = OFFER_QUERY[param];
    const name = OFFER_PARAMS[param];
    // A place's part is read with the rest of a place.
    const position: [string, string][] = [
      [OFFER_PARAMS.lat, '45'],
      [OFFER_PARAMS.long, '4'],
    ];
    const around = ['lat', 'long', 'radius', 'placeName'].includes(param) ? position.filter(([other]) => other !== name) : [];
    const pairs: [string, string][] = [...around, [name, unreadable(rule)]];

    const refusal = refusalOf(parsed(pairs));
    expect(isOfferQueryError(refusal)).toBe(true);
    expect(Object.values(refusal?.values ?? {})).toContain(name);
    expect(SHARED_MESSAGES.fr[refusal?.key ?? 'search_param_unknown']).toContain('{name}');

    const lenient = readOfferQuery(new URLSearchParams(pairs), 'lenient');
    if (rule.kind === 'text') expect([lenient.text, lenient.place?.name]).toContain('x'.repeat(rule.max));
    else expect(lenient).toEqual(readOfferQuery(new URLSearchParams(around), 'lenient'));
  });

  test('the strict mode refuses names the schema lacks, a group given as text, a value given twice', () => {
    const keyOf = (query: Record<string, unknown>): string | undefined => refusalOf(query)?.key;
    expect(keyOf({ unknown: '1' })).toBe('search_param_unknown');
    expect(keyOf({ filter: { contracts: 'cdd' } })).toBe('search_group_unknown');
    expect(keyOf({ filter: 'cdd' })).toBe('search_group_fields');
    expect(keyOf({ page: ['1', '2'] })).toBe('search_param_once');
    expect(keyOf({ filter: { location: {} } })).toBe('search_location_one');
    expect(keyOf({ sort: 'distance' })).toBe('search_distance_needs_place');
    expect(keyOf({ filter: { works: 'a,a' } })).toBe('search_list_repeat');
  });

  test('a place named only: the CMS resolves it, the site, which cannot, leaves it out with the distance sort', () => {
    expect(strictOfferQuery({ filter: { geolocation: { name: 'Lyon' } }, sort: 'distance' })).toMatchObject({
      place: { name: 'Lyon', radius: 30 },
      sort: 'distance',
    });
    expect(readOfferQuery(new URLSearchParams('filter[geolocation][name]=Lyon&sort=distance'), 'lenient')).toMatchObject({ place: null, sort: 'relevance' });
  });
});
