/**
 * An alert's search: the jobs list's own query string (`filter[works]=…&filter[rhythm][days]=…`),
 * checked by the offer search itself so that an alert and the list never disagree: the search thread
 * answers it (the same 400s, the place named resolved to its position), then the alert keeps it without
 * what is not a filter (the page, the order, the language of the labels). Its summary names each filter
 * as the list's chips do, from the CMS's lists.
 */
import qs from 'qs';
import type { Core, UID } from '@strapi/strapi';
import { ALERT_SEARCH_MAX, distanceKm, OFFER_PARAMS as P, type AlertSearchWords, type Locale } from '@rythmo/site-map';
import { alertSummary } from './summary';
import { offerSearchParams, type OfferSearchParams } from '../search/offer-params';
import { parameterError, ParameterError, QUERY_SETTINGS } from '../search/params';
import { readDepartements, readRegions } from '../search/geo/data';

/** What an alert does not keep of the list's address. */
const DROPPED: readonly string[] = [P.page, P.sort, P.locale];

/** The search's parameters as the offer search reads them (a ParameterError when it does not). */
export const searchParams = (search: string): OfferSearchParams => offerSearchParams(qs.parse(search, QUERY_SETTINGS) as Record<string, unknown>);

type Answer = { data: null; error: { message: string } } | { meta: { geolocation?: { lat: number; long: number; radius: number; name?: string } } };

/** How far from a position its name may lie: a commune's centre, for the position the site took from it. */
const NAME_KM = 10;
const serialise = (params: URLSearchParams): string => params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',');

/**
 * The name of a position given with one, as the geo-search names it: one of the communes it finds by that
 * name lying within NAME_KM of the position. Otherwise none: the words of a request never reach an email.
 */
async function placeNameAt(name: string, lat: number, long: number, searchUrl: string): Promise<string | null> {
  const query = new URLSearchParams({ type: 'CITY', limit: '5', query: name.slice(0, 100) });
  const response = await fetch(`${searchUrl}/api/rythmo/geo-search?${query.toString()}`);
  if (!response.ok) return null;
  const places = (await response.json()) as { name: string; position: { lat: number; long: number } | null }[];
  return places.find(({ position }) => position !== null && distanceKm(lat, long, position.lat, position.long) <= NAME_KM)?.name ?? null;
}

/**
 * The search as an alert keeps it, checked by the search thread at `searchUrl`: a ParameterError with the
 * offer search's own message when it refuses it. A place given by name is kept as its position and the
 * geo-search's name; a position given with a name keeps the name only when the geo-search finds it there.
 */
export async function checkedSearch(search: string, searchUrl: string): Promise<string> {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  for (const name of DROPPED) params.delete(name);
  const kept = serialise(params);
  if (kept.length > ALERT_SEARCH_MAX) throw parameterError('alert_search_too_long', { max: ALERT_SEARCH_MAX });
  // Its syntax first, here: the thread is asked only well-formed searches.
  searchParams(kept);
  const response = await fetch(`${searchUrl}/api/rythmo/job-offers?${kept}${kept === '' ? '' : '&'}${P.page}=1`);
  const answer = (await response.json()) as Answer;
  if (response.status === 400 && 'error' in answer && answer.error !== null) throw new ParameterError(answer.error.message);
  if (!response.ok || !('meta' in answer)) throw new Error(`The search thread answered ${response.status}`);
  const place = answer.meta.geolocation;
  if (place !== undefined && !params.has(P.lat)) {
    params.set(P.lat, String(place.lat));
    params.set(P.long, String(place.long));
    if (place.name !== undefined) params.set(P.placeName, place.name);
    return serialise(params);
  }
  const given = params.get(P.placeName);
  if (given !== null) {
    // A position was given (the offer search checked it): its name, only as the geo-search says it.
    const name = await placeNameAt(given, Number(params.get(P.lat)), Number(params.get(P.long)), searchUrl);
    if (name === null) params.delete(P.placeName);
    else params.set(P.placeName, name);
    return serialise(params);
  }
  return kept;
}

const LISTS: Record<'works' | 'trades' | 'contracts' | 'studentTypes' | 'agencies' | 'events' | 'cities', [UID.ContentType, 'name' | 'label']> = {
  works: ['api::work.work', 'name'],
  trades: ['api::trade.trade', 'name'],
  contracts: ['api::contract.contract', 'label'],
  studentTypes: ['api::student-job-type.student-job-type', 'label'],
  agencies: ['api::agency.agency', 'name'],
  events: ['api::event.event', 'name'],
  cities: ['api::city.city', 'name'],
};

let areas: Map<string, string> | undefined;
/** « Rhône (69) », « Auvergne-Rhône-Alpes »: a département or région by its code. */
function areaName(location: OfferSearchParams['location']): string | null {
  if (location === null) return null;
  areas ??= new Map([
    ...readDepartements().map((d): [string, string] => [`d${d.code}`, `${d.nom} (${d.code})`]),
    ...readRegions().map((r): [string, string] => [`r${r.code}`, r.nom]),
  ]);
  return 'department' in location ? (areas.get(`d${location.department}`) ?? location.department) : (areas.get(`r${location.region}`) ?? location.region);
}

/** « Événementiel · Lyon + 20 km · le week-end · 20 h max »: a kept search in the alert's language. */
export async function searchSummary(strapi: Core.Strapi, search: string, locale: Locale): Promise<string> {
  const params = searchParams(search);
  const names = async (kind: keyof typeof LISTS, slugs: string[]): Promise<Map<string, string>> => {
    if (slugs.length === 0) return new Map();
    const [uid, field] = LISTS[kind];
    const localized = (strapi.contentType(uid) as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized === true;
    const rows = (await strapi.db.query(uid).findMany({
      where: { slug: { $in: slugs }, publishedAt: { $notNull: true }, ...(localized ? { locale } : {}) },
      select: ['slug', field],
    })) as Record<string, string>[];
    return new Map(rows.map((row) => [row.slug, row[field]]));
  };
  const named = async (kind: keyof typeof LISTS, slugs: string[]): Promise<string[]> => {
    const found = await names(kind, slugs);
    return slugs.map((slug) => found.get(slug) ?? slug);
  };
  // A works filter names a sector or a trade.
  const sectors = await names('works', params.works);
  const trades = await names('trades', params.works);
  const words: AlertSearchWords = {
    text: params.text,
    works: params.works.map((slug) => sectors.get(slug) ?? trades.get(slug) ?? slug),
    contracts: await named('contracts', params.contractTypes),
    studentTypes: await named('studentTypes', params.studentTypes),
    agencies: await named('agencies', params.agency),
    events: await named('events', params.event),
    cities: await named('cities', params.cities),
    place:
      params.geolocation === null
        ? null
        : {
            name: 'name' in params.geolocation ? params.geolocation.name : (new URLSearchParams(search).get(P.placeName) ?? null),
            radiusKm: params.geolocation.radiusKm,
          },
    area: areaName(params.location),
    days: params.days,
    slots: params.slots,
    rhythmMatch: params.rhythmMatch,
    maxHours: params.maxHours,
    minPay: params.minPay,
    availableOn: params.availableOn,
  };
  return alertSummary(words, locale);
}
