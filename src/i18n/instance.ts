import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { numberFormat } from './messages';
import { I18NEXT_OPTIONS } from './options';

/** What of a format's options Intl.NumberFormat reads (`{amount, number(minimumFractionDigits: 2)}`). */
const NUMBER_OPTIONS = [
  'style',
  'currency',
  'currencyDisplay',
  'unit',
  'unitDisplay',
  'notation',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'useGrouping',
] as const;

/**
 * The `number` format of the messages (`{count, number}`), each Intl.NumberFormat made once per language
 * and options. i18next's own keys its cache with every value of the call too (the count among them): a
 * new Intl.NumberFormat for each count written, the costliest part of a jobs list's start.
 */
function formatNumber(value: unknown, language: string | undefined, options: Record<string, unknown> | undefined): string {
  if (typeof value !== 'number') return String(value);
  const intl = Object.fromEntries(NUMBER_OPTIONS.filter((name) => options?.[name] !== undefined).map((name) => [name, options?.[name]]));
  return numberFormat(language, intl).format(value);
}

/**
 * Gives an i18next instance the site's formats (i18next's formatter API): ours (`messagesInstance`) and the
 * one gatsby-plugin-react-i18next makes for each page (src/layouts/layout.tsx, before anything renders a message).
 */
export function addSiteFormats(instance: I18n): void {
  instance.services.formatter?.add('number', formatNumber);
}

/** An i18next instance over messages already at hand, ready at once (no backend to wait for). */
export function messagesInstance(resources: Resource, language: string): I18n {
  const instance = i18next.createInstance();
  void instance.init({ ...I18NEXT_OPTIONS, resources, lng: language, fallbackLng: false, initImmediate: false });
  addSiteFormats(instance);
  return instance;
}
