/**
 * Bounds on what one public call of the content API may ask for. Without them a single request such as
 * `?pagination[pageSize]=1000&populate[works][populate][work][populate]…` made the CMS build a response of
 * 156 MB. Pure: the content-API guard (./content-api-guard.ts) applies them to callers other than the site
 * tokens, whose builds need whole pages of entries with their relations.
 */
import { said } from '../i18n/messages';

export const QUERY_LIMITS = {
  /** Entries per page (pagination pageSize or limit). */
  pageSize: 100,
  /** Levels of relations and components in populate: `image` is 1, `villes.faq` is 2. */
  populateDepth: 2,
  /** Relations crossed by one filter: `filters[city][slug]` crosses 1. */
  filterDepth: 2,
} as const;

type Populate = string | readonly unknown[] | { readonly [key: string]: unknown } | boolean | undefined | null;

/** A plain object: not null, not a list (a parsed query's branches). */
export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Levels a populate parameter reaches, in any of the shapes Strapi accepts (string, list, object tree). */
export function populateDepth(populate: unknown): number {
  const value = populate as Populate;
  if (value === undefined || value === null || value === false || value === '') return 0;
  if (value === true) return 1;
  if (typeof value === 'string') return Math.max(...value.split(',').map((path) => path.split('.').filter((part) => part !== '').length));
  if (Array.isArray(value)) return Math.max(0, ...value.map(populateDepth));
  if (!isObject(value)) return 0;
  return Math.max(
    0,
    ...Object.entries(value).map(([key, entry]) => {
      // A dynamic zone's `on` lists its components: each counts as the level of the zone itself.
      if (key === 'on' && isObject(entry)) return Math.max(0, ...Object.values(entry).map((part) => (isObject(part) ? populateDepth(part.populate) : 0)));
      if (isObject(entry)) {
        if ('on' in entry) return 1 + populateDepth({ on: entry.on });
        return 1 + populateDepth(entry.populate);
      }
      return 1 + (typeof entry === 'string' && entry !== '*' && entry !== 'true' ? populateDepth(entry) : 0);
    }),
  );
}

/** Relations a filter crosses: nested field names, not counting operators ($eq, $and…) or list indexes. */
export function filterDepth(filters: unknown): number {
  if (Array.isArray(filters)) return Math.max(0, ...filters.map(filterDepth));
  if (!isObject(filters)) return 0;
  return Math.max(
    0,
    ...Object.entries(filters).map(([key, entry]) => {
      const inner = filterDepth(entry);
      return key.startsWith('$') || /^\d+$/.test(key) ? inner : isObject(entry) && hasField(entry) ? 1 + inner : inner;
    }),
  );
}

/** Whether an object names a field (not only operators): `{ slug: … }` does, `{ $eq: … }` does not. */
const hasField = (value: Record<string, unknown>): boolean => Object.keys(value).some((key) => !key.startsWith('$'));

type Params = { pageSize?: unknown; limit?: unknown; populate?: unknown; filters?: unknown };

/** French messages for what exceeds the limits; empty when the parameters are within them. */
export function limitViolations(params: Params): string[] {
  const violations: string[] = [];
  for (const key of ['pageSize', 'limit'] as const) {
    const size = Number(params[key]);
    if (params[key] !== undefined && (!Number.isFinite(size) || size > QUERY_LIMITS.pageSize || size < 0)) {
      violations.push(said('query_page_size', { max: QUERY_LIMITS.pageSize, given: String(params[key]) }));
    }
  }
  const depth = populateDepth(params.populate);
  if (depth > QUERY_LIMITS.populateDepth) violations.push(said('query_populate_depth', { max: QUERY_LIMITS.populateDepth, depth }));
  const filters = filterDepth(params.filters);
  if (filters > QUERY_LIMITS.filterDepth) violations.push(said('query_filter_depth', { max: QUERY_LIMITS.filterDepth, depth: filters }));
  return violations;
}
