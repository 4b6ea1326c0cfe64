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
import { MAX_QUERY_LENGTH, ParameterError, text, type Query } from '../params';
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
    throw new ParameterError(`Le paramètre « ${name} » se donne par champs : ${names.map((n) => `${name}[${n}]`).join(', ')}.`);
  const group = value as Query;
  for (const key of Object.keys(group)) {
    if (!names.includes(key)) throw new ParameterError(`Le paramètre « ${name}[${key.slice(0, 30)}] » est inconnu ; ${name} accepte ${names.join(', ')}.`);
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
  if (values.length > MAX_VALUES) throw new ParameterError(`Le paramètre « ${name} » accepte au plus ${MAX_VALUES} valeurs.`);
  for (const item of values) {
    if (!valid(item))
      throw new ParameterError(`Le paramètre « ${name} » attend ${expected}, séparés par des virgules ; « ${item.slice(0, 30)} » ne convient pas.`);
  }
  if (new Set(values).size !== values.length) throw new ParameterError(`Le paramètre « ${name} » répète une valeur.`);
  return values as T[];
}

const slugs = (query: Query | undefined, name: string): string[] => list(query, name, (item) => SLUG.test(item), 'des identifiants (slugs)');

/** A decimal number within bounds, or undefined when absent. */
function number(query: Query, name: string, min: number, max: number): number | undefined {
  const value = text(query, keyOf(name));
  if (value === undefined) return undefined;
  if (!/^-?\d+(?:\.\d+)?$/.test(value.trim()) || Number(value) < min || Number(value) > max)
    throw new ParameterError(`Le paramètre « ${name} » doit être un nombre de ${min} à ${max}.`);
  return Number(value);
}

/** A whole number within bounds, or undefined when absent. */
function integer(query: Query, name: string, min: number, max: number): number | undefined {
  const value = text(query, keyOf(name));
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new ParameterError(`Le paramètre « ${name} » doit être un entier de ${min} à ${max}.`);
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
  const dates = list<string>(filter, P.availableOn, isCalendarDate, 'des dates du calendrier (AAAA-MM-JJ)');
  if (dates.length > MAX_AVAILABLE_DATES) throw new ParameterError(`Le paramètre « ${P.availableOn} » accepte au plus ${MAX_AVAILABLE_DATES} dates.`);
  return dates;
}

function geolocation(filter: Query | undefined): OfferSearchParams['geolocation'] {
  const geo = group(filter?.[keyOf(GEOLOCATION)], GEOLOCATION, namesUnder(GEOLOCATION));
  if (geo === undefined) return null;
  const lat = number(geo, P.lat, -90, 90);
  const long = number(geo, P.long, -180, 180);
  const name = text(geo, keyOf(P.placeName))?.trim();
  const radiusKm = number(geo, P.radius, 1, MAX_RADIUS_KM) ?? DEFAULT_RADIUS_KM;
  if ((lat === undefined) !== (long === undefined)) throw new ParameterError(`Les paramètres « ${P.lat} » et « ${P.long} » se donnent ensemble.`);
  if (lat !== undefined && long !== undefined) return { lat, long, radiusKm };
  if (name === undefined || name === '')
    throw new ParameterError(`Le paramètre « ${GEOLOCATION} » attend une position (lat et long) ou un nom de ville (name).`);
  if (name.length > MAX_QUERY_LENGTH) throw new ParameterError(`Le paramètre « ${P.placeName} » dépasse ${MAX_QUERY_LENGTH} caractères.`);
  return { name, radiusKm };
}

function location(filter: Query | undefined): OfferQuery['location'] {
  const place = group(filter?.[keyOf(LOCATION)], LOCATION, namesUnder(LOCATION));
  if (place === undefined) return null;
  const department = text(place, keyOf(P.department));
  const region = text(place, keyOf(P.region));
  if ((department === undefined) === (region === undefined))
    throw new ParameterError(`Le paramètre « ${LOCATION} » attend soit un département (department), soit une région (region).`);
  if (department !== undefined) {
    if (!DEPARTMENT.test(department.toUpperCase()))
      throw new ParameterError(
        `Le paramètre « ${P.department} » attend un code de département (69, 2A, 974) ; « ${department.slice(0, 10)} » n’en est pas un.`,
      );
    return { department: department.toUpperCase() };
  }
  if (!REGION.test(region as string))
    throw new ParameterError(`Le paramètre « ${P.region} » attend un code de région (84, 11) ; « ${(region as string).slice(0, 10)} » n’en est pas un.`);
  return { region: region as string };
}

function rhythmMatch(rhythm: Query | undefined): RhythmMatch {
  const value = rhythm === undefined ? undefined : text(rhythm, keyOf(P.rhythmMatch));
  if (value === undefined) return 'any';
  if (!(RHYTHM_MATCHES as readonly string[]).includes(value))
    throw new ParameterError(
      `Le paramètre « ${P.rhythmMatch} » vaut any (les offres qui incluent un des jours et moments choisis) ou only (celles qui n’en demandent pas d’autres) ; « ${value.slice(0, 20)} » est inconnu.`,
    );
  return value as RhythmMatch;
}

export function offerSearchParams(query: Query): OfferSearchParams {
  for (const key of Object.keys(query)) {
    if (!NAMES.includes(key)) throw new ParameterError(`Le paramètre « ${key.slice(0, 30)} » est inconnu ; la recherche accepte ${NAMES.join(', ')}.`);
  }
  const filter = group(query.filter, 'filter', FILTERS);
  const rhythm = group(filter?.[keyOf(RHYTHM)], RHYTHM, namesUnder(RHYTHM));
  const sort = text(query, P.sort) ?? 'relevance';
  if (!(SORTS as readonly string[]).includes(sort))
    throw new ParameterError(`Le paramètre « ${P.sort} » vaut ${SORTS.join(', ')} ; « ${sort.slice(0, 30)} » est inconnu.`);
  const locale = text(query, P.locale) ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw new ParameterError(`Le paramètre « ${P.locale} » vaut ${LOCALES.join(' ou ')}.`);
  const pay = group(filter?.[keyOf(PAY)], PAY, namesUnder(PAY));
  const geolocated = filter !== undefined && filter[keyOf(GEOLOCATION)] !== undefined;
  if (sort === 'distance' && !geolocated)
    throw new ParameterError(`Le tri « distance » demande un lieu autour duquel chercher (${GEOLOCATION}[lat] et [long], ou [name]).`);
  const words = text(query, P.query);
  if (words !== undefined && words.length > MAX_QUERY_LENGTH) throw new ParameterError(`Le paramètre « ${P.query} » dépasse ${MAX_QUERY_LENGTH} caractères.`);
  return {
    works: slugs(filter, P.works),
    contractTypes: slugs(filter, P.contractTypes),
    studentTypes: slugs(filter, P.studentTypes),
    agency: slugs(filter, P.agency),
    event: slugs(filter, P.event),
    cities: slugs(filter, P.city),
    geolocation: geolocation(filter),
    location: location(filter),
    days: list<Day>(rhythm, P.days, (item) => (DAYS as readonly string[]).includes(item), `des jours (${DAYS.join(', ')})`),
    slots: list<Slot>(rhythm, P.slots, (item) => (SLOTS as readonly string[]).includes(item), `des moments (${SLOTS.join(', ')})`),
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
