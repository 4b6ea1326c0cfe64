/**
 * The query parameters of the live routes, checked before any work: a missing, malformed or out-of-range
 * value is refused with a message in French (the controllers answer 400), never reaches a search.
 */
import { LOCALES, DEFAULT_LOCALE, isLocale, MAX_QUERY_LENGTH, type Locale } from '@rythmo/site-map';
import { GEO_TYPES, type GeoType } from './geo/index';
import { said, type MessageKey, type MessageValues } from '../i18n/messages';
import type { SharedKey } from '@rythmo/site-map';

/** How the query string is read: as Strapi's query middleware reads it (its defaults). */
export const QUERY_SETTINGS = { strictNullHandling: true, arrayLimit: 100, depth: 20 } as const;

export const MAX_GEO_LIMIT = 50;
export const DEFAULT_GEO_LIMIT = 10;
export const MAX_GENERIC_LIMIT = 100;

export class ParameterError extends Error {}

/** A parameter's error, said in the search's language. */
export const parameterError = (key: MessageKey | SharedKey, values?: MessageValues): ParameterError => new ParameterError(said(key, values));

export type Query = Record<string, unknown>;

/** A parameter given once as text (not repeated, not an object), or undefined. */
export function text(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw parameterError('search_param_once', { name });
  return value;
}

function searchText(query: Query, required: boolean): string | undefined {
  const value = text(query, 'query');
  if (value === undefined || value.trim() === '') {
    if (required) throw parameterError('search_query_required');
    return undefined;
  }
  if (value.length > MAX_QUERY_LENGTH) throw parameterError('search_param_too_long', { name: 'query', max: MAX_QUERY_LENGTH });
  return value.trim();
}

function limit(query: Query, fallback: number | undefined, max: number): number | undefined {
  const value = text(query, 'limit');
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) throw parameterError('search_limit', { max });
  return Number(value);
}

export type GeoSearchParams = { type: GeoType; query: string; limit: number };

export function geoSearchParams(query: Query): GeoSearchParams {
  const type = text(query, 'type');
  if (type === undefined) throw parameterError('search_type_required', { types: GEO_TYPES.join(', ') });
  if (!(GEO_TYPES as readonly string[]).includes(type)) throw parameterError('search_type_unknown', { types: GEO_TYPES.join(', '), value: type.slice(0, 20) });
  return { type: type as GeoType, query: searchText(query, true) as string, limit: limit(query, DEFAULT_GEO_LIMIT, MAX_GEO_LIMIT) as number };
}

export type GenericParams = { locale: Locale; query: string | undefined; limit: number | undefined };

export function genericParams(query: Query): GenericParams {
  const locale = text(query, 'locale') ?? DEFAULT_LOCALE;
  if (!isLocale(locale)) throw parameterError('search_locale', { name: 'locale', locales: LOCALES.join(', ') });
  return { locale, query: searchText(query, false), limit: limit(query, undefined, MAX_GENERIC_LIMIT) };
}
