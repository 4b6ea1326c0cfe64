/**
 * The geo-search index of the running CMS: built once, from the packages' data, when the server starts
 * listening (or at the first search, whichever comes first), then answered from memory.
 */
import type { Core } from '@strapi/strapi';
import { buildGeoIndex, searchPlaces, type GeoIndex, type GeoType, type Place } from './index';
import { readAdministrativeDivisions, readGeoNamesPlaces } from './data';

export const geoService = ({ strapi }: { strapi: Core.Strapi }) => {
  let index: GeoIndex | undefined;
  const build = (): GeoIndex => {
    if (index !== undefined) return index;
    const started = Date.now();
    const heapBefore = process.memoryUsage().heapUsed;
    const { communes, departements, regions } = readAdministrativeDivisions();
    index = buildGeoIndex(communes, departements, regions, readGeoNamesPlaces());
    const { own, postcode, chefLieu, none } = index.sources;
    strapi.log.info(
      `Geo-search index: ${own + postcode + chefLieu + none} communes (${own} placed by GeoNames, ${postcode} by a shared postcode, ${chefLieu} at their département's chef-lieu, ${none} unplaced) in ${Date.now() - started} ms, about ${Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e6)} MB`,
    );
    return index;
  };
  return {
    build,
    search(type: GeoType, query: string, limit: number): Place[] {
      return searchPlaces(build(), type, query, limit);
    },
  };
};
