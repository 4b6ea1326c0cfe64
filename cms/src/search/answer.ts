/**
 * The answer of an offer search (the jobs list's cards, in the shape of the shared contract,
 * @rythmo/site-map's offer-api.ts), from an index and its labels: pure.
 */
import { hourlyPay, LOCALES, synonymTable, synonymWords, type Locale, type OfferCard, type OfferSearchAnswer } from '@rythmo/site-map';
import { parameterError } from './params';
import { readDepartements } from './geo/data';
import type { Place } from './geo/index';
import { buildOfferIndex, searchOffers, type OfferIndex, type OfferQuery, type OfferRecord, type OfferWords } from './engine';
import type { OfferSearchParams } from './offer-params';

export type Labels = Record<Locale, Map<string, string>>;
/** The labels of the lists offers name, by slug in each language: contract types, trades, sectors (works), events. */
export type ListLabels = { contracts: Labels; trades: Labels; works: Labels; events: Labels };
/** What a search reads: the index and the labels of the lists it names, in each language. */
export type SearchData = { index: OfferIndex; labels: ListLabels };
/** What the search reads from the CMS besides the offers: the lists' labels, the editors' synonyms (groups of words). */
export type SearchLists = { labels: ListLabels; synonyms: string[][] };

/** The published offers, their lists' labels and the synonyms as last read (the search plugin's reading of the database). */
export type OfferSnapshot = Readonly<SearchLists & { records: OfferRecord[]; signature: string; readAt: number }>;
/** What reads them: the search plugin's `offers` service, for the search thread and the alert run. */
export type OfferReader = { current(): Promise<OfferSnapshot> };

/** The editors' synonym entries (« barman, barmaid ») as groups of words, those of fewer than two words left out. */
export const synonymGroups = (entries: readonly string[]): string[][] => entries.map(synonymWords).filter((group) => group.length > 1);

/** The labels of an offer's trades, sectors and contract types in every language (their words are indexed). */
export const offerLabels =
  (labels: ListLabels) =>
  (offer: OfferRecord): string[] =>
    LOCALES.flatMap((locale) => [
      ...offer.trades.map((slug) => labels.trades[locale].get(slug)),
      ...offer.sectors.map((slug) => labels.works[locale].get(slug)),
      ...offer.contracts.map((slug) => labels.contracts[locale].get(slug)),
    ]).filter((label): label is string => label !== undefined);

/** The search data of these offers (their words when added already: the alert run adds them a slice at a time). */
export const searchData = (records: OfferRecord[], { labels, synonyms }: SearchLists, words?: OfferWords): SearchData => ({
  index: buildOfferIndex(records, { words, labels: offerLabels(labels), synonyms: synonymTable(synonyms) }),
  labels,
});

export type { OfferCard, OfferSearchAnswer };

/** The région of each département, by code. */
export const DEPARTMENT_REGIONS: ReadonlyMap<string, string> = new Map(readDepartements().map((d) => [d.code, d.region]));
const regions = new Set(DEPARTMENT_REGIONS.values());

/** The position searched around: given, or the best commune of that name (geo-search). */
function position(
  asked: OfferSearchParams['geolocation'],
  cityNamed: (name: string) => Place | undefined,
): (NonNullable<OfferQuery['geolocation']> & { name?: string }) | null {
  if (asked === null || 'lat' in asked) return asked;
  const place = cityNamed(asked.name);
  if (place === undefined || place.position === null) throw parameterError('search_city_not_found', { name: asked.name.slice(0, 50) });
  return { lat: place.position.lat, long: place.position.long, radiusKm: asked.radiusKm, name: place.name };
}

/** Searches and answers; a département or région that does not exist, or a city not found, is a ParameterError. */
export function answerSearch(data: SearchData, params: OfferSearchParams, cityNamed: (name: string) => Place | undefined, today: string): OfferSearchAnswer {
  const { locale, ...query } = params;
  const { location } = query;
  if (location !== null && 'department' in location && !DEPARTMENT_REGIONS.has(location.department))
    throw parameterError('search_department_unknown', { code: location.department });
  if (location !== null && 'region' in location && !regions.has(location.region)) throw parameterError('search_region_unknown', { code: location.region });
  const geolocation = position(query.geolocation, cityNamed);
  const page = searchOffers(data.index, { ...query, geolocation }, today);
  const label = (table: Labels, slug: string): string => table[locale].get(slug) ?? table.fr.get(slug) ?? slug;
  return {
    data: page.hits.map(({ offer, distanceKm }) => ({
      offer_id: offer.offerId,
      slug: offer.slug,
      title: offer.title,
      place: offer.place,
      city: offer.city,
      contracts: offer.contracts.map((slug) => ({ slug, label: label(data.labels.contracts, slug) })),
      works: offer.trades.map((slug) => ({ slug, label: label(data.labels.trades, slug) })),
      remuneration: offer.remuneration,
      remuneration_unit: offer.remunerationUnit,
      hourly_pay: hourlyPay(offer.remuneration, offer.remunerationUnit),
      start_date: offer.startDate,
      publication_date: offer.publicationDate,
      valid_through: offer.validThrough,
      rhythm: { days: offer.days, slots: offer.slots, hours_per_week: offer.hoursPerWeek },
      agency: offer.agency,
      event: offer.event === null ? null : { slug: offer.event, name: label(data.labels.events, offer.event) },
      ...(distanceKm === null ? {} : { distance_km: Math.round(distanceKm * 10) / 10 }),
    })),
    meta: {
      page: page.page,
      pageSize: page.pageSize,
      pageCount: page.pageCount,
      total: page.total,
      facets: page.facets,
      ...(geolocation === null
        ? {}
        : {
            geolocation: {
              lat: geolocation.lat,
              long: geolocation.long,
              radius: geolocation.radiusKm,
              ...(geolocation.name ? { name: geolocation.name } : {}),
            },
          }),
    },
  };
}
