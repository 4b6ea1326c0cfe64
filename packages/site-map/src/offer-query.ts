/**
 * The offer search's query, GET /api/rythmo/job-offers (the jobs list's URL says the same): one schema of
 * its parameters (OFFER_QUERY: each name's kind and bounds) and one reader of it in two modes. `strict`, the
 * CMS's: an unknown name, a repeated or malformed value, a value out of range is refused with an
 * OfferQueryError (its message a key of the shared catalogue, naming the parameter). `lenient`, the site's:
 * a hand-edited URL loses what cannot be read, never breaks the page. docs/api/openapi.json describes the
 * parameters from the same schema.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';
import {
  DAYS,
  DEFAULT_RADIUS_KM,
  DEPARTMENT_CODE,
  isCalendarDate,
  MAX_AVAILABLE_DATES,
  MAX_RADIUS_KM,
  OFFER_SORTS,
  REGION_CODE,
  SLOTS,
  SLUG_PATTERN,
  type Day,
  type OfferSort,
  type Slot,
} from './offers';
import { OFFER_PARAMS as P, paramGroup, paramPath, RHYTHM_MATCHES, type OfferParam, type RhythmMatch } from './offer-api';
import type { SharedKey } from './shared-messages';

export const MAX_QUERY_LENGTH = 100;
export const MAX_PAGE = 10_000;
/** The most values a list parameter takes. */
export const MAX_VALUES = 50;
/** The highest minimum pay an hour taken, in euros. */
export const MAX_PAY = 1000;
export const MAX_WEEK_HOURS = 48;

/** How one parameter's value reads. */
export type OfferParamRule =
  | { kind: 'text'; max: number }
  | { kind: 'choice'; values: readonly string[]; fallback: string; refused: SharedKey }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'number'; min: number; max: number }
  /** Comma-separated values, each one of `values` (or a slug, or a date of the calendar), none repeated. */
  | { kind: 'list'; item: 'slug' | 'date' | readonly string[]; max: number; expected: SharedKey }
  | { kind: 'code'; pattern: RegExp; refused: SharedKey };

const slugs: OfferParamRule = { kind: 'list', item: 'slug', max: MAX_VALUES, expected: 'search_expected_slugs' };

/** The schema: every parameter of OFFER_PARAMS, its kind and its bounds. */
export const OFFER_QUERY: Readonly<Record<OfferParam, OfferParamRule>> = {
  query: { kind: 'text', max: MAX_QUERY_LENGTH },
  sort: { kind: 'choice', values: OFFER_SORTS, fallback: 'relevance', refused: 'search_sort_unknown' },
  page: { kind: 'integer', min: 1, max: MAX_PAGE },
  locale: { kind: 'choice', values: LOCALES, fallback: DEFAULT_LOCALE, refused: 'search_locale' },
  works: slugs,
  contractTypes: slugs,
  studentTypes: slugs,
  agency: slugs,
  event: slugs,
  city: slugs,
  lat: { kind: 'number', min: -90, max: 90 },
  long: { kind: 'number', min: -180, max: 180 },
  placeName: { kind: 'text', max: MAX_QUERY_LENGTH },
  radius: { kind: 'number', min: 1, max: MAX_RADIUS_KM },
  department: { kind: 'code', pattern: DEPARTMENT_CODE, refused: 'search_department_code' },
  region: { kind: 'code', pattern: REGION_CODE, refused: 'search_region_code' },
  days: { kind: 'list', item: DAYS, max: DAYS.length, expected: 'search_expected_days' },
  slots: { kind: 'list', item: SLOTS, max: SLOTS.length, expected: 'search_expected_slots' },
  maxHours: { kind: 'integer', min: 1, max: MAX_WEEK_HOURS },
  rhythmMatch: { kind: 'choice', values: RHYTHM_MATCHES, fallback: 'any', refused: 'search_rhythm_match' },
  minPay: { kind: 'number', min: 0, max: MAX_PAY },
  availableOn: { kind: 'list', item: 'date', max: MAX_AVAILABLE_DATES, expected: 'search_expected_dates' },
};

/** A place searched around: a position (its name as shown), or a name the search resolves. */
export type OfferPlace = { lat: number; long: number; name: string | null; radius: number } | { name: string; radius: number };

/** The query as read. */
export type OfferQueryValues = {
  works: string[];
  contractTypes: string[];
  studentTypes: string[];
  agency: string[];
  event: string[];
  city: string[];
  days: Day[];
  slots: Slot[];
  place: OfferPlace | null;
  location: { department: string } | { region: string } | null;
  rhythmMatch: RhythmMatch;
  maxHours: number | null;
  minPay: number | null;
  /** « Disponible le … »: dates (YYYY-MM-DD), in the order given. */
  availableOn: string[];
  /** The words searched, as given. */
  text: string;
  sort: OfferSort;
  page: number;
  locale: Locale;
};

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A parameter refused: its message's key and values, and what the message says was expected, when it says
 * it. A plain Error with fields, not a subclass: the browser's bundle would carry Babel's helpers for a
 * subclass of Error, for a mode it never runs.
 */
export type OfferQueryError = Error & { key: SharedKey; values: MessageValues; expected?: { key: SharedKey; values?: MessageValues } };
const refusal = (key: SharedKey, values: MessageValues, expected?: OfferQueryError['expected']): OfferQueryError =>
  Object.assign(new Error(key), { name: 'OfferQueryError', key, values, expected });
export const isOfferQueryError = (error: unknown): error is OfferQueryError => error instanceof Error && error.name === 'OfferQueryError';

export type OfferQueryMode = 'strict' | 'lenient';
/** The query as the URL gives it (the site), or as qs parses it into groups (the CMS: `filter[rhythm][days]`). */
export type OfferQuerySource = SearchParams | Readonly<Record<string, unknown>>;
/** What of URLSearchParams the reader needs. */
type SearchParams = { get(name: string): string | null };
const isSearchParams = (source: OfferQuerySource): source is SearchParams => typeof source.get === 'function';

/** The names under a group of the contract (`filter[rhythm]` holds `days`, `slots`…); '' for the top. */
const namesUnder = (parent: string): string[] => [
  ...new Set(
    Object.values(P)
      .filter((name) => name.startsWith(parent))
      .map((name) => paramPath(name)[paramPath(parent).length]),
  ),
];
const isGroup = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query parsed into groups holds the contract's names only, each group as fields. */
function checkNames(query: Readonly<Record<string, unknown>>, group = ''): void {
  const names = namesUnder(group);
  for (const [key, value] of Object.entries(query)) {
    const name = group === '' ? key : `${group}[${key}]`;
    if (!names.includes(key)) {
      if (group === '') throw refusal('search_param_unknown', { name: key.slice(0, 30), names: names.join(', ') });
      throw refusal('search_group_unknown', { name: `${group}[${key.slice(0, 30)}]`, group, fields: names.join(', ') });
    }
    const isParam = (Object.values(P) as string[]).includes(name);
    if (isParam) continue;
    if (!isGroup(value))
      throw refusal('search_group_fields', {
        name,
        fields: namesUnder(name)
          .map((field) => `${name}[${field}]`)
          .join(', '),
      });
    checkNames(value, name);
  }
}

/** What a query parsed into groups holds at a nested name (`filter[rhythm]`, `filter[rhythm][days]`). */
const valueAt = (query: Readonly<Record<string, unknown>>, name: string): unknown =>
  paramPath(name).reduce<unknown>((at, part) => (isGroup(at) ? at[part] : undefined), query);

/** One parameter's value as given: once, as text; undefined when absent (or, lenient, not text). */
function rawValue(source: OfferQuerySource, name: string, mode: OfferQueryMode): string | undefined {
  if (isSearchParams(source)) return source.get(name) ?? undefined;
  const value = valueAt(source, name);
  if (value === undefined || typeof value === 'string') return value;
  if (mode === 'strict') throw refusal('search_param_once', { name });
  return undefined;
}

/** Reads each rule's value; `refuse` throws in strict mode and returns the fallback in lenient mode. */
function reader(source: OfferQuerySource, mode: OfferQueryMode) {
  const refuse = <T>(fallback: T, key: SharedKey, values: MessageValues, expected?: { key: SharedKey; values?: MessageValues }): T => {
    if (mode === 'strict') throw refusal(key, values, expected);
    return fallback;
  };
  const raw = (param: OfferParam): string | undefined => rawValue(source, P[param], mode);

  const numeric = (param: OfferParam): number | null => {
    const rule = OFFER_QUERY[param];
    const value = raw(param)?.trim();
    if (value === undefined || (rule.kind !== 'number' && rule.kind !== 'integer')) return null;
    const shape = rule.kind === 'integer' ? /^\d+$/ : /^-?\d+(?:\.\d+)?$/;
    if (shape.test(value) && Number(value) >= rule.min && Number(value) <= rule.max) return Number(value);
    return refuse(null, rule.kind === 'integer' ? 'search_integer_range' : 'search_number_range', { name: P[param], min: rule.min, max: rule.max });
  };

  const list = <T extends string>(param: OfferParam): T[] => {
    const rule = OFFER_QUERY[param];
    const value = raw(param);
    if (value === undefined || rule.kind !== 'list') return [];
    const name = P[param];
    const valid = (item: string): boolean =>
      rule.item === 'slug' ? SLUG_PATTERN.test(item) : rule.item === 'date' ? isCalendarDate(item) : rule.item.includes(item);
    const expected = { key: rule.expected, values: typeof rule.item === 'string' ? undefined : { values: rule.item.join(', ') } };
    const items: string[] = [];
    for (const item of value.split(',').map((text) => text.trim())) {
      if (!valid(item)) refuse(undefined, 'search_list_item', { name, value: item.slice(0, 30) }, expected);
      else if (items.includes(item)) refuse(undefined, 'search_list_repeat', { name });
      else items.push(item);
    }
    if (items.length > rule.max) {
      refuse(undefined, rule.item === 'date' ? 'search_dates_too_many' : 'search_list_too_many', { name, max: rule.max });
      items.length = rule.max;
    }
    return items as T[];
  };

  const text = (param: OfferParam): string | undefined => {
    const rule = OFFER_QUERY[param];
    const value = raw(param);
    if (value === undefined || rule.kind !== 'text' || value.length <= rule.max) return value;
    return refuse(value.slice(0, rule.max), 'search_param_too_long', { name: P[param], max: rule.max });
  };

  const choice = <T extends string>(param: OfferParam, values: MessageValues = {}): T => {
    const rule = OFFER_QUERY[param];
    if (rule.kind !== 'choice') throw new TypeError(`${param} is not a choice`);
    const value = raw(param);
    if (value === undefined || rule.values.includes(value)) return (value ?? rule.fallback) as T;
    return refuse(rule.fallback as T, rule.refused, { name: P[param], value: value.slice(0, 30), ...values });
  };

  const code = (param: OfferParam): string | null => {
    const rule = OFFER_QUERY[param];
    const value = raw(param);
    if (value === undefined || rule.kind !== 'code') return null;
    const upper = value.toUpperCase();
    return rule.pattern.test(upper) ? upper : refuse(null, rule.refused, { name: P[param], value: value.slice(0, 10) });
  };

  return { refuse, raw, numeric, list, text, choice, code };
}

/** The place searched around: a position, or (strict) a name alone that the search resolves. */
function placeOf(read: ReturnType<typeof reader>, mode: OfferQueryMode): OfferPlace | null {
  const [lat, long, radius] = [read.numeric('lat'), read.numeric('long'), read.numeric('radius') ?? DEFAULT_RADIUS_KM];
  const name = read.text('placeName')?.trim() || null;
  const given = (['lat', 'long', 'placeName', 'radius'] as const).some((param) => read.raw(param) !== undefined);
  if ((lat === null) !== (long === null)) return read.refuse(null, 'search_lat_long', { lat: P.lat, long: P.long });
  if (lat !== null && long !== null) return { lat, long, name, radius };
  // The site has no resolver: it keeps a place it can show on a map only.
  if (name !== null && mode === 'strict') return { name, radius };
  return given ? read.refuse(null, 'search_geolocation', { name: paramGroup(P.lat) }) : null;
}

function locationOf(read: ReturnType<typeof reader>): OfferQueryValues['location'] {
  const givenDepartment = read.raw('department') !== undefined;
  const givenRegion = read.raw('region') !== undefined;
  if (givenDepartment && givenRegion) read.refuse(undefined, 'search_location_one', { name: paramGroup(P.department) });
  const department = read.code('department');
  if (department !== null) return { department };
  const region = read.code('region');
  return region === null ? null : { region };
}

/**
 * The CMS's reading: the query as qs parses it, its names checked against the schema's (an unknown one, a
 * group given as text or without a field is refused), then read strictly. Apart from readOfferQuery, which
 * the site's bundle carries without these checks.
 */
export function strictOfferQuery(query: Readonly<Record<string, unknown>>): OfferQueryValues {
  checkNames(query);
  // A group given without a field of its own (`filter[location]=`) says nothing it could be read as.
  for (const group of [paramGroup(P.department), paramGroup(P.lat)]) {
    const value = valueAt(query, group);
    if (isGroup(value) && Object.keys(value).length === 0)
      throw refusal(group === paramGroup(P.lat) ? 'search_geolocation' : 'search_location_one', { name: group });
  }
  return readOfferQuery(query, 'strict');
}

/** The offer search's query, read in one mode (see the module's comment); its names are not checked (strictOfferQuery). */
export function readOfferQuery(source: OfferQuerySource, mode: OfferQueryMode): OfferQueryValues {
  const read = reader(source, mode);
  const place = placeOf(read, mode);
  const sort = read.choice<OfferSort>('sort', { sorts: OFFER_SORTS.join(', ') });
  const locale = read.choice<string>('locale', { locales: LOCALES.join(', ') });
  return {
    works: read.list('works'),
    contractTypes: read.list('contractTypes'),
    studentTypes: read.list('studentTypes'),
    agency: read.list('agency'),
    event: read.list('event'),
    city: read.list('city'),
    days: read.list<Day>('days'),
    slots: read.list<Slot>('slots'),
    place,
    location: locationOf(read),
    rhythmMatch: read.choice<RhythmMatch>('rhythmMatch'),
    maxHours: read.numeric('maxHours'),
    minPay: read.numeric('minPay'),
    availableOn: read.list('availableOn'),
    text: read.text('query') ?? '',
    // The nearest first needs a place to be near.
    sort: sort === 'distance' && place === null ? read.refuse('relevance', 'search_distance_needs_place', { name: paramGroup(P.lat) }) : sort,
    page: read.numeric('page') ?? 1,
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
  };
}
