/**
 * The four searches of the global search, on the live API of the site's origin: cities
 * (geo-search), works and contract types (generic lists), agencies (content API). Each takes the signal
 * that aborts it when a newer text supersedes it.
 */
import type { Locale } from '@rythmo/site-map';
import { apiRequest, contentRequest } from '../../api-client/client';
import type { SearchChoice } from './targets';

export const GROUP_LIMIT = 5;
export type Group = 'cities' | 'works' | 'contracts' | 'agencies';
export const GROUPS: readonly Group[] = ['cities', 'works', 'contracts', 'agencies'];

type Agency = { api_id: string; name: string };

export const SEARCHES: Record<Group, (text: string, locale: Locale, signal: AbortSignal) => Promise<SearchChoice[]>> = {
  cities: async (text, _locale, signal) =>
    (await apiRequest('geoSearch', { params: { type: 'CITY', query: text, limit: String(GROUP_LIMIT) }, signal })).map((place) => ({
      kind: 'city',
      id: place.id,
      label: place.name,
      position: place.position,
    })),
  works: async (text, locale, signal) =>
    (await apiRequest('works', { params: { query: text, limit: String(GROUP_LIMIT), locale }, signal })).map(({ id, label, sector }) =>
      sector === undefined ? { kind: 'work', id, label } : { kind: 'trade', id, label, sector },
    ),
  contracts: async (text, locale, signal) =>
    (await apiRequest('contractTypes', { params: { query: text, limit: String(GROUP_LIMIT), locale }, signal })).map(({ id, label }) => ({
      kind: 'contract',
      id,
      label,
    })),
  agencies: async (text, locale, signal) =>
    (
      await contentRequest<{ data: Agency[] }>('/agencies', {
        params: {
          'pagination[limit]': String(GROUP_LIMIT),
          locale,
          'fields[0]': 'name',
          'fields[1]': 'api_id',
          'filters[$or][0][api_id][$containsi]': text,
          'filters[$or][1][name][$containsi]': text,
        },
        signal,
      })
    ).data.map((agency) => ({ kind: 'agency', id: agency.api_id, label: agency.name })),
};
