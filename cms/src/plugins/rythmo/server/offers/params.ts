/**
 * The query parameters of the offer search, checked before any work: an unknown name, a repeated or
 * malformed value, a value out of range is refused with a French message naming the parameter (the
 * controller answers 400). Nested names are read as qs parses them: `filter[rhythm][days]=sat,sun`.
 */
import {
  DAYS,
  DEFAULT_LOCALE,
  DEFAULT_RADIUS_KM,
  DEPARTMENT_CODE as DEPARTMENT,
  isLocale,
  LOCALES,
  MAX_RADIUS_KM,
  OFFER_SORTS as SORTS,
  REGION_CODE as REGION,
  SLOTS,
  SLUG_PATTERN as SLUG,
  type Day,
  type Locale,
  type OfferSort as Sort,
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

/** A comma-separated list of values, each checked; empty items and repeats refused. */
function list<T extends string>(query: Query | undefined, key: string, name: string, valid: (value: string) => boolean, expected: string): T[] {
  if (query === undefined) return [];
  const value = text(query, key);
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

const slugs = (query: Query | undefined, key: string, name: string): string[] => list(query, key, name, (item) => SLUG.test(item), 'des identifiants (slugs)');

/** A decimal number within bounds, or undefined when absent. */
function number(query: Query, key: string, name: string, min: number, max: number): number | undefined {
  const value = text(query, key);
  if (value === undefined) return undefined;
  if (!/^-?\d+(?:\.\d+)?$/.test(value.trim()) || Number(value) < min || Number(value) > max)
    throw new ParameterError(`Le paramètre « ${name} » doit être un nombre de ${min} à ${max}.`);
  return Number(value);
}

/** A whole number within bounds, or undefined when absent. */
function integer(query: Query, key: string, name: string, min: number, max: number): number | undefined {
  const value = text(query, key);
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new ParameterError(`Le paramètre « ${name} » doit être un entier de ${min} à ${max}.`);
  return Number(value);
}

const NAMES = ['filter', 'query', 'sort', 'page', 'locale'] as const;
const FILTERS = ['works', 'contract_types', 'student_types', 'agency', 'event', 'city', 'geolocation', 'location', 'rhythm'] as const;

function geolocation(filter: Query | undefined): OfferSearchParams['geolocation'] {
  const geo = group(filter?.geolocation, 'filter[geolocation]', ['lat', 'long', 'name', 'radius']);
  if (geo === undefined) return null;
  const lat = number(geo, 'lat', 'filter[geolocation][lat]', -90, 90);
  const long = number(geo, 'long', 'filter[geolocation][long]', -180, 180);
  const name = text(geo, 'name')?.trim();
  const radiusKm = number(geo, 'radius', 'filter[geolocation][radius]', 1, MAX_RADIUS_KM) ?? DEFAULT_RADIUS_KM;
  if ((lat === undefined) !== (long === undefined))
    throw new ParameterError('Les paramètres « filter[geolocation][lat] » et « filter[geolocation][long] » se donnent ensemble.');
  if (lat !== undefined && long !== undefined) return { lat, long, radiusKm };
  if (name === undefined || name === '')
    throw new ParameterError('Le paramètre « filter[geolocation] » attend une position (lat et long) ou un nom de ville (name).');
  if (name.length > MAX_QUERY_LENGTH) throw new ParameterError(`Le paramètre « filter[geolocation][name] » dépasse ${MAX_QUERY_LENGTH} caractères.`);
  return { name, radiusKm };
}

function location(filter: Query | undefined): OfferQuery['location'] {
  const place = group(filter?.location, 'filter[location]', ['department', 'region']);
  if (place === undefined) return null;
  const department = text(place, 'department');
  const region = text(place, 'region');
  if ((department === undefined) === (region === undefined))
    throw new ParameterError('Le paramètre « filter[location] » attend soit un département (department), soit une région (region).');
  if (department !== undefined) {
    if (!DEPARTMENT.test(department.toUpperCase()))
      throw new ParameterError(
        `Le paramètre « filter[location][department] » attend un code de département (69, 2A, 974) ; « ${department.slice(0, 10)} » n’en est pas un.`,
      );
    return { department: department.toUpperCase() };
  }
  if (!REGION.test(region as string))
    throw new ParameterError(
      `Le paramètre « filter[location][region] » attend un code de région (84, 11) ; « ${(region as string).slice(0, 10)} » n’en est pas un.`,
    );
  return { region: region as string };
}

export function offerSearchParams(query: Query): OfferSearchParams {
  for (const key of Object.keys(query)) {
    if (!(NAMES as readonly string[]).includes(key))
      throw new ParameterError(`Le paramètre « ${key.slice(0, 30)} » est inconnu ; la recherche accepte ${NAMES.join(', ')}.`);
  }
  const filter = group(query.filter, 'filter', FILTERS);
  const rhythm = group(filter?.rhythm, 'filter[rhythm]', ['days', 'slots', 'max_hours']);
  const sort = text(query, 'sort') ?? 'relevance';
  if (!(SORTS as readonly string[]).includes(sort))
    throw new ParameterError(`Le paramètre « sort » vaut ${SORTS.join(', ')} ; « ${sort.slice(0, 30)} » est inconnu.`);
  const locale = text(query, 'locale') ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw new ParameterError(`Le paramètre « locale » vaut ${LOCALES.join(' ou ')}.`);
  const words = text(query, 'query');
  if (words !== undefined && words.length > MAX_QUERY_LENGTH) throw new ParameterError(`Le paramètre « query » dépasse ${MAX_QUERY_LENGTH} caractères.`);
  return {
    works: slugs(filter, 'works', 'filter[works]'),
    contractTypes: slugs(filter, 'contract_types', 'filter[contract_types]'),
    studentTypes: slugs(filter, 'student_types', 'filter[student_types]'),
    agency: slugs(filter, 'agency', 'filter[agency]'),
    event: slugs(filter, 'event', 'filter[event]'),
    cities: slugs(filter, 'city', 'filter[city]'),
    geolocation: geolocation(filter),
    location: location(filter),
    days: list<Day>(rhythm, 'days', 'filter[rhythm][days]', (item) => (DAYS as readonly string[]).includes(item), `des jours (${DAYS.join(', ')})`),
    slots: list<Slot>(rhythm, 'slots', 'filter[rhythm][slots]', (item) => (SLOTS as readonly string[]).includes(item), `des moments (${SLOTS.join(', ')})`),
    maxHours: (rhythm === undefined ? undefined : integer(rhythm, 'max_hours', 'filter[rhythm][max_hours]', 1, 48)) ?? null,
    text: words === undefined || words.trim() === '' ? null : words.trim(),
    sort: sort as Sort,
    page: integer(query, 'page', 'page', 1, MAX_PAGE) ?? 1,
    locale,
  };
}
