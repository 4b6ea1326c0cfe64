/**
 * The offer search: the published offers held in memory, filtered, counted per facet and sorted in one
 * pass per request. Pure: the search plugin's offer service (../plugins/rythmo/server/offers/service.ts)
 * loads the offers from the database and keeps them current.
 *
 * Filters combine as job boards do: the values of one filter are alternatives (a CDD or a CDI), the
 * filters narrow each other (a CDD, in Lyon, on Saturdays). The count of a filter's value is the number
 * of offers the search would give with that value added, the other filters unchanged ("disjunctive
 * facets"), so a panel can show each count before the click.
 */
import {
  DAYS,
  distanceKm,
  HOUR_STEPS,
  hourlyPay,
  NO_SYNONYMS,
  OFFER_FACETS,
  OFFER_PAGE_SIZE as PAGE_SIZE,
  PAY_STEPS,
  queryMatches,
  SLOTS,
  textTerms,
  vocabularyOf,
  weekdayOf,
  type Day,
  type OfferFacet,
  type OfferFacets,
  type OfferSort as Sort,
  type RemunerationUnit,
  type RhythmMatch,
  type Slot,
  type Synonyms,
  type Vocabulary,
} from '@rythmo/site-map';
import { LRUCache } from 'lru-cache';

export type { RemunerationUnit };

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
  /** City slugs: the offers of these cities themselves (a city's page), whatever the distance. */
  cities: string[];
  geolocation: { lat: number; long: number; radiusKm: number } | null;
  location: { department: string } | { region: string } | null;
  days: Day[];
  slots: Slot[];
  /** Whether an offer includes one of the days and slots (any), or asks for none but them (only). */
  rhythmMatch: RhythmMatch;
  maxHours: number | null;
  /** The least pay an hour (euros gross), the offers' units converted. */
  minPay: number | null;
  /** Dates (YYYY-MM-DD): the offers that work on one of them (started by then, on a day of their rhythm). */
  availableOn: string[];
  text: string | null;
  sort: Sort;
  page: number;
};

export const FACETS = OFFER_FACETS;
export type Facet = OfferFacet;
export type FacetCounts = OfferFacets;

export type OfferHit = { offer: OfferRecord; distanceKm: number | null };
export type OfferPage = { hits: OfferHit[]; page: number; pageSize: number; pageCount: number; total: number; facets: FacetCounts };

/**
 * Weights of the fields a query word can match: the title says most, then the labels of the offer's trades,
 * sectors and contract types in every language (« waiter » finds the offers of « Serveur / serveuse »), a
 * label's first word more than its others (« Waiter / waitress » before « Head waiter »), the description least.
 */
const WEIGHTS = { title: 8, labelHead: 7, label: 6, place: 4, skills: 2, description: 1 } as const;

type Postings = { offers: Int32Array; weights: Uint8Array };

/**
 * The values of one list field of every offer, coded as numbers: `values` names them, and the values of
 * the offer at position p are `ids[start[p]]` to `ids[start[p + 1] - 1]` (one flat array, read in order).
 */
type Coded = { values: string[]; idOf: Map<string, number>; start: Int32Array; ids: Int32Array };

export type OfferIndex = {
  offers: OfferRecord[];
  /** Offer positions by publication date, newest first (then the highest offer number). */
  byPublication: Int32Array;
  /** The rank of each offer in that order. */
  publicationRank: Int32Array;
  /** Offer positions by start date, soonest first (then the lowest offer number). */
  byStart: Int32Array;
  /** Offer positions by pay an hour, the best paid first (then the newest). */
  byPay: Int32Array;
  /** The words of the offers' texts, and for each stem (in the vocabulary's order) the offers holding it with their best weight. */
  vocabulary: Vocabulary;
  postings: Postings[];
  /** The editors' synonyms, read by the queries. */
  synonyms: Synonyms;
  /** What the filters read, per offer position, in typed arrays: one pass over them serves a search. */
  validThrough: Int32Array;
  startDay: Int32Array;
  hourly: Float64Array;
  lat: Float64Array;
  long: Float64Array;
  hours: Float64Array;
  dayBits: Uint8Array;
  slotBits: Uint8Array;
  works: Coded;
  contracts: Coded;
  studentTypes: Coded;
  agency: Coded;
  event: Coded;
  city: Coded;
  department: Coded;
  region: Coded;
  /**
   * Working space of a search, reused by the next one (a search runs to its end synchronously): a
   * search then leaves almost no garbage, and the collector no pauses under load.
   */
  scratch: { matched: Int32Array; distances: Float64Array; mark: Uint8Array };
  /** The hits and counts of the last searches by their filters: a visitor's next page or sort is not searched again. */
  recent: LRUCache<string, Matched>;
};

/** The offers a search's filters keep (in index order) with their text score and distance, and the facet counts. */
type Matched = {
  hits: Int32Array;
  distances: Float64Array | null;
  scores: Map<number, number> | null;
  facets: FacetCounts;
  /** The hits by relevance, and by distance, sorted at the first request of these filters that asked for it. */
  ranked: Int32Array | null;
  nearest: Int32Array | null;
};

/** Searches kept per index: each holds at most one number per offer, 80 KB for 20,000 offers. */
const RECENT_SEARCHES = 64;

const DAY_BIT = new Map(DAYS.map((day, i) => [day, 1 << i]));
const SLOT_BIT = new Map(SLOTS.map((slot, i) => [slot, 1 << i]));
const bits = <T>(values: readonly T[], of: Map<T, number>): number => values.reduce((mask, value) => mask | (of.get(value) ?? 0), 0);

const order = (offers: OfferRecord[], compare: (a: OfferRecord, b: OfferRecord) => number): Int32Array =>
  Int32Array.from(
    offers.map((_offer, i) => i).sort((a, b) => compare(offers[a], offers[b])),
    (i) => i,
  );

function coded(offers: OfferRecord[], valuesOf: (offer: OfferRecord) => readonly string[]): Coded {
  const values: string[] = [];
  const idOf = new Map<string, number>();
  const start = new Int32Array(offers.length + 1);
  const ids: number[] = [];
  offers.forEach((offer, position) => {
    for (const value of new Set(valuesOf(offer))) {
      let id = idOf.get(value);
      if (id === undefined) {
        id = values.push(value) - 1;
        idOf.set(value, id);
      }
      ids.push(id);
    }
    start[position + 1] = ids.length;
  });
  return { values, idOf, start, ids: Int32Array.from(ids) };
}

/** A date (YYYY-MM-DD) as a number that compares the same way (20261123). */
const dayNumber = (date: string): number => Number(date.slice(0, 10).replace(/-/g, ''));

/** The words of the offers indexed so far: each stem's offers (by position) with the weight of its best field, and each form's stem. */
export type OfferWords = { stems: Map<string, Map<number, number>>; forms: Map<string, string> };

export const noOfferWords = (): OfferWords => ({ stems: new Map(), forms: new Map() });

/**
 * Adds the words of the offer at `position`, and of `labels`, its lists' labels (the costly part of an index:
 * about 0.2 ms an offer): the alert run adds them a slice at a time, then builds the index with them.
 */
export function addOfferWords(words: OfferWords, offer: OfferRecord, position: number, labels: readonly string[] = []): void {
  const add = (text: string, weight: number, head = weight): void => {
    for (const [i, { form, stem }] of textTerms(text).entries()) {
      words.forms.set(form, stem);
      let holders = words.stems.get(stem);
      if (holders === undefined) words.stems.set(stem, (holders = new Map()));
      const counted = i === 0 ? head : weight;
      if ((holders.get(position) ?? 0) < counted) holders.set(position, counted);
    }
  };
  add(offer.title, WEIGHTS.title);
  for (const label of labels) add(label, WEIGHTS.label, WEIGHTS.labelHead);
  add(`${offer.place} ${offer.city?.name ?? ''}`, WEIGHTS.place);
  add(offer.skills.join(' '), WEIGHTS.skills);
  add(offer.description, WEIGHTS.description);
}

/** What an index reads besides the offers: their words when added already, their lists' labels, the synonyms. */
export type IndexOptions = { words?: OfferWords; labels?: (offer: OfferRecord) => string[]; synonyms?: Synonyms };

/** The index of these offers. */
export function buildOfferIndex(offers: OfferRecord[], { words = noOfferWords(), labels, synonyms = NO_SYNONYMS }: IndexOptions = {}): OfferIndex {
  if (words.stems.size === 0) offers.forEach((offer, position) => addOfferWords(words, offer, position, labels?.(offer)));
  const byPublication = order(offers, (a, b) =>
    a.publicationDate < b.publicationDate ? 1 : a.publicationDate > b.publicationDate ? -1 : b.offerId - a.offerId,
  );
  const publicationRank = new Int32Array(offers.length);
  byPublication.forEach((position, rank) => (publicationRank[position] = rank));
  const hourly = Float64Array.from(offers, (offer) => hourlyPay(offer.remuneration, offer.remunerationUnit));
  const vocabulary = vocabularyOf([...words.forms].map(([form, stem]) => ({ form, stem })));
  const postings = vocabulary.stems.map((stem) => {
    const holders = words.stems.get(stem) as Map<number, number>;
    return { offers: Int32Array.from(holders.keys()), weights: Uint8Array.from(holders.values()) };
  });
  const one = (value: string | null | undefined): string[] => (value === null || value === undefined ? [] : [value]);
  return {
    offers,
    byPublication,
    publicationRank,
    byStart: order(offers, (a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.offerId - b.offerId)),
    byPay: Int32Array.from(
      offers.map((_offer, i) => i).sort((a, b) => hourly[b] - hourly[a] || publicationRank[a] - publicationRank[b]),
      (i) => i,
    ),
    vocabulary,
    postings,
    synonyms,
    validThrough: Int32Array.from(offers, (offer) => dayNumber(offer.validThrough)),
    startDay: Int32Array.from(offers, (offer) => dayNumber(offer.startDate)),
    hourly,
    lat: Float64Array.from(offers, (offer) => offer.lat),
    long: Float64Array.from(offers, (offer) => offer.long),
    hours: Float64Array.from(offers, (offer) => offer.hoursPerWeek),
    dayBits: Uint8Array.from(offers, (offer) => bits(offer.days, DAY_BIT)),
    slotBits: Uint8Array.from(offers, (offer) => bits(offer.slots, SLOT_BIT)),
    works: coded(offers, (offer) => [...offer.trades, ...offer.sectors]),
    contracts: coded(offers, (offer) => offer.contracts),
    studentTypes: coded(offers, (offer) => offer.studentTypes),
    agency: coded(offers, (offer) => one(offer.agency?.slug)),
    event: coded(offers, (offer) => one(offer.event)),
    city: coded(offers, (offer) => one(offer.city?.slug)),
    department: coded(offers, (offer) => one(offer.department)),
    region: coded(offers, (offer) => one(offer.region)),
    scratch: { matched: new Int32Array(offers.length), distances: new Float64Array(offers.length), mark: new Uint8Array(offers.length) },
    recent: new LRUCache<string, Matched>({ max: RECENT_SEARCHES }),
  };
}

const RADIANS = Math.PI / 180;
// Read once: the package's exports are getters, too slow for the loop over every offer.
const DAY_COUNT = DAYS.length;
const SLOT_COUNT = SLOTS.length;
const STEPS: readonly number[] = [...HOUR_STEPS];
const STEP_NAMES = STEPS.map(String);
const PAYS: readonly number[] = [...PAY_STEPS];
const PAY_NAMES = PAYS.map(String);
const haversine = distanceKm;

/**
 * The text score of each offer answering every word of the query (a stem it holds, or what the word begins
 * or misspells: queryMatches), the sum of each word's best field weight; null when the query has no word that counts.
 */
function textScores(index: OfferIndex, text: string): Map<number, number> | null {
  const matches = queryMatches(index.vocabulary, text, index.synonyms);
  if (matches === null) return null;
  let scores: Map<number, number> | null = null;
  for (const stems of matches) {
    const best = new Map<number, number>();
    for (const stem of stems) {
      const { offers, weights } = index.postings[stem];
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

/** Facet bit of each filter, in FACETS order. */
const F = { works: 1, contract_types: 2, student_types: 4, agency: 8, event: 16, days: 32, slots: 64, max_hours: 128, min_pay: 256 } as const;

/**
 * Whether the offer at a position works on one of the dates: started by then, on a day of its rhythm. An
 * offer has a start and no end in the CMS (its valid_through is the last day to apply, before it starts):
 * it runs from its start on.
 */
function availableOn(index: OfferIndex, dates: readonly { day: number; weekday: number }[], position: number): boolean {
  for (const { day, weekday } of dates) if (index.startDay[position] <= day && (index.dayBits[position] & weekday) !== 0) return true;
  return false;
}

/** The wanted values of a filter as a table by value number; null when the filter is not used. */
function wanted(field: Coded, values: readonly string[]): Uint8Array | null {
  if (values.length === 0) return null;
  const table = new Uint8Array(field.values.length);
  for (const value of values) {
    const id = field.idOf.get(value);
    if (id !== undefined) table[id] = 1;
  }
  return table;
}

/** Whether the offer at a position has one of the wanted values. */
function has(field: Coded, table: Uint8Array, position: number): boolean {
  for (let k = field.start[position]; k < field.start[position + 1]; k += 1) if (table[field.ids[k]] === 1) return true;
  return false;
}

function count(field: Coded, counts: Int32Array, position: number): void {
  for (let k = field.start[position]; k < field.start[position + 1]; k += 1) counts[field.ids[k]] += 1;
}

/** The counts by value name, values of no offer left out. */
function named(values: readonly string[], counts: Int32Array): Record<string, number> {
  const result: Record<string, number> = {};
  for (let id = 0; id < counts.length; id += 1) if (counts[id] > 0) result[values[id]] = counts[id];
  return result;
}

/** How many offers have a publication date after `now` (ISO): the first ranks of the newest-first order. */
export function unpublishedCount(index: OfferIndex, now: string): number {
  let low = 0;
  let high = index.byPublication.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (index.offers[index.byPublication[middle]].publicationDate > now) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Searches the offers valid on `today` (YYYY-MM-DD) and published by `now` (an offer dated later is not
 * live yet): one page of hits, the totals and the facet counts.
 */
export function searchOffers(index: OfferIndex, query: OfferQuery, today: string, now: string = new Date().toISOString()): OfferPage {
  const { page, sort, ...filters } = query;
  const ahead = unpublishedCount(index, now);
  const key = `${today}|${ahead}|${JSON.stringify(filters)}`;
  let found = index.recent.get(key);
  if (found === undefined) {
    found = match(index, filters, today, ahead);
    index.recent.set(key, found);
  }
  const { hits, distances, facets } = found;
  // The distances by offer position, as the sort and the page read them.
  const distanceOf = distances === null ? null : index.scratch.distances;
  if (distanceOf !== null && distances !== null) for (let k = 0; k < hits.length; k += 1) distanceOf[hits[k]] = distances[k];
  const from = (page - 1) * PAGE_SIZE;
  const shown = pageOf(index, found, sort, distanceOf, from);
  return {
    hits: shown.map((position) => ({ offer: index.offers[position], distanceKm: distanceOf === null ? null : distanceOf[position] })),
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.ceil(hits.length / PAGE_SIZE),
    total: hits.length,
    facets,
  };
}

/** One pass over the offers: those the filters keep, and the facet counts. */
function match(index: OfferIndex, query: Omit<OfferQuery, 'page' | 'sort'>, today: string, ahead: number): Matched {
  const { offers, publicationRank, validThrough, lat, long, hours, hourly, dayBits, slotBits } = index;
  const works = wanted(index.works, query.works);
  const contracts = wanted(index.contracts, query.contractTypes);
  const students = wanted(index.studentTypes, query.studentTypes);
  const agencies = wanted(index.agency, query.agency);
  const events = wanted(index.event, query.event);
  const cities = wanted(index.city, query.cities);
  const location = query.location;
  const place = location === null ? null : 'department' in location ? wanted(index.department, [location.department]) : wanted(index.region, [location.region]);
  const placeField = location !== null && 'department' in location ? index.department : index.region;
  const dayMask = bits(query.days, DAY_BIT);
  const slotMask = bits(query.slots, SLOT_BIT);
  const only = query.rhythmMatch === 'only';
  const maxHours = query.maxHours;
  const minPay = query.minPay;
  const dates = query.availableOn.map((date) => ({ day: dayNumber(date), weekday: DAY_BIT.get(weekdayOf(date)) ?? 0 }));
  const todayNumber = dayNumber(today);
  const scores = query.text === null ? null : textScores(index, query.text);
  const geo = query.geolocation;
  // A box around the circle, in degrees, tried before the exact distance.
  const boxLat = geo === null ? 0 : geo.radiusKm / 110.574;
  const boxLong = geo === null ? 0 : geo.radiusKm / (111.32 * Math.max(0.01, Math.cos(geo.lat * RADIANS)));

  const counts = {
    works: new Int32Array(index.works.values.length),
    contracts: new Int32Array(index.contracts.values.length),
    students: new Int32Array(index.studentTypes.values.length),
    agency: new Int32Array(index.agency.values.length),
    event: new Int32Array(index.event.values.length),
    days: new Int32Array(DAY_COUNT),
    slots: new Int32Array(SLOT_COUNT),
    hours: new Int32Array(STEPS.length),
    pay: new Int32Array(PAYS.length),
  };
  const { matched } = index.scratch;
  let total = 0;
  const distances = geo === null ? null : index.scratch.distances;
  for (let position = 0; position < offers.length; position += 1) {
    if (validThrough[position] < todayNumber || publicationRank[position] < ahead) continue;
    if (scores !== null && !scores.has(position)) continue;
    if (cities !== null && !has(index.city, cities, position)) continue;
    if (dates.length > 0 && !availableOn(index, dates, position)) continue;
    if (place !== null && !has(placeField, place, position)) continue;
    if (geo !== null && distances !== null) {
      if (Math.abs(lat[position] - geo.lat) > boxLat || Math.abs(long[position] - geo.long) > boxLong) continue;
      const distance = haversine(geo.lat, geo.long, lat[position], long[position]);
      if (distance > geo.radiusKm) continue;
      distances[position] = distance;
    }
    // The filters this offer fails: none, it is a hit; one, it counts for that filter's values only.
    let fails = 0;
    if (works !== null && !has(index.works, works, position)) fails |= F.works;
    if (contracts !== null && !has(index.contracts, contracts, position)) fails |= F.contract_types;
    if (students !== null && !has(index.studentTypes, students, position)) fails |= F.student_types;
    if (agencies !== null && !has(index.agency, agencies, position)) fails |= F.agency;
    if (events !== null && !has(index.event, events, position)) fails |= F.event;
    if (dayMask !== 0 && (only ? (dayBits[position] & ~dayMask) !== 0 : (dayBits[position] & dayMask) === 0)) fails |= F.days;
    if (slotMask !== 0 && (only ? (slotBits[position] & ~slotMask) !== 0 : (slotBits[position] & slotMask) === 0)) fails |= F.slots;
    if (maxHours !== null && hours[position] > maxHours) fails |= F.max_hours;
    if (minPay !== null && hourly[position] < minPay) fails |= F.min_pay;
    if (fails !== 0 && (fails & (fails - 1)) !== 0) continue;
    if (fails === 0) matched[total++] = position;
    if (fails === 0 || fails === F.works) count(index.works, counts.works, position);
    if (fails === 0 || fails === F.contract_types) count(index.contracts, counts.contracts, position);
    if (fails === 0 || fails === F.student_types) count(index.studentTypes, counts.students, position);
    if (fails === 0 || fails === F.agency) count(index.agency, counts.agency, position);
    if (fails === 0 || fails === F.event) count(index.event, counts.event, position);
    // A day's count: the offers that have it or, under « only », those the days chosen and it would hold.
    if (fails === 0 || fails === F.days)
      for (let day = 0; day < DAY_COUNT; day += 1)
        counts.days[day] += only ? Number((dayBits[position] & ~(dayMask | (1 << day))) === 0) : (dayBits[position] >> day) & 1;
    if (fails === 0 || fails === F.slots)
      for (let slot = 0; slot < SLOT_COUNT; slot += 1)
        counts.slots[slot] += only ? Number((slotBits[position] & ~(slotMask | (1 << slot))) === 0) : (slotBits[position] >> slot) & 1;
    if (fails === 0 || fails === F.max_hours) for (let step = 0; step < STEPS.length; step += 1) if (hours[position] <= STEPS[step]) counts.hours[step] += 1;
    if (fails === 0 || fails === F.min_pay) for (let step = 0; step < PAYS.length; step += 1) if (hourly[position] >= PAYS[step]) counts.pay[step] += 1;
  }

  const hits = matched.slice(0, total);
  return {
    hits,
    distances: distances === null ? null : Float64Array.from(hits, (position) => distances[position]),
    scores,
    ranked: null,
    nearest: null,
    facets: {
      works: named(index.works.values, counts.works),
      contract_types: named(index.contracts.values, counts.contracts),
      student_types: named(index.studentTypes.values, counts.students),
      agency: named(index.agency.values, counts.agency),
      event: named(index.event.values, counts.event),
      days: named(DAYS, counts.days),
      slots: named(SLOTS, counts.slots),
      max_hours: named(STEP_NAMES, counts.hours),
      min_pay: named(PAY_NAMES, counts.pay),
    },
  };
}

/**
 * The hits of one page, in the order asked. Dates and pay follow the index's precomputed orders, read only
 * as far as the page (no sort per request); relevance sorts the hits by text score, then distance, then
 * newest, once for the search's filters (its next pages and requests read that order); with neither a text
 * nor a position it is the newest first. Distance sorts them by distance, then newest, once too.
 */
function pageOf(index: OfferIndex, found: Matched, sort: Sort, distances: Float64Array | null, from: number): number[] {
  const { hits, scores } = found;
  if (sort === 'relevance' && (scores !== null || distances !== null)) {
    const newest = index.publicationRank;
    found.ranked ??= hits
      .slice()
      .sort(
        (a, b) =>
          (scores === null ? 0 : (scores.get(b) ?? 0) - (scores.get(a) ?? 0)) ||
          (distances === null ? 0 : distances[a] - distances[b]) ||
          newest[a] - newest[b],
      );
    return Array.from(found.ranked.subarray(from, from + PAGE_SIZE));
  }
  if (sort === 'distance' && distances !== null) {
    const newest = index.publicationRank;
    found.nearest ??= hits.slice().sort((a, b) => distances[a] - distances[b] || newest[a] - newest[b]);
    return Array.from(found.nearest.subarray(from, from + PAGE_SIZE));
  }
  const { mark } = index.scratch;
  for (let k = 0; k < hits.length; k += 1) mark[hits[k]] = 1;
  const ordered = sort === 'start_date' || sort === '-start_date' ? index.byStart : sort === '-pay' ? index.byPay : index.byPublication;
  const reversed = sort === 'publication_date' || sort === '-start_date';
  const page: number[] = [];
  for (let k = 0, seen = 0; k < ordered.length && page.length < PAGE_SIZE && seen < hits.length; k += 1) {
    const position = ordered[reversed ? ordered.length - 1 - k : k];
    if (mark[position] === 0) continue;
    if (seen >= from) page.push(position);
    seen += 1;
  }
  for (let k = 0; k < hits.length; k += 1) mark[hits[k]] = 0;
  return page;
}
