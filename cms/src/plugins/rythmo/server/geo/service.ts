/**
 * The geo-search index of the running CMS: built once, from the packages' data, when the server starts
 * listening (or at the first search, whichever comes first), then answered from memory. The answers to
 * the last searches are kept: what job seekers type repeats (the big cities, their first letters).
 */
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';
import { searchPlaces, type GeoIndex, type GeoType, type Place } from './index';
import { readGeoIndex } from './data';

/** How many answers are kept (a few MB at most: ten places each). */
const ANSWERS_KEPT = 5000;

export const geoService = ({ strapi }: { strapi: Core.Strapi }) => {
  let index: GeoIndex | undefined;
  const answers = new LRUCache<string, Place[]>({ max: ANSWERS_KEPT });
  const build = (): GeoIndex => {
    if (index !== undefined) return index;
    const started = Date.now();
    const heapBefore = process.memoryUsage().heapUsed;
    index = readGeoIndex();
    const { own, postcode, chefLieu, none } = index.sources;
    strapi.log.info(
      `Geo-search index: ${own + postcode + chefLieu + none} communes (${own} placed by GeoNames, ${postcode} by a shared postcode, ${chefLieu} at their département's chef-lieu, ${none} unplaced) in ${Date.now() - started} ms, about ${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6)} MB`,
    );
    return index;
  };
  return {
    build,
    search(type: GeoType, query: string, limit: number): Place[] {
      const key = `${type}|${limit}|${query}`;
      let places = answers.get(key);
      if (places === undefined) {
        places = searchPlaces(build(), type, query, limit);
        answers.set(key, places);
      }
      return places;
    },
  };
};
