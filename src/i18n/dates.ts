/**
 * Dates in the visitor's language through date-fns and its locales: French month names, French relative
 * times ("il y a 3 jours") and weeks starting on Monday come from the library, not from our code.
 */
import { format, formatDistanceStrict, parseISO } from 'date-fns';
import { enGB, fr } from 'date-fns/locale';
import type { Locale as DateLocale } from 'date-fns';
import type { Locale } from '@rythmo/site-map';

const DATE_LOCALES: Record<Locale, DateLocale> = { fr, en: enGB };

const toDate = (value: string | Date): Date => (typeof value === 'string' ? parseISO(value) : value);

/** "24 décembre 2026" / "24 December 2026". */
export function formatDate(locale: Locale, value: string | Date): string {
  return format(toDate(value), 'd MMMM yyyy', { locale: DATE_LOCALES[locale] });
}

/** "il y a 3 jours" / "3 days ago", or "dans 2 semaines" / "in 2 weeks". */
export function formatRelative(locale: Locale, value: string | Date, now: Date = new Date()): string {
  return formatDistanceStrict(toDate(value), now, { locale: DATE_LOCALES[locale], addSuffix: true });
}

/** The first day of the week in the locale (1 = Monday in French). */
export const weekStartsOn = (locale: Locale): number => DATE_LOCALES[locale].options?.weekStartsOn ?? 0;
