/**
 * Dates in the visitor's language through the browser's own Intl: French month names ("24 décembre 2026")
 * and relative times ("il y a 3 jours", "dans 2 semaines" is written "dans 14 jours") come from the
 * platform's locale data, not from our code, and cost the bundle nothing (date-fns and its two locales
 * weighed 8 KB gzip on every offer page). Dates are those of Paris, on the server and in the browser alike.
 */
import { isoOf, SITE_TIME_ZONE, writtenDate, type Locale } from '@rythmo/site-map';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

const toDate = (value: string | Date): Date => (typeof value === 'string' ? new Date(value) : value);

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD) with its weekday: "samedi 5 décembre 2026", "mardi 1er décembre 2026" / "Saturday, 5 December 2026". */
export function formatDay(locale: Locale, date: string): string {
  if (!dayFormats.has(locale))
    dayFormats.set(locale, new Intl.DateTimeFormat(isoOf(locale), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
  return writtenDate(locale, dayFormats.get(locale) as Intl.DateTimeFormat, new Date(`${date}T00:00:00Z`));
}

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A time of day (HH:mm) as the language writes it: "14:30" / "14:30". */
export function formatTime(locale: Locale, time: string): string {
  if (!timeFormats.has(locale)) timeFormats.set(locale, new Intl.DateTimeFormat(isoOf(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }));
  return (timeFormats.get(locale) as Intl.DateTimeFormat).format(new Date(`1970-01-01T${time}:00Z`));
}

/** "24 décembre 2026", "1er décembre 2026" / "24 December 2026". */
export function formatDate(locale: Locale, value: string | Date): string {
  if (!dateFormats.has(locale))
    dateFormats.set(locale, new Intl.DateTimeFormat(isoOf(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE }));
  return writtenDate(locale, dateFormats.get(locale) as Intl.DateTimeFormat, toDate(value));
}

/** The unit of a distance in minutes, as date-fns's formatDistanceStrict chose it: months of 30 days, years of 365. */
const UNITS: [limitMinutes: number, unit: Intl.RelativeTimeFormatUnit, minutesPerUnit: number][] = [
  [1, 'second', 1 / 60],
  [60, 'minute', 1],
  [1440, 'hour', 60],
  [43_200, 'day', 1440],
  [525_600, 'month', 43_200],
  [Infinity, 'year', 525_600],
];

/** "il y a 3 jours" / "3 days ago", or "dans 14 jours" / "in 14 days". */
export function formatRelative(locale: Locale, value: string | Date, now: Date = new Date()): string {
  if (!relativeFormats.has(locale)) relativeFormats.set(locale, new Intl.RelativeTimeFormat(isoOf(locale), { numeric: 'always' }));
  const minutes = (toDate(value).getTime() - now.getTime()) / 60_000;
  const [, unit, perUnit] = UNITS.find(([limit]) => Math.abs(minutes) < limit) ?? UNITS[UNITS.length - 1];
  return (relativeFormats.get(locale) as Intl.RelativeTimeFormat).format(Math.round(minutes / perUnit), unit);
}

/**
 * How long ago something was published: « il y a 10 jours ». A date ahead of the clock (an editor's
 * future date, or a visitor's clock behind) reads « il y a 1 minute », never « dans ».
 */
export function formatAgo(locale: Locale, value: string | Date, now: Date = new Date()): string {
  return formatRelative(locale, new Date(Math.min(toDate(value).getTime(), now.getTime() - 60_000)), now);
}
