/**
 * The offer search: the published offers held in memory, filtered, counted per facet and sorted in one
 * pass per request. Pure: ./service.ts loads the offers from the database and keeps them current.
 *
 * Filters combine as job boards do: the values of one filter are alternatives (a CDD or a CDI), the
 * filters narrow each other (a CDD, in Lyon, on Saturdays). The count of a filter's value is the number
 * of offers the search would give with that value added, the other filters unchanged ("disjunctive
 * facets"), so a panel can show each count before the click.
 */
import { lowerBound, searchWords } from './text';

export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
/** The choices of the hours-per-week filter ("at most"), each with its count. */
export const HOUR_STEPS = [10, 20, 35] as const;
export const SORTS = ['publication_date', '-publication_date', 'start_date', '-start_date', 'relevance'] as const;
export const PAGE_SIZE = 20;
export const DEFAULT_RADIUS_KM = 30;

export type Day = (typeof DAYS)[number];
export type Slot = (typeof SLOTS)[number];
export type Sort = (typeof SORTS)[number];
export type RemunerationUnit = 'hour' | 'day' | 'month';

/** An offer as the search holds it: what its card shows and what the filters read. */
export type OfferRecord = {
  offerId: number;
  slug: string;
  title: string;
  place: string;
  city: { slug: string; name: string } | null;
  /** The codes of the département and région of its city, for the location filter. */
  department: string | null;
  region: string | null;
  lat: number;
  long: number;
  contracts: string[];
  /** Its trades, and the sectors they belong to: the works filter takes either. */
  trades: string[];
  sectors: string[];
  studentTypes: string[];
  agency: { slug: string; name: string } | null;
  event: string | null;
  remuneration: number;
  remunerationUnit: RemunerationUnit;
  /** Dates as YYYY-MM-DD; the publication as an ISO instant. */
  startDate: string;
  publicationDate: string;
  validThrough: string;
  days: Day[];
  slots: Slot[];
  hoursPerWeek: number;
  skills: string[];
  description: string;
};

export type OfferQuery = {
  works: string[];
  contractTypes: string[];
  studentTypes: string[];
  agency: string[];
  event: string[];
  geolocation: { lat: number; long: number; radiusKm: number } | null;
  location: { department: string } | { region: string } | null;
  days: Day[];
  slots: Slot[];
  maxHours: number | null;
  text: string | null;
  sort: Sort;
  page: number;
};

export const FACETS = ['works', 'contract_types', 'student_types', 'agency', 'event', 'days', 'slots', 'max_hours'] as const;
export type Facet = (typeof FACETS)[number];
export type FacetCounts = Record<Facet, Record<string, number>>;

export type OfferHit = { offer: OfferRecord; distanceKm: number | null };
export type OfferPage = { hits: OfferHit[]; page: number; pageSize: number; pageCount: number; total: number; facets: FacetCounts };

/** Weights of the fields a query word can match: the title says most, the description least. */
const WEIGHTS = { title: 8, place: 4, skills: 2, description: 1 } as const;

type Postings = { offers: Int32Array; weights: Uint8Array };

export type OfferIndex = {
  offers: OfferRecord[];
  /** Offer positions by publication date, newest first (then the highest offer number). */
  byPublication: Int32Array;
  /** The rank of each offer in that order. */
  publicationRank: Int32Array;
  /** Offer positions by start date, soonest first (then the lowest offer number). */
  byStart: Int32Array;
  /** The words of the offers' texts in order, and for each the offers holding it with their best weight. */
  vocabulary: string[];
  postings: Postings[];
  /** Values of each facet as positions of small bit sets, read once per offer. */
  dayBits: Uint8Array;
  slotBits: Uint8Array;
};

const DAY_BIT = new Map(DAYS.map((day, i) => [day, 1 << i]));
const SLOT_BIT = new Map(SLOTS.map((slot, i) => [slot, 1 << i]));
const bits = <T>(values: readonly T[], of: Map<T, number>): number => values.reduce((mask, value) => mask | (of.get(value) ?? 0), 0);

const order = (offers: OfferRecord[], compare: (a: OfferRecord, b: OfferRecord) => number): Int32Array =>
  Int32Array.from(
    offers.map((_offer, i) => i).sort((a, b) => compare(offers[a], offers[b])),
    (i) => i,
  );

export function buildOfferIndex(offers: OfferRecord[]): OfferIndex {
  const words = new Map<string, Map<number, number>>();
  const add = (text: string, weight: number, position: number): void => {
    for (const word of searchWords(text)) {
      let holders = words.get(word);
      if (holders === undefined) words.set(word, (holders = new Map()));
      if ((holders.get(position) ?? 0) < weight) holders.set(position, weight);
    }
  };
  offers.forEach((offer, position) => {
    add(offer.title, WEIGHTS.title, position);
    add(`${offer.place} ${offer.city?.name ?? ''}`, WEIGHTS.place, position);
    add(offer.skills.join(' '), WEIGHTS.skills, position);
    add(offer.description, WEIGHTS.description, position);
  });
  const byPublication = order(offers, (a, b) =>
    a.publicationDate < b.publicationDate ? 1 : a.publicationDate > b.publicationDate ? -1 : b.offerId - a.offerId,
  );
  const publicationRank = new Int32Array(offers.length);
  byPublication.forEach((position, rank) => (publicationRank[position] = rank));
  const vocabulary = [...words.keys()].sort();
  const postings = vocabulary.map((word) => {
    const holders = words.get(word) as Map<number, number>;
    return { offers: Int32Array.from(holders.keys()), weights: Uint8Array.from(holders.values()) };
  });
  return {
    offers,
    byPublication,
    publicationRank,
    byStart: order(offers, (a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.offerId - b.offerId)),
    vocabulary,
    postings,
    dayBits: Uint8Array.from(offers, (offer) => bits(offer.days, DAY_BIT)),
    slotBits: Uint8Array.from(offers, (offer) => bits(offer.slots, SLOT_BIT)),
  };
}

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** The great-circle distance in km (haversine). */
export function distanceKm(lat1: number, long1: number, lat2: number, long2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLong = (long2 - long1) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The text score of each offer holding every word of the query (the beginning of a word of its texts),
 * the sum of each word's best field weight; null when the query has no word that counts.
 */
function textScores(index: OfferIndex, text: string): Map<number, number> | null {
  const words = searchWords(text);
  if (words.length === 0) return null;
  let scores: Map<number, number> | null = null;
  for (const word of words) {
    const best = new Map<number, number>();
    for (let i = lowerBound(index.vocabulary, word); i < index.vocabulary.length && index.vocabulary[i].startsWith(word); i += 1) {
      const { offers, weights } = index.postings[i];
      for (let j = 0; j < offers.length; j += 1) if ((best.get(offers[j]) ?? 0) < weights[j]) best.set(offers[j], weights[j]);
    }
    const previous: Map<number, number> | null = scores;
    if (previous === null) scores = best;
    else {
      const next = new Map<number, number>();
      for (const [position, score] of previous) {
        const weight = best.get(position);
        if (weight !== undefined) next.set(position, score + weight);
      }
      scores = next;
    }
    if (scores.size === 0) break;
  }
  return scores;
}

const emptyFacets = (): FacetCounts => ({ works: {}, contract_types: {}, student_types: {}, agency: {}, event: {}, days: {}, slots: {}, max_hours: {} });

const increment = (counts: Record<string, number>, value: string): void => {
  counts[value] = (counts[value] ?? 0) + 1;
};

/** Facet bit of each filter, in FACETS order. */
const F = { works: 1, contract_types: 2, student_types: 4, agency: 8, event: 16, days: 32, slots: 64, max_hours: 128 } as const;

const anyOf = (values: readonly string[], wanted: ReadonlySet<string>): boolean => values.some((value) => wanted.has(value));

/** Searches the offers valid on `today` (YYYY-MM-DD): one page of hits, the totals and the facet counts. */
export function searchOffers(index: OfferIndex, query: OfferQuery, today: string): OfferPage {
  const works = new Set(query.works);
  const contracts = new Set(query.contractTypes);
  const students = new Set(query.studentTypes);
  const agencies = new Set(query.agency);
  const events = new Set(query.event);
  const dayMask = bits(query.days, DAY_BIT);
  const slotMask = bits(query.slots, SLOT_BIT);
  const scores = query.text === null ? null : textScores(index, query.text);
  const geo = query.geolocation;
  // A box around the circle, in degrees, tried before the exact distance.
  const boxLat = geo === null ? 0 : geo.radiusKm / 110.574;
  const boxLong = geo === null ? 0 : geo.radiusKm / (111.32 * Math.max(0.01, Math.cos(geo.lat * RADIANS)));
  const location = query.location;

  const facets = emptyFacets();
  const matched: number[] = [];
  const distances = new Map<number, number>();
  const { offers } = index;
  for (let position = 0; position < offers.length; position += 1) {
    const offer = offers[position];
    if (offer.validThrough < today) continue;
    if (scores !== null && !scores.has(position)) continue;
    if (location !== null && ('department' in location ? offer.department !== location.department : offer.region !== location.region)) continue;
    if (geo !== null) {
      if (Math.abs(offer.lat - geo.lat) > boxLat || Math.abs(offer.long - geo.long) > boxLong) continue;
      const distance = distanceKm(geo.lat, geo.long, offer.lat, offer.long);
      if (distance > geo.radiusKm) continue;
      distances.set(position, distance);
    }
    // The filters this offer fails: none, it is a hit; one, it counts for that filter's values only.
    let fails = 0;
    if (works.size > 0 && !anyOf(offer.trades, works) && !anyOf(offer.sectors, works)) fails |= F.works;
    if (contracts.size > 0 && !anyOf(offer.contracts, contracts)) fails |= F.contract_types;
    if (students.size > 0 && !anyOf(offer.studentTypes, students)) fails |= F.student_types;
    if (agencies.size > 0 && (offer.agency === null || !agencies.has(offer.agency.slug))) fails |= F.agency;
    if (events.size > 0 && (offer.event === null || !events.has(offer.event))) fails |= F.event;
    if (dayMask !== 0 && (index.dayBits[position] & dayMask) === 0) fails |= F.days;
    if (slotMask !== 0 && (index.slotBits[position] & slotMask) === 0) fails |= F.slots;
    if (query.maxHours !== null && offer.hoursPerWeek > query.maxHours) fails |= F.max_hours;
    if (fails !== 0 && (fails & (fails - 1)) !== 0) continue;
    if (fails === 0) matched.push(position);
    const counts = (facet: Facet): boolean => fails === 0 || fails === F[facet];
    if (counts('works')) for (const value of [...offer.trades, ...offer.sectors]) increment(facets.works, value);
    if (counts('contract_types')) for (const value of offer.contracts) increment(facets.contract_types, value);
    if (counts('student_types')) for (const value of offer.studentTypes) increment(facets.student_types, value);
    if (counts('agency') && offer.agency !== null) increment(facets.agency, offer.agency.slug);
    if (counts('event') && offer.event !== null) increment(facets.event, offer.event);
    if (counts('days')) for (const day of offer.days) increment(facets.days, day);
    if (counts('slots')) for (const slot of offer.slots) increment(facets.slots, slot);
    if (counts('max_hours')) for (const step of HOUR_STEPS) if (offer.hoursPerWeek <= step) increment(facets.max_hours, String(step));
  }

  const sorted = sortHits(index, matched, query.sort, scores, distances);
  const from = (query.page - 1) * PAGE_SIZE;
  return {
    hits: sorted.slice(from, from + PAGE_SIZE).map((position) => ({ offer: offers[position], distanceKm: distances.get(position) ?? null })),
    page: query.page,
    pageSize: PAGE_SIZE,
    pageCount: Math.ceil(sorted.length / PAGE_SIZE),
    total: sorted.length,
    facets,
  };
}

/**
 * The hits in the order asked. Dates follow the index's precomputed orders (no sort per request);
 * relevance sorts the hits by text score, then distance, then newest; with neither a text nor a
 * position it is the newest first.
 */
function sortHits(index: OfferIndex, matched: number[], sort: Sort, scores: Map<number, number> | null, distances: Map<number, number>): number[] {
  if (sort === 'relevance' && (scores !== null || distances.size > 0)) {
    const newest = index.publicationRank;
    return matched.sort(
      (a, b) =>
        (scores === null ? 0 : (scores.get(b) ?? 0) - (scores.get(a) ?? 0)) || (distances.get(a) ?? 0) - (distances.get(b) ?? 0) || newest[a] - newest[b],
    );
  }
  const hit = new Uint8Array(index.offers.length);
  for (const position of matched) hit[position] = 1;
  const ordered = sort === 'start_date' || sort === '-start_date' ? index.byStart : index.byPublication;
  const result: number[] = [];
  const reversed = sort === 'publication_date' || sort === '-start_date';
  for (let k = 0; k < ordered.length; k += 1) {
    const position = ordered[reversed ? ordered.length - 1 - k : k];
    if (hit[position] === 1) result.push(position);
  }
  return result;
}
