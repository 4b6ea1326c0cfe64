/**
 * Geo-search answers kept: what job seekers type repeats (the big cities, their first letters), so the
 * answers to the last ANSWERS_KEPT searches are served from memory.
 */
import { LRUCache } from 'lru-cache';
import { searchPlaces, type GeoIndex, type GeoType, type Place } from './index';

/** How many answers are kept (a few MB at most: ten places each). */
const ANSWERS_KEPT = 5000;

export function cachedGeoSearch(index: GeoIndex): (type: GeoType, query: string, limit: number) => Place[] {
  const answers = new LRUCache<string, Place[]>({ max: ANSWERS_KEPT });
  return (type, query, limit) => {
    const key = `${type}|${limit}|${query}`;
    let places = answers.get(key);
    if (places === undefined) {
      places = searchPlaces(index, type, query, limit);
      answers.set(key, places);
    }
    return places;
  };
}
