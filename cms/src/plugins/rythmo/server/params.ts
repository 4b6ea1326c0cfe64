/**
 * The query parameters of the live routes, checked before any work: a missing, malformed or out-of-range
 * value is refused with a French message (the controllers answer 400), never reaches a search.
 */
import { LOCALES, DEFAULT_LOCALE, isLocale, type Locale } from '@rythmo/site-map';
import { GEO_TYPES, type GeoType } from './geo/index';

export const MAX_QUERY_LENGTH = 100;
export const MAX_GEO_LIMIT = 50;
export const DEFAULT_GEO_LIMIT = 10;
export const MAX_GENERIC_LIMIT = 100;

export class ParameterError extends Error {}

export type Query = Record<string, unknown>;

/** A parameter given once as text (not repeated, not an object), or undefined. */
export function text(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ParameterError(`Le paramètre « ${name} » doit être donné une seule fois, comme texte.`);
  return value;
}

function searchText(query: Query, required: boolean): string | undefined {
  const value = text(query, 'query');
  if (value === undefined || value.trim() === '') {
    if (required) throw new ParameterError('Le paramètre « query » est obligatoire : le texte à chercher.');
    return undefined;
  }
  if (value.length > MAX_QUERY_LENGTH) throw new ParameterError(`Le paramètre « query » dépasse ${MAX_QUERY_LENGTH} caractères.`);
  return value.trim();
}

function limit(query: Query, fallback: number | undefined, max: number): number | undefined {
  const value = text(query, 'limit');
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) throw new ParameterError(`Le paramètre « limit » doit être un entier de 1 à ${max}.`);
  return Number(value);
}

export type GeoSearchParams = { type: GeoType; query: string; limit: number };

export function geoSearchParams(query: Query): GeoSearchParams {
  const type = text(query, 'type');
  if (type === undefined) throw new ParameterError(`Le paramètre « type » est obligatoire : ${GEO_TYPES.join(', ')}.`);
  if (!(GEO_TYPES as readonly string[]).includes(type))
    throw new ParameterError(`Le paramètre « type » vaut ${GEO_TYPES.join(', ')} ; « ${type.slice(0, 20)} » est inconnu.`);
  return { type: type as GeoType, query: searchText(query, true) as string, limit: limit(query, DEFAULT_GEO_LIMIT, MAX_GEO_LIMIT) as number };
}

export type GenericParams = { locale: Locale; query: string | undefined; limit: number | undefined };

export function genericParams(query: Query): GenericParams {
  const locale = text(query, 'locale') ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw new ParameterError(`Le paramètre « locale » vaut ${LOCALES.join(' ou ')}.`);
  return { locale, query: searchText(query, false), limit: limit(query, undefined, MAX_GENERIC_LIMIT) };
}
