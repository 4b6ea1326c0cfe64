/**
 * The query parameters of the offer search, checked before any work by the shared schema's strict reader
 * (`strictOfferQuery`, @rythmo/site-map: the site reads its URL with the same schema, leniently): an unknown
 * name, a repeated or malformed value, a value out of range is refused with a French message naming the
 * parameter (the search thread answers 400). Nested names are read as qs parses them:
 * `filter[rhythm][days]=sat,sun`.
 */
import { isOfferQueryError, strictOfferQuery, type Locale, type OfferQueryValues } from '@rythmo/site-map';
import { parameterError, type Query } from './params';
import { said } from '../i18n/messages';
import type { OfferQuery } from './engine';

/** The search as asked: a place given by name only is resolved by the service (geo-search). */
export type OfferSearchParams = Omit<OfferQuery, 'geolocation'> & {
  geolocation: { lat: number; long: number; radiusKm: number } | { name: string; radiusKm: number } | null;
  locale: Locale;
};

const geolocation = (place: OfferQueryValues['place']): OfferSearchParams['geolocation'] =>
  place === null ? null : 'lat' in place ? { lat: place.lat, long: place.long, radiusKm: place.radius } : { name: place.name, radiusKm: place.radius };

export function offerSearchParams(query: Query): OfferSearchParams {
  let values: OfferQueryValues;
  try {
    values = strictOfferQuery(query);
  } catch (error) {
    if (!isOfferQueryError(error)) throw error;
    const { key, values, expected } = error;
    throw parameterError(key, expected === undefined ? values : { ...values, expected: said(expected.key, expected.values) });
  }
  const { city, place, text, ...rest } = values;
  return { ...rest, cities: city, geolocation: geolocation(place), text: text.trim() === '' ? null : text.trim() };
}
