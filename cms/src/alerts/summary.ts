/**
 * « Événementiel · Lyon + 20 km · seulement le week-end · 20 h max »: an alert's search in a line, in the
 * alert's language, its words from the CMS's catalogue (alert_summary_*). Messages quote it (« Alerte
 * créée : « … » »), so the words searched take the inner quotation marks: “serveur”, ‘waiter’.
 */
import { isoOf, writtenDate, type AlertSearchWords, type Day, type Locale, type Slot } from '@rythmo/site-map';
import { message, type MessageKey } from '../i18n/messages';

const DAY_KEYS: Readonly<Record<Day, MessageKey>> = {
  mon: 'alert_summary_day_mon',
  tue: 'alert_summary_day_tue',
  wed: 'alert_summary_day_wed',
  thu: 'alert_summary_day_thu',
  fri: 'alert_summary_day_fri',
  sat: 'alert_summary_day_sat',
  sun: 'alert_summary_day_sun',
};
const SLOT_KEYS: Readonly<Record<Slot, MessageKey>> = {
  morning: 'alert_summary_slot_morning',
  afternoon: 'alert_summary_slot_afternoon',
  evening: 'alert_summary_slot_evening',
  night: 'alert_summary_slot_night',
};

export function alertSummary(words: AlertSearchWords, locale: Locale): string {
  const say = (key: MessageKey, values?: Readonly<Record<string, string | number>>): string => message(locale, key, values);
  const weekend = words.days.length === 2 && words.days.includes('sat') && words.days.includes('sun');
  const moments = [
    weekend ? say('alert_summary_weekend') : words.days.map((day) => say(DAY_KEYS[day])).join(', '),
    words.slots.map((slot) => say(SLOT_KEYS[slot])).join(', '),
  ]
    .filter((part) => part !== '')
    .join(', ');
  const amount = (value: number): string =>
    new Intl.NumberFormat(isoOf(locale), { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value);
  const dayOfMonth = new Intl.DateTimeFormat(isoOf(locale), { day: 'numeric', month: 'long', timeZone: 'UTC' });
  const parts = [
    words.text === null ? '' : say('alert_summary_quoted', { text: words.text }),
    [...words.works, ...words.contracts, ...words.studentTypes, ...words.events, ...words.agencies].join(', '),
    words.cities.join(', '),
    words.place === null ? '' : `${words.place.name ?? say('alert_summary_around')} + ${words.place.radiusKm} km`,
    words.area ?? '',
    moments === '' ? '' : say(words.rhythmMatch === 'only' ? 'alert_summary_only' : 'alert_summary_any', { moments }),
    words.maxHours === null ? '' : say('alert_summary_hours', { hours: words.maxHours }),
    words.minPay === null ? '' : say('alert_summary_pay', { amount: amount(words.minPay) }),
    words.availableOn.length === 0
      ? ''
      : say('alert_summary_available', { dates: words.availableOn.map((date) => writtenDate(locale, dayOfMonth, new Date(`${date}T00:00:00Z`))).join(', ') }),
  ].filter((part) => part !== '');
  return parts.length === 0 ? say('alert_summary_all') : parts.join(' · ');
}
