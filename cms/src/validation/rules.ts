/**
 * What an editor may save, beyond required fields: formats, ranges and coherent dates, each refused with a
 * message (the CMS's catalogue, in French) shown next to its field in the admin panel. Pure: the document service middleware
 * (./middleware.ts) adds the checks that need the database (unique values, images' alternative text).
 */
import { CONTENT_TYPES, normalizeName, reservedFolders, searchWords, synonymWords, videoOf } from '@rythmo/site-map';
import { readDepartements, readRegions } from '../search/geo/data';
import { EDITORS_LOCALE, message, type MessageKey, type MessageValues } from '../i18n/messages';

/** A message to editors (../locales/<language>/api.json). */
export const said = (key: MessageKey, values?: MessageValues): string => message(EDITORS_LOCALE, key, values);

export type FieldError = { path: string[]; message: string };
export type EntryData = Record<string, unknown>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Types whose slug addresses a page: those with pages of their own in the site map. */
export const SLUG_TYPES: readonly string[] = Object.values(CONTENT_TYPES).flatMap((type) => ('pages' in type ? [type.uid] : []));

/** A page editors compose sits at /:slug: its slug may not be the first folder of another address of the site. */
const PAGE = CONTENT_TYPES.page.uid;
const RESERVED = reservedFolders();

const COORDINATE_TYPES: readonly string[] = ['api::job-offer.job-offer', 'api::city.city'];

/** Date rules: `last` may not come before `first` (compared by calendar day). */
const DATE_ORDER: Record<string, { first: string; last: string; message: MessageKey }[]> = {
  'api::job-offer.job-offer': [{ first: 'publication_date', last: 'valid_through', message: 'edit_valid_through_before_publication' }],
  'api::event.event': [{ first: 'startDate', last: 'endDate', message: 'edit_end_before_start' }],
};

/**
 * Web addresses the site puts in links (footer, app stores, agencies): https only, so that no editor's
 * typo or stolen session can turn a link into a `javascript:` or `data:` address.
 */
const LINK_FIELDS: Record<string, string[][]> = {
  'api::global.global': [
    ['appStoreUrl'],
    ['playStoreUrl'],
    ['recruiterErpUrl'],
    ...['photoSharing', 'socialNetwork', 'professionalNetwork', 'shortVideo', 'microblog'].map((field) => ['socialLinks', field]),
  ],
  'api::agency.agency': [['website']],
};

const isHttpsAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
};

function linkErrors(uid: string, data: EntryData): FieldError[] {
  return (LINK_FIELDS[uid] ?? []).flatMap((fieldPath) => {
    const value = fieldPath.reduce<unknown>(
      (current, key) => (current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined),
      data,
    );
    if (!present(value) || isHttpsAddress(String(value))) return [];
    return [{ path: fieldPath, message: said('edit_link_https') }];
  });
}

/** The zones of sections an entry may have: a page's, and a topic page's above and below its offers. */
export const ZONES = ['sections', 'sections_top', 'sections_bottom'] as const;

/** Each section of an entry's zones, with the path of its fields (for the admin to show a message next to them). */
function sectionsOf(data: EntryData): { section: EntryData; path: (...field: string[]) => string[] }[] {
  return ZONES.flatMap((zone) => {
    const sections = data[zone];
    if (!Array.isArray(sections)) return [];
    return sections.flatMap((section: unknown, index: number) =>
      section !== null && typeof section === 'object' ? [{ section: section as EntryData, path: (...field: string[]) => [zone, String(index), ...field] }] : [],
    );
  });
}

const NAVIGATION = 'api::navigation.navigation';

/**
 * Every link (component shared.link) of an entry, with its path: its sections' buttons, and the
 * navigation's lists and menus. A repeatable field gives a list, a single one an object.
 */
export function linksOf(uid: string, data: EntryData): { link: EntryData; path: string[] }[] {
  const each = (links: unknown, path: (at: number) => string[]): { link: EntryData; path: string[] }[] =>
    (Array.isArray(links) ? links : [links]).flatMap((link: unknown, at: number) =>
      link !== null && typeof link === 'object' ? [{ link: link as EntryData, path: path(at) }] : [],
    );
  const buttons = sectionsOf(data).flatMap(({ section, path }) => each(section.buttons, (at) => path('buttons', String(at))));
  if (uid !== NAVIGATION) return buttons;
  const menus = Array.isArray(data.header_menus) ? (data.header_menus as unknown[]) : [];
  return [
    ...buttons,
    ...each(data.header_links, (at) => ['header_links', String(at)]),
    ...each(data.footer_links, (at) => ['footer_links', String(at)]),
    ...menus.flatMap((menu, index) => {
      if (menu === null || typeof menu !== 'object') return [];
      const { links, all } = menu as EntryData;
      return [...each(links, (at) => ['header_menus', String(index), 'links', String(at)]), ...each(all, () => ['header_menus', String(index), 'all'])];
    }),
  ];
}

/**
 * An entry's links (its sections' buttons, the navigation's links): a page of the site is chosen by
 * reference (its `page` or `rubrique`); `url` is for an address elsewhere, https only.
 */
function linkUrlErrors(uid: string, data: EntryData): FieldError[] {
  return linksOf(uid, data).flatMap(({ link, path }) =>
    !present(link.url) || isHttpsAddress(String(link.url))
      ? []
      : [
          {
            path: [...path, 'url'],
            message: said('edit_link_url_https'),
          },
        ],
  );
}

/** A key-figures section shows one figure at least, six at most, typed or counted. */
function keyFigureErrors(data: EntryData): FieldError[] {
  return sectionsOf(data).flatMap(({ section, path }) => {
    if (section.__component !== 'sections.key-figures') return [];
    const count = (field: string): number => (Array.isArray(section[field]) ? (section[field] as unknown[]).length : 0);
    const figures = count('items') + count('live_items');
    if (figures >= 1 && figures <= 6) return [];
    return [
      {
        path: path('items'),
        message: figures === 0 ? said('edit_key_figures_none') : said('edit_key_figures_many', { figures }),
      },
    ];
  });
}

/** A video section's address: one copied from YouTube or Vimeo, the hosts whose players the site may show. */
function videoErrors(data: EntryData): FieldError[] {
  return sectionsOf(data).flatMap(({ section, path }) =>
    section.__component === 'sections.video' && present(section.url) && videoOf(String(section.url)) === null
      ? [
          {
            path: path('url'),
            message: said('edit_video_host'),
          },
        ]
      : [],
  );
}

let places: { departements: Set<string>; regions: Set<string> } | undefined;
/** The official départements' and régions' codes, read once when first needed. */
const officialPlaces = (): NonNullable<typeof places> =>
  (places ??= { departements: new Set(readDepartements().map((d) => d.code)), regions: new Set(readRegions().map((r) => r.code)) });

/** The sections that search offers by the editor's criteria: the offer list and the alert sign-up. */
const SEARCHING = ['sections.offer-list', 'sections.alert-signup'];

/**
 * The place of a section that searches offers: a département or a région by its official code (the jobs
 * list's filter), not both.
 */
function offerListErrors(data: EntryData): FieldError[] {
  return sectionsOf(data).flatMap(({ section, path }) => {
    if (!SEARCHING.includes(String(section.__component))) return [];
    const { department, region } = section;
    const errors: FieldError[] = [];
    const { departements, regions } = officialPlaces();
    if (present(department) && !departements.has(String(department).toUpperCase()))
      errors.push({
        path: path('department'),
        message: said('edit_department', { value: String(department) }),
      });
    if (present(region) && !regions.has(String(region)))
      errors.push({
        path: path('region'),
        message: said('edit_region', { value: String(region) }),
      });
    if (present(department) && present(region))
      errors.push({
        path: path('region'),
        message: said('edit_department_and_region'),
      });
    return errors;
  });
}

const REDIRECT = CONTENT_TYPES.redirect.uid;
/** A path of this site: from its root, segments of URL-safe characters, no host, query or fragment. */
const SITE_PATH = /^\/(?:[A-Za-z0-9_.~-]+(?:\/[A-Za-z0-9_.~-]+)*)?$/;

/** A redirect's two addresses: paths of this site, not the same. */
function redirectErrors(uid: string, data: EntryData): FieldError[] {
  if (uid !== REDIRECT) return [];
  const errors = (['from', 'to'] as const).flatMap((field) =>
    present(data[field]) && !SITE_PATH.test(String(data[field]))
      ? [
          {
            path: [field],
            message: said('edit_redirect_path', { value: String(data[field]).slice(0, 80) }),
          },
        ]
      : [],
  );
  if (errors.length === 0 && present(data.from) && data.from === data.to) errors.push({ path: ['to'], message: said('edit_redirect_loop') });
  return errors;
}

const SYNONYM = 'api::search-synonym.search-synonym';

/** A synonym entry: two words or more, separated by commas, each one word that the search reads. */
function synonymErrors(uid: string, data: EntryData): FieldError[] {
  if (uid !== SYNONYM || !present(data.words)) return [];
  const words = synonymWords(String(data.words));
  const several = words.find((word) => normalizeName(word).split(' ').length > 1);
  if (several !== undefined)
    return [
      {
        path: ['words'],
        message: said('edit_synonym_several_words', { word: several.slice(0, 60) }),
      },
    ];
  const empty = words.find((word) => searchWords(word).length === 0);
  if (empty !== undefined) return [{ path: ['words'], message: said('edit_synonym_stop_word', { word: empty.slice(0, 60) }) }];
  if (words.length < 2) return [{ path: ['words'], message: said('edit_synonym_two_words') }];
  return [];
}

/** A value the editor filled in (not missing, not null, not an empty text). */
export const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

const day = (value: unknown): string | null => {
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : '';
  const match = DAY.exec(text);
  return match === null ? null : `${match[1]}-${match[2]}-${match[3]}`;
};

/** A number from what the admin sends (numbers, or decimals as strings); NaN when it is not one. */
const numeric = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : NaN;

function coordinate(data: EntryData, field: 'latitude' | 'longitude', limit: number, label: string): FieldError[] {
  if (!present(data[field])) return [];
  const value = numeric(data[field]);
  if (Number.isFinite(value) && value >= -limit && value <= limit) return [];
  return [{ path: [field], message: said('edit_coordinate', { label, limit }) }];
}

/** The errors of an entry of type uid, as it will be saved (the stored version merged with the changes). */
export function checkEntry(uid: string, data: EntryData): FieldError[] {
  const errors: FieldError[] = [];
  if (SLUG_TYPES.includes(uid) && present(data.slug)) {
    const slug = String(data.slug);
    if (!SLUG.test(slug)) {
      errors.push({
        path: ['slug'],
        message: said('edit_slug_format'),
      });
    } else if (uid === PAGE && RESERVED.has(slug)) {
      errors.push({
        path: ['slug'],
        message: said('edit_slug_reserved', { slug, address: RESERVED.get(slug) ?? '' }),
      });
    } else if (uid === 'api::job-offer.job-offer' && present(data.offer_id) && !slug.startsWith(`${String(data.offer_id)}-`)) {
      errors.push({
        path: ['slug'],
        message: said('edit_offer_slug', { id: String(data.offer_id) }),
      });
    }
  }
  if (uid === 'api::job-offer.job-offer' && present(data.offer_id)) {
    const id = numeric(data.offer_id);
    if (!Number.isInteger(id) || id < 1) errors.push({ path: ['offer_id'], message: said('edit_offer_id') });
  }
  if (COORDINATE_TYPES.includes(uid)) {
    errors.push(...coordinate(data, 'latitude', 90, 'latitude'), ...coordinate(data, 'longitude', 180, 'longitude'));
  }
  for (const { first, last, message } of DATE_ORDER[uid] ?? []) {
    const from = day(data[first]);
    const to = day(data[last]);
    if (from !== null && to !== null && to < from) errors.push({ path: [last], message: said(message) });
  }
  errors.push(
    ...linkErrors(uid, data),
    ...linkUrlErrors(uid, data),
    ...offerListErrors(data),
    ...videoErrors(data),
    ...keyFigureErrors(data),
    ...redirectErrors(uid, data),
    ...synonymErrors(uid, data),
  );
  return errors;
}
