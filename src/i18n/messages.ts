import type { TFuncKey } from 'i18next';
import { isoOf, type Locale } from '@rythmo/site-map';

/** A key of the common messages (src/locales/<language>/common.json), plural forms by their base name. */
export type MessageKey = TFuncKey<'common'>;

/** Number formats made once per language and number of decimals: a list of cards writes dozens of amounts. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: Locale, minimumFractionDigits: 0 | 2): Intl.NumberFormat => {
  const key = `${locale} ${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(isoOf(locale), { minimumFractionDigits, maximumFractionDigits: 2 });
    numberFormats.set(key, format);
  }
  return format;
};

export function formatAmount(locale: Locale, value: number): string {
  return numberFormat(locale, 2).format(value);
}

/** A pay step: its cents only when it has some ("12", "12,50"). */
export function formatPay(locale: Locale, value: number): string {
  return numberFormat(locale, Number.isInteger(value) ? 0 : 2).format(value);
}
