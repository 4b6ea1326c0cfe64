/**
 * The answer of an offer search (spec §2.4, the card of spec §3, in the shape of the shared contract,
 * @rythmo/site-map's offer-api.ts), from an index and its labels: pure.
 */
import type { Locale, OfferCard, OfferSearchAnswer } from '@rythmo/site-map';
import { ParameterError } from '../params';
import { readDepartements } from '../geo/data';
import type { Place } from '../geo/index';
import { searchOffers, type OfferIndex, type OfferQuery } from './engine';
import type { OfferSearchParams } from './params';

export type Labels = Record<Locale, Map<string, string>>;
/** What a search reads: the index and the labels of the lists it names, in each language. */
export type SearchData = { index: OfferIndex; labels: { contracts: Labels; trades: Labels; events: Labels } };

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
  if (place === undefined || place.position === null) throw new ParameterError(`Ville non trouvée : « ${asked.name.slice(0, 50)} ».`);
  return { lat: place.position.lat, long: place.position.long, radiusKm: asked.radiusKm, name: place.name };
}

/** Searches and answers; a département or région that does not exist, or a city not found, is a ParameterError. */
export function answerSearch(data: SearchData, params: OfferSearchParams, cityNamed: (name: string) => Place | undefined, today: string): OfferSearchAnswer {
  const { locale, ...query } = params;
  const { location } = query;
  if (location !== null && 'department' in location && !DEPARTMENT_REGIONS.has(location.department))
    throw new ParameterError(`Département inconnu : « ${location.department} ».`);
  if (location !== null && 'region' in location && !regions.has(location.region)) throw new ParameterError(`Région inconnue : « ${location.region} ».`);
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
