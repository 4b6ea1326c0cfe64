/**
 * The vocabulary of the offer search, shared by the API that answers it (cms) and the jobs list that
 * asks it (site): the rhythm's days and times of day with the fields of the rhythm component, the hour
 * and pay steps, the sorts, the pay an hour, dates, the page size, the radius, the shapes of slugs and of département and région codes,
 * and the distance between two positions.
 */
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const SLOTS = ['morning', 'afternoon', 'evening', 'night'] as const;
export type Day = (typeof DAYS)[number];
export type Slot = (typeof SLOTS)[number];

/** The boolean field of the rhythm component (shared.rhythm) that says an offer works on a day or at a time. */
export const RHYTHM_FIELDS = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
  morning: 'morning',
  afternoon: 'afternoon',
  evening: 'evening',
  night: 'night',
} as const satisfies Record<Day | Slot, string>;

/** The choices of the hours-per-week filter ("at most"), each with its count. */
export const HOUR_STEPS = [10, 20, 35] as const;
/** The choices of the minimum pay filter, in euros gross an hour (« at least »), each with its count. */
export const PAY_STEPS = [12, 13, 14, 15, 16] as const;
/**
 * The sorts, in the order a visitor is offered them; relevance is the default. `-pay`: the best paid an
 * hour first; `distance`: the nearest first, only with a place searched around.
 */
export const OFFER_SORTS = ['relevance', '-publication_date', 'publication_date', 'start_date', '-start_date', '-pay', 'distance'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

/**
 * The hours an offer's pay unit stands for, to compare pays an hour: a day of 7 hours, a month of 151.67
 * (35 hours a week, the legal full time, times 52 weeks over 12 months).
 */
export const HOURS_PER_PAY_UNIT = { hour: 1, day: 7, month: 151.67 } as const;

/** An offer's pay an hour, in euros to the cent. */
export const hourlyPay = (remuneration: number, unit: keyof typeof HOURS_PER_PAY_UNIT): number =>
  Math.round((remuneration / HOURS_PER_PAY_UNIT[unit]) * 100) / 100;

/** A calendar date, YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;
/** Whether a text is a date of the calendar (2026-02-30 is not). */
export const isCalendarDate = (text: string): boolean => DATE_PATTERN.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
/** The day of the week of a date (YYYY-MM-DD). */
export const weekdayOf = (date: string): Day => DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7];
/** How many dates « disponible le … » takes. */
export const MAX_AVAILABLE_DATES = 14;
export const OFFER_PAGE_SIZE = 20;
export const DEFAULT_RADIUS_KM = 30;
export const MAX_RADIUS_KM = 200;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Département codes: 01–95, 2A, 2B, and three digits overseas (971…989). */
export const DEPARTMENT_CODE = /^(?:\d{2}|2[AB]|9[78]\d)$/;
/** Région codes: two or three digits. */
export const REGION_CODE = /^\d{2,3}$/;

const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

/** The great-circle distance in km between two positions (haversine). */
export function distanceKm(lat1: number, long1: number, lat2: number, long2: number): number {
  const dLat = (lat2 - lat1) * RADIANS;
  const dLong = (long2 - long1) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
