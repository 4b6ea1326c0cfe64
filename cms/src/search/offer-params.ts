/**
 * The query parameters of the offer search, checked before any work: an unknown name, a repeated or
 * malformed value, a value out of range is refused with a French message naming the parameter (the
 * search thread answers 400). The names are the shared contract's (`OFFER_PARAMS`, @rythmo/site-map);
 * nested ones are read as qs parses them: `filter[rhythm][days]=sat,sun`.
 */
import {
  DAYS,
  DEFAULT_LOCALE,
  DEFAULT_RADIUS_KM,
  DEPARTMENT_CODE as DEPARTMENT,
  isCalendarDate,
  isLocale,
  LOCALES,
  MAX_AVAILABLE_DATES,
  MAX_RADIUS_KM,
  OFFER_PARAMS as P,
  OFFER_SORTS as SORTS,
  paramGroup,
  paramPath,
  REGION_CODE as REGION,
  RHYTHM_MATCHES,
  SLOTS,
  SLUG_PATTERN as SLUG,
  type Day,
  type Locale,
  type OfferSort as Sort,
  type RhythmMatch,
  type Slot,
} from '@rythmo/site-map';
import { MAX_QUERY_LENGTH, parameterError, text, type Query } from './params';
import { said } from '../i18n/messages';
import type { OfferQuery } from './engine';

export const MAX_PAGE = 10_000;
export const MAX_VALUES = 50;

/** The search as asked: a place given by name only is resolved by the service (geo-search). */
export type OfferSearchParams = Omit<OfferQuery, 'geolocation'> & {
  geolocation: { lat: number; long: number; radiusKm: number } | { name: string; radiusKm: number } | null;
  locale: Locale;
};

/** A group of nested parameters (`filter[...]`), its names checked against those it may hold. */
function group(value: unknown, name: string, names: readonly string[]): Query | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw parameterError('search_group_fields', { name, fields: names.map((n) => `${name}[${n}]`).join(', ') });
  const group = value as Query;
  for (const key of Object.keys(group)) {
    if (!names.includes(key)) throw parameterError('search_group_unknown', { name: `${name}[${key.slice(0, 30)}]`, group: name, fields: names.join(', ') });
  }
  return group;
}

/** A parameter's own name within its group: `days` in `filter[rhythm][days]`. */
const keyOf = (name: string): string => paramPath(name).slice(-1)[0];

/** A comma-separated list of values, each checked; empty items and repeats refused. */
function list<T extends string>(query: Query | undefined, name: string, valid: (value: string) => boolean, expected: string): T[] {
  if (query === undefined) return [];
  const value = text(query, keyOf(name));
  if (value === undefined) return [];
  const values = value.split(',').map((item) => item.trim());
  if (values.length > MAX_VALUES) throw parameterError('search_list_too_many', { name, max: MAX_VALUES });
  for (const item of values) {
    if (!valid(item)) throw parameterError('search_list_item', { name, expected, value: item.slice(0, 30) });
  }
  if (new Set(values).size !== values.length) throw parameterError('search_list_repeat', { name });
  return values as T[];
}

const slugs = (query: Query | undefined, name: string): string[] => list(query, name, (item) => SLUG.test(item), said('search_expected_slugs'));

/** A decimal number within bounds, or undefined when absent. */
function number(query: Query, name: string, min: number, max: number): number | undefined {
  const value = text(query, keyOf(name));
  if (value === undefined) return undefined;
  if (!/^-?\d+(?:\.\d+)?$/.test(value.trim()) || Number(value) < min || Number(value) > max) throw parameterError('search_number_range', { name, min, max });
  return Number(value);
}

/** A whole number within bounds, or undefined when absent. */
function integer(query: Query, name: string, min: number, max: number): number | undefined {
  const value = text(query, keyOf(name));
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw parameterError('search_integer_range', { name, min, max });
  return Number(value);
}

/** The names of each level: the top one, the filters, and each group of filters, from the contract. */
const namesUnder = (parent: string): string[] => [
  ...new Set(
    Object.values(P)
      .filter((name) => name.startsWith(parent))
      .map((name) => paramPath(name)[paramPath(parent).length]),
  ),
];
const NAMES = namesUnder('');
const FILTERS = namesUnder('filter');
const GEOLOCATION = paramGroup(P.lat);
const LOCATION = paramGroup(P.department);
const RHYTHM = paramGroup(P.days);
const PAY = paramGroup(P.minPay);
/** The highest minimum pay an hour taken, in euros. */
const MAX_PAY = 1000;

/** « Disponible le … »: dates of the calendar, none repeated, at most MAX_AVAILABLE_DATES. */
function availableDates(filter: Query | undefined): string[] {
  const dates = list<string>(filter, P.availableOn, isCalendarDate, said('search_expected_dates'));
  if (dates.length > MAX_AVAILABLE_DATES) throw parameterError('search_dates_too_many', { name: P.availableOn, max: MAX_AVAILABLE_DATES });
  return dates;
}

function geolocation(filter: Query | undefined): OfferSearchParams['geolocation'] {
  const geo = group(filter?.[keyOf(GEOLOCATION)], GEOLOCATION, namesUnder(GEOLOCATION));
  if (geo === undefined) return null;
  const lat = number(geo, P.lat, -90, 90);
  const long = number(geo, P.long, -180, 180);
  const name = text(geo, keyOf(P.placeName))?.trim();
  const radiusKm = number(geo, P.radius, 1, MAX_RADIUS_KM) ?? DEFAULT_RADIUS_KM;
  if ((lat === undefined) !== (long === undefined)) throw parameterError('search_lat_long', { lat: P.lat, long: P.long });
  if (lat !== undefined && long !== undefined) return { lat, long, radiusKm };
  if (name === undefined || name === '') throw parameterError('search_geolocation', { name: GEOLOCATION });
  if (name.length > MAX_QUERY_LENGTH) throw parameterError('search_param_too_long', { name: P.placeName, max: MAX_QUERY_LENGTH });
  return { name, radiusKm };
}

function location(filter: Query | undefined): OfferQuery['location'] {
  const place = group(filter?.[keyOf(LOCATION)], LOCATION, namesUnder(LOCATION));
  if (place === undefined) return null;
  const department = text(place, keyOf(P.department));
  const region = text(place, keyOf(P.region));
  if ((department === undefined) === (region === undefined)) throw parameterError('search_location_one', { name: LOCATION });
  if (department !== undefined) {
    if (!DEPARTMENT.test(department.toUpperCase())) throw parameterError('search_department_code', { name: P.department, value: department.slice(0, 10) });
    return { department: department.toUpperCase() };
  }
  if (!REGION.test(region as string)) throw parameterError('search_region_code', { name: P.region, value: (region as string).slice(0, 10) });
  return { region: region as string };
}

function rhythmMatch(rhythm: Query | undefined): RhythmMatch {
  const value = rhythm === undefined ? undefined : text(rhythm, keyOf(P.rhythmMatch));
  if (value === undefined) return 'any';
  if (!(RHYTHM_MATCHES as readonly string[]).includes(value)) throw parameterError('search_rhythm_match', { name: P.rhythmMatch, value: value.slice(0, 20) });
  return value as RhythmMatch;
}

export function offerSearchParams(query: Query): OfferSearchParams {
  for (const key of Object.keys(query)) {
    if (!NAMES.includes(key)) throw parameterError('search_param_unknown', { name: key.slice(0, 30), names: NAMES.join(', ') });
  }
  const filter = group(query.filter, 'filter', FILTERS);
  const rhythm = group(filter?.[keyOf(RHYTHM)], RHYTHM, namesUnder(RHYTHM));
  const sort = text(query, P.sort) ?? 'relevance';
  if (!(SORTS as readonly string[]).includes(sort))
    throw parameterError('search_sort_unknown', { name: P.sort, sorts: SORTS.join(', '), value: sort.slice(0, 30) });
  const locale = text(query, P.locale) ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw parameterError('search_locale', { name: P.locale, locales: LOCALES.join(', ') });
  const pay = group(filter?.[keyOf(PAY)], PAY, namesUnder(PAY));
  const geolocated = filter !== undefined && filter[keyOf(GEOLOCATION)] !== undefined;
  if (sort === 'distance' && !geolocated) throw parameterError('search_distance_needs_place', { name: GEOLOCATION });
  const words = text(query, P.query);
  if (words !== undefined && words.length > MAX_QUERY_LENGTH) throw parameterError('search_param_too_long', { name: P.query, max: MAX_QUERY_LENGTH });
  return {
    works: slugs(filter, P.works),
    contractTypes: slugs(filter, P.contractTypes),
    studentTypes: slugs(filter, P.studentTypes),
    agency: slugs(filter, P.agency),
    event: slugs(filter, P.event),
    cities: slugs(filter, P.city),
    geolocation: geolocation(filter),
    location: location(filter),
    days: list<Day>(rhythm, P.days, (item) => (DAYS as readonly string[]).includes(item), said('search_expected_days', { values: DAYS.join(', ') })),
    slots: list<Slot>(rhythm, P.slots, (item) => (SLOTS as readonly string[]).includes(item), said('search_expected_slots', { values: SLOTS.join(', ') })),
    maxHours: (rhythm === undefined ? undefined : integer(rhythm, P.maxHours, 1, 48)) ?? null,
    rhythmMatch: rhythmMatch(rhythm),
    minPay: (pay === undefined ? undefined : number(pay, P.minPay, 0, MAX_PAY)) ?? null,
    availableOn: availableDates(filter),
    text: words === undefined || words.trim() === '' ? null : words.trim(),
    sort: sort as Sort,
    page: integer(query, P.page, 1, MAX_PAGE) ?? 1,
    locale,
  };
}
