/**
 * The contract of the live API's searches. The offer search, GET /api/rythmo/job-offers: the names of its
 * parameters, which the jobs list's URL uses as they are, the card of an offer, the facets and the answer;
 * the places of GET /api/rythmo/geo-search; the items of the generic lists. The servers that answer them
 * (cms) and the pages that ask them (site) read them from here.
 */
import type { Day, Slot } from './offers';

/** Each parameter's name as sent: nested names spelled as qs parses them and URLSearchParams writes them. */
export const OFFER_PARAMS = {
  query: 'query',
  sort: 'sort',
  page: 'page',
  locale: 'locale',
  works: 'filter[works]',
  contractTypes: 'filter[contract_types]',
  studentTypes: 'filter[student_types]',
  agency: 'filter[agency]',
  event: 'filter[event]',
  city: 'filter[city]',
  lat: 'filter[geolocation][lat]',
  long: 'filter[geolocation][long]',
  placeName: 'filter[geolocation][name]',
  radius: 'filter[geolocation][radius]',
  department: 'filter[location][department]',
  region: 'filter[location][region]',
  days: 'filter[rhythm][days]',
  slots: 'filter[rhythm][slots]',
  maxHours: 'filter[rhythm][max_hours]',
  rhythmMatch: 'filter[rhythm][match]',
  minPay: 'filter[pay][min_hourly]',
  availableOn: 'filter[available_on]',
} as const;
export type OfferParam = keyof typeof OFFER_PARAMS;

/** A nested name's path in qs's parse: `filter[rhythm][days]` is ['filter', 'rhythm', 'days']. */
export const paramPath = (name: string): string[] => name.split(/[[\]]+/).filter((part) => part !== '');
/** The group a nested name belongs to: `filter[rhythm][days]` belongs to `filter[rhythm]`. */
export const paramGroup = (name: string): string => name.slice(0, name.lastIndexOf('['));

/**
 * How the days and times of day chosen select offers: `any`, an offer that includes one of them (it may ask
 * for others: « inclut le week-end »); `only`, an offer all of whose days and times are among them
 * (« seulement le week-end »: what « Selon mon rythme » lists).
 */
export const RHYTHM_MATCHES = ['any', 'only'] as const;
export type RhythmMatch = (typeof RHYTHM_MATCHES)[number];

/** What the facets count, for each value: the offers the search would give with it chosen, the rest unchanged. */
export const OFFER_FACETS = ['works', 'contract_types', 'student_types', 'agency', 'event', 'days', 'slots', 'max_hours', 'min_pay'] as const;
export type OfferFacet = (typeof OFFER_FACETS)[number];
export type OfferFacets = Record<OfferFacet, Record<string, number>>;

export type RemunerationUnit = 'hour' | 'day' | 'month';

/** An offer's card, as the search answers it, its labels in the asked language. */
export type OfferCard = {
  offer_id: number;
  slug: string;
  title: string;
  place: string;
  city: { slug: string; name: string } | null;
  contracts: { slug: string; label: string }[];
  works: { slug: string; label: string }[];
  remuneration: number;
  remuneration_unit: RemunerationUnit;
  /** The pay an hour, its unit converted (HOURS_PER_PAY_UNIT): what the minimum pay and the pay sort read. */
  hourly_pay: number;
  start_date: string;
  publication_date: string;
  valid_through: string;
  rhythm: { days: Day[]; slots: Slot[]; hours_per_week: number };
  agency: { slug: string; name: string } | null;
  event: { slug: string; name: string } | null;
  /** Around a place searched. */
  distance_km?: number;
};

export type OfferSearchAnswer = {
  data: OfferCard[];
  meta: {
    page: number;
    pageSize: number;
    pageCount: number;
    total: number;
    facets: OfferFacets;
    /** The place searched around, resolved when it was given by name. */
    geolocation?: { lat: number; long: number; radius: number; name?: string };
  };
};

/** A position on the map, in degrees. */
export type Position = { lat: number; long: number };

/** A place of GET /api/rythmo/geo-search: a commune, a département or a région (its id the INSEE code). */
export type GeoPlace = {
  id: string;
  name: string;
  position: Position | null;
  postcodes: string[];
  department: { code: string; name: string } | null;
  region: { code: string; name: string } | null;
  population: number;
};

/**
 * An item of the generic lists, GET /api/rythmo/generic/job-offers/{works,contract-types}: its id the slug
 * the site's routes and filters use; a trade carries its sector's slug, which its page's address needs.
 */
export type GenericItem = { id: string; label: string; sector?: string };

/**
 * A jobs list searched without JavaScript (`/offres-emploi?query=serveur`): the list's static page includes
 * (nginx's server-side include, inside its <noscript>) NO_SCRIPT_INCLUDE and the page's context, which
 * nginx forwards to the search thread's NO_SCRIPT_API_PATH; the answer is HTML rendered with the site's
 * components (src/features/jobs/no-script).
 */
export const NO_SCRIPT_INCLUDE = '/_rythmo/no-script/';
export const NO_SCRIPT_API_PATH = '/api/rythmo/no-script-offers/';
