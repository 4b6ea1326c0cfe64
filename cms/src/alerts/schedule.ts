/** The days of the alert run, in the site's time zone: pure. */
import { SITE_TIME_ZONE, type AlertFrequency } from '@rythmo/site-map';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: SITE_TIME_ZONE });
const PARTS = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: SITE_TIME_ZONE,
});

const partsOf = (instant: Date): Record<string, string> => Object.fromEntries(PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
const HOUR_MS = 3600_000;

/** The instant the site's day of `now` began (midnight in Paris), summer and winter time alike. */
export function dayStart(now: Date): Date {
  const parts = partsOf(now);
  const sinceMidnight = ((Number(parts.hour) * 60 + Number(parts.minute)) * 60 + Number(parts.second)) * 1000 + now.getMilliseconds();
  const start = new Date(now.getTime() - sinceMidnight);
  // On the days the clocks change, the wall clock since midnight is an hour off the time passed.
  const hour = Number(partsOf(start).hour);
  return hour === 23 ? new Date(start.getTime() + HOUR_MS) : hour === 1 ? new Date(start.getTime() - HOUR_MS) : start;
}

/** The frequencies due on the site's day of `now`: weekly alerts on Mondays. */
export const dueFrequencies = (now: Date): AlertFrequency[] => (WEEKDAY.format(now) === 'Mon' ? ['daily', 'weekly'] : ['daily']);
