import fr from '../locales/fr/common.json';
import en from '../locales/en/common.json';
import { isoOf, type Locale } from '@rythmo/site-map';

export type MessageKey = keyof typeof fr;

const MESSAGES: Record<Locale, Record<MessageKey, string>> = { fr, en };

export type MessageValues = Record<string, string | number>;

/** A message with its `{name}` placeholders filled. */
export const fill = (message: string, values: MessageValues = {}): string =>
  message.replace(/\{(\w+)\}/g, (match, name: string) => (values[name] === undefined ? match : String(values[name])));

/** The message of a key in a locale, with `{name}` placeholders filled. */
export function translate(locale: Locale, key: MessageKey, values: MessageValues = {}): string {
  return fill(MESSAGES[locale][key], values);
}

/** "1 offre" / "12 offres", with the number grouped the French way. */
export function countOffers(locale: Locale, count: number): string {
  const formatted = new Intl.NumberFormat(isoOf(locale)).format(count);
  return translate(locale, count === 1 ? 'offers_count_one' : 'offers_count_other', { count: formatted });
}

export function formatAmount(locale: Locale, value: number): string {
  return new Intl.NumberFormat(isoOf(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}
