import type { TFuncKey } from 'i18next';
import { isoOf, type Locale } from '@rythmo/site-map';

/** A key of the common messages (src/locales/<language>/common.json), plural forms by their base name. */
export type MessageKey = TFuncKey<'common'>;

export function formatAmount(locale: Locale, value: number): string {
  return new Intl.NumberFormat(isoOf(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A pay step: its cents only when it has some ("12", "12,50"). */
export function formatPay(locale: Locale, value: number): string {
  return new Intl.NumberFormat(isoOf(locale), { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value);
}
