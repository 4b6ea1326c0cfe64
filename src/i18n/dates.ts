/**
 * Dates in the visitor's language through the browser's own Intl: French month names ("24 décembre 2026")
 * come from the platform's locale data, not from our code, and cost the bundle nothing (date-fns and its two locales
 * weighed 8 KB gzip on every offer page). Dates are those of Paris, on the server and in the browser alike.
 */
import { isoOf, SITE_TIME_ZONE, writtenDate, type Locale } from '@rythmo/site-map';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

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

/** The unit of how long ago something was, in the messages' words (`offer_published_days`…). */
export type AgoUnit = 'minutes' | 'hours' | 'days' | 'months' | 'years';

/** The unit of a distance in minutes, as date-fns's formatDistanceStrict chose it: months of 30 days, years of 365. */
const UNITS: [limitMinutes: number, unit: AgoUnit, minutesPerUnit: number][] = [
  [60, 'minutes', 1],
  [1440, 'hours', 60],
  [43_200, 'days', 1440],
  [525_600, 'months', 43_200],
  [Infinity, 'years', 525_600],
];

/**
 * How long ago something was: a count of its unit (3 days, 1 hour), which a message then says (« il y a
 * 3 jours »). A date ahead of the clock (an editor's future date, or a visitor's clock behind) was a minute
 * ago, never « dans ». The words are the messages', not Intl.RelativeTimeFormat's: a language's first
 * relative format loads its data, 100 to 300 ms of CPU at a 4× slowdown in Chromium, where the plural rules
 * the messages need take about 15.
 */
export function timeAgo(value: string | Date, now: Date = new Date()): { unit: AgoUnit; count: number } {
  const minutes = (now.getTime() - toDate(value).getTime()) / 60_000;
  const [, unit, perUnit] = UNITS.find(([limit]) => minutes < limit) ?? UNITS[UNITS.length - 1];
  return { unit, count: Math.max(1, Math.round(minutes / perUnit)) };
}
