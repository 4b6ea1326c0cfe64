/**
 * The languages of the site and of the CMS content. The default one has no path prefix; every other one
 * lives under its prefix (/en). Adding a language is one entry here, plus its messages.
 */
export const LOCALE_SETTINGS = [
  { code: 'fr', iso: 'fr-FR', cmsName: 'French (fr)', prefix: '', default: true },
  { code: 'en', iso: 'en-GB', cmsName: 'English (en)', prefix: '/en', default: false },
] as const;

export type Locale = (typeof LOCALE_SETTINGS)[number]['code'];
export type LocaleSettings = (typeof LOCALE_SETTINGS)[number];

export const LOCALES: readonly Locale[] = LOCALE_SETTINGS.map((settings) => settings.code);

const defaultSettings = LOCALE_SETTINGS.find((settings) => settings.default) ?? LOCALE_SETTINGS[0];
export const DEFAULT_LOCALE: Locale = defaultSettings.code;

/**
 * The namespace of the words the site and the CMS both say (./shared-messages.ts) in their i18next. Here,
 * beside the languages, so that the site's every page can name it without the module of the words' keys.
 */
export const SHARED_NAMESPACE = 'shared';

export const isLocale = (value: string | null | undefined): value is Locale => value != null && (LOCALES as readonly string[]).includes(value);

export const localeSettings = (locale: Locale): LocaleSettings => LOCALE_SETTINGS.find((settings) => settings.code === locale) ?? defaultSettings;

/** The locale's language tag with region (fr-FR), for Intl, og:locale and hreflang. */
export const isoOf = (locale: Locale): string => localeSettings(locale).iso;

/** The locales whose paths carry a prefix (every one but the default). */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALE_SETTINGS.filter((settings) => settings.prefix !== '').map((settings) => settings.code);

/** Prefixes a locale-free path with the locale's prefix: none for the default locale, /en for English. */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = localeSettings(locale);
  if (prefix === '') return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The locale a path belongs to: the one whose prefix it starts with (/en, /en/…), else the default. */
export function localeOfPath(path: string): Locale {
  const prefixed = LOCALE_SETTINGS.find(({ prefix }) => prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`)));
  return prefixed?.code ?? DEFAULT_LOCALE;
}

/**
 * The prefix an old address may carry for the default locale (/fr…): the host redirects it to the
 * unprefixed path.
 */
export const DEFAULT_LOCALE_PREFIX = `/${DEFAULT_LOCALE}`;

/** The site's time zone: dates of validity and publication are French days. */
export const SITE_TIME_ZONE = 'Europe/Paris';

/**
 * Made once, when first asked for: creating an Intl.DateTimeFormat costs native memory that only a major
 * garbage collection frees (a new one per search made the live API's collections come every 40 s), and
 * the first with a time zone loads the zones' data, which made it the costliest line of every page's
 * start (docs/performance.md) though few pages ask for today.
 */
let frenchDay: Intl.DateTimeFormat | undefined;

/** Today in France (YYYY-MM-DD): an offer is valid through the end of its last day, French time. */
export const frenchToday = (now: Date = new Date()): string => (frenchDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE })).format(now);

const HOUR_MS = 3_600_000;

/**
 * The instant a day of the French calendar (YYYY-MM-DD) ends: the next day's midnight in France, the first
 * instant `frenchToday` puts after it. Worked out at build time, it lets a page tell an offer's end from the
 * browser's clock alone, without a time zone's data (the costliest format of a page's start).
 */
export function frenchDayEnd(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  // France is one hour ahead of UTC in winter, two in summer: its midnight is 23:00 or 22:00 UTC the day before.
  for (const hours of [2, 1]) {
    const instant = new Date(next.getTime() - hours * HOUR_MS);
    if (frenchToday(instant) > day) return instant;
  }
  return next;
}

/**
 * A date written by Intl, with French's ordinal first day of the month (« 1er décembre », never
 * « 1 décembre »): the parts of `format` joined, its day « 1 » made « 1er » in French.
 */
export function writtenDate(locale: Locale, format: Intl.DateTimeFormat, date: Date): string {
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' && locale === 'fr' ? '1er' : part.value))
    .join('');
}
