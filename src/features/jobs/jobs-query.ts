/**
 * The jobs list's state, which is its URL: the parameter names of the offer search API (`OFFER_PARAMS`,
 * the shared contract: `filter[works]`, `filter[rhythm][days]`, `sort`, `page`…), so that a shared link,
 * the back button and the API read the same thing. Reading is the offer query's schema in its lenient mode (a hand-edited
 * URL loses what it cannot read, never breaks the page: ./parse-jobs-query.ts); writing keeps only what
 * differs from the defaults.
 */
import { DEFAULT_RADIUS_KM, OFFER_PARAMS as P, type Availability, type OfferQueryValues } from '@rythmo/site-map';

export const RADII = [5, 10, 30, 50, 100] as const;

/** The filters whose values are lists of slugs (or days, slots), in their URL names. */
export const LIST_FILTERS = {
  works: P.works,
  contractTypes: P.contractTypes,
  studentTypes: P.studentTypes,
  agency: P.agency,
  event: P.event,
  city: P.city,
  days: P.days,
  slots: P.slots,
} as const;
export type ListFilter = keyof typeof LIST_FILTERS;

export type Geolocation = { lat: number; long: number; name: string | null; radius: number };

/**
 * The offer query as the list shows it: its lists toggled alike, its place a position (the page has no
 * resolver), its language the page's.
 */
export type JobsQuery = Omit<OfferQueryValues, 'place' | 'locale' | ListFilter> & Record<ListFilter, string[]> & { geolocation: Geolocation | null };

export const EMPTY_QUERY: JobsQuery = {
  works: [],
  contractTypes: [],
  studentTypes: [],
  agency: [],
  event: [],
  city: [],
  days: [],
  slots: [],
  geolocation: null,
  location: null,
  rhythmMatch: 'any',
  maxHours: null,
  minPay: null,
  availableOn: [],
  text: '',
  sort: 'relevance',
  page: 1,
};

/** Whether a query keeps to the days and times it chooses (none chosen: nothing to keep to). */
export const rhythmOnly = (query: JobsQuery): boolean => query.rhythmMatch === 'only' && (query.days.length > 0 || query.slots.length > 0);

/** The parameters of a query: its filters, text and sort (not the page), in a stable order. */
function filterParams(query: JobsQuery): [string, string][] {
  const entries: [string, string][] = [];
  for (const name of Object.keys(LIST_FILTERS) as ListFilter[]) if (query[name].length > 0) entries.push([LIST_FILTERS[name], query[name].join(',')]);
  if (rhythmOnly(query)) entries.push([P.rhythmMatch, 'only']);
  if (query.geolocation !== null) {
    entries.push([P.lat, String(query.geolocation.lat)], [P.long, String(query.geolocation.long)]);
    if (query.geolocation.name !== null) entries.push([P.placeName, query.geolocation.name]);
    if (query.geolocation.radius !== DEFAULT_RADIUS_KM) entries.push([P.radius, String(query.geolocation.radius)]);
  }
  if (query.location !== null) entries.push('department' in query.location ? [P.department, query.location.department] : [P.region, query.location.region]);
  if (query.maxHours !== null) entries.push([P.maxHours, String(query.maxHours)]);
  if (query.minPay !== null) entries.push([P.minPay, String(query.minPay)]);
  if (query.availableOn.length > 0) entries.push([P.availableOn, query.availableOn.join(',')]);
  if (query.text.trim() !== '') entries.push([P.query, query.text.trim()]);
  if (query.sort !== 'relevance' && (query.sort !== 'distance' || query.geolocation !== null)) entries.push([P.sort, query.sort]);
  return entries;
}

/** The query string of the page's URL ('' for the defaults), with brackets left readable. */
export function jobsSearch(query: JobsQuery): string {
  const entries = filterParams(query);
  if (query.page !== 1) entries.push([P.page, String(query.page)]);
  if (entries.length === 0) return '';
  return `?${new URLSearchParams(entries).toString().replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',')}`;
}

/** The offer search API's query string for a query and a language (the API wants the radius spelled out). */
export function apiSearch(query: JobsQuery, locale: string): string {
  const params = new URLSearchParams(filterParams(query));
  if (query.geolocation !== null && query.geolocation.radius === DEFAULT_RADIUS_KM) params.set(P.radius, String(DEFAULT_RADIUS_KM));
  params.set(P.page, String(query.page));
  params.set(P.locale, locale);
  return params.toString();
}

/** How many filters the visitor chose (the panel button shows it). */
export const countFilters = (query: JobsQuery): number =>
  (Object.keys(LIST_FILTERS) as ListFilter[]).reduce((n, name) => n + query[name].length, 0) +
  (query.geolocation !== null ? 1 : 0) +
  (query.location !== null ? 1 : 0) +
  (query.maxHours !== null ? 1 : 0) +
  (query.minPay !== null ? 1 : 0) +
  query.availableOn.length;

/** Whether a query is the plain first page of the list (what the static HTML shows). */
export const isDefault = (query: JobsQuery): boolean => jobsSearch(query) === '';

/** A value turned on or off in a list filter; any change of the search goes back to its first page. */
export function toggle(query: JobsQuery, name: ListFilter, value: string): JobsQuery {
  const values = query[name].includes(value) ? query[name].filter((v) => v !== value) : [...query[name], value];
  return { ...query, [name]: values, page: 1 };
}

/** The search with every filter removed, its text kept: the widest search. */
export const withoutFilters = (query: JobsQuery): JobsQuery => ({ ...EMPTY_QUERY, text: query.text, sort: query.sort });

/** What widening a search can take away, in that order. */
export type Widening = 'text' | 'filters' | 'place';

/**
 * The ever wider searches tried when one finds nothing (« Élargir la recherche »): without its text, then
 * also without its filters but the place, then also without the place. Each says what it took away; a
 * step that would take nothing away is skipped. The sort stays.
 */
export function wideningSteps(query: JobsQuery): { query: JobsQuery; removed: Widening[] }[] {
  const steps: { query: JobsQuery; removed: Widening[] }[] = [];
  let current: JobsQuery = { ...query, page: 1 };
  const removed: Widening[] = [];
  const step = (next: JobsQuery, what: Widening): void => {
    if (jobsSearch(next) === jobsSearch(current)) return;
    current = next;
    removed.push(what);
    steps.push({ query: next, removed: [...removed] });
  };
  step({ ...current, text: '' }, 'text');
  const place = { geolocation: current.geolocation, location: current.location, city: current.city };
  step({ ...EMPTY_QUERY, sort: current.sort, ...place }, 'filters');
  step({ ...EMPTY_QUERY, sort: current.sort }, 'place');
  return steps;
}

/** The filters a query has, one by one, each with the query without it (the chips above the list). */
export type ActiveFilter =
  | { kind: ListFilter; value: string; without: JobsQuery }
  | { kind: 'geolocation'; name: string | null; without: JobsQuery }
  | { kind: 'location'; value: { department: string } | { region: string }; without: JobsQuery }
  | { kind: 'maxHours'; hours: number; without: JobsQuery }
  | { kind: 'minPay'; pay: number; without: JobsQuery }
  | { kind: 'availableOn'; date: string; without: JobsQuery }
  | { kind: 'rhythmOnly'; without: JobsQuery }
  | { kind: 'text'; text: string; without: JobsQuery };

export function activeFilters(query: JobsQuery): ActiveFilter[] {
  const base = { ...query, page: 1 };
  const found: ActiveFilter[] = [];
  if (query.text.trim() !== '') found.push({ kind: 'text', text: query.text.trim(), without: { ...base, text: '' } });
  if (query.geolocation !== null) found.push({ kind: 'geolocation', name: query.geolocation.name, without: { ...base, geolocation: null } });
  if (query.location !== null) found.push({ kind: 'location', value: query.location, without: { ...base, location: null } });
  for (const name of Object.keys(LIST_FILTERS) as ListFilter[])
    for (const value of query[name]) found.push({ kind: name, value, without: toggle(query, name, value) });
  if (rhythmOnly(query)) found.push({ kind: 'rhythmOnly', without: { ...base, rhythmMatch: 'any' } });
  if (query.maxHours !== null) found.push({ kind: 'maxHours', hours: query.maxHours, without: { ...base, maxHours: null } });
  if (query.minPay !== null) found.push({ kind: 'minPay', pay: query.minPay, without: { ...base, minPay: null } });
  for (const date of query.availableOn)
    found.push({ kind: 'availableOn', date, without: { ...base, availableOn: query.availableOn.filter((other) => other !== date) } });
  return found;
}

/**
 * « Selon mon rythme »: the query with the candidate's rhythm as its days, times of day and
 * hours a week (in place of any chosen), or, `on` false, with none of the three.
 */
export function withRhythm(query: JobsQuery, availability: Availability, on: boolean): JobsQuery {
  return on
    ? { ...query, days: [...availability.days], slots: [...availability.slots], rhythmMatch: 'only', maxHours: availability.hours_per_week, page: 1 }
    : { ...query, days: [], slots: [], rhythmMatch: 'any', maxHours: null, page: 1 };
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((value) => b.includes(value));

/** Whether a query's days, times of day and hours a week are the candidate's rhythm. */
export const followsRhythm = (query: JobsQuery, availability: Availability): boolean =>
  sameSet(query.days, availability.days) &&
  sameSet(query.slots, availability.slots) &&
  query.rhythmMatch === 'only' &&
  query.maxHours === availability.hours_per_week;

/**
 * A change the list shows before the router has drawn its address: the query shown, and the addresses the
 * list asked for since the router last caught up (the arrow keys on the sort pass several options, each a
 * change, and on a busy phone their addresses come back one by one, late).
 */
export type PendingQuery = { query: JobsQuery; asked: readonly string[] };

/** A change made: shown at once, its address asked for. */
export const pendingWith = (pending: PendingQuery | null, next: JobsQuery): PendingQuery => ({
  query: next,
  asked: [...(pending?.asked ?? []), jobsSearch(next)],
});

/**
 * When the router draws an address: the latest change's ends the wait; one the list asked for on the way
 * keeps the latest change shown (else the sort would step back one option, and an arrow key pressed then
 * would be lost); any other (a link, the header's search) ends the wait too.
 */
export function pendingAfter(pending: PendingQuery | null, drawn: JobsQuery): PendingQuery | null {
  if (pending === null) return null;
  const address = jobsSearch(drawn);
  if (address === jobsSearch(pending.query)) return null;
  return pending.asked.includes(address) ? pending : null;
}
