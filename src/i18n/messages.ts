import type { TFuncKey } from 'i18next';
import { isoOf, type Locale } from '@rythmo/site-map';

/** A key of the common messages (src/locales/<language>/common.json), plural forms by their base name. */
export type MessageKey = TFuncKey<'common'>;

const numberFormats = new Map<string, Intl.NumberFormat>();
/**
 * An Intl.NumberFormat made once per language and options, for every number the site writes (a list of
 * cards writes dozens of amounts, its messages dozens of counts: src/i18n/instance.ts).
 */
export function numberFormat(language: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language ?? ''} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatAmount(locale: Locale, value: number): string {
  return numberFormat(isoOf(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A pay step: its cents only when it has some ("12", "12,50"). */
export function formatPay(locale: Locale, value: number): string {
  return numberFormat(isoOf(locale), { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value);
}
