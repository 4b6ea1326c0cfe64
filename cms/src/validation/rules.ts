/**
 * What an editor may save, beyond required fields: formats, ranges and coherent dates, each refused with a
 * French message shown next to its field in the admin panel. Pure: the document service middleware
 * (./middleware.ts) adds the checks that need the database (unique values, images' alternative text).
 */
import { CONTENT_TYPES, normalizeName, reservedFolders, searchWords, synonymWords, videoOf } from '@rythmo/site-map';
import { readDepartements, readRegions } from '../plugins/rythmo/server/geo/data';

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
const DATE_ORDER: Record<string, { first: string; last: string; message: string }[]> = {
  'api::job-offer.job-offer': [
    { first: 'publication_date', last: 'valid_through', message: 'La date de fin de validité ne peut pas précéder la date de publication.' },
  ],
  'api::event.event': [{ first: 'startDate', last: 'endDate', message: 'La date de fin ne peut pas précéder la date de début.' }],
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
    return [
      { path: fieldPath, message: 'Ce lien doit être une adresse web complète commençant par https://, par exemple « https://www.instagram.com/rythmo ».' },
    ];
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
            message:
              'Une adresse ailleurs que sur le site commence par https://. Pour une page du site, choisissez-la dans « page » ou « rubrique » et laissez ce champ vide.',
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
        message:
          figures === 0
            ? 'Ajoutez au moins un chiffre, tapé ou compté en direct.'
            : `${figures} chiffres : six au plus, tapés et en direct ensemble, tiennent sur une ligne.`,
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
            message:
              'Copiez l’adresse de la vidéo depuis YouTube ou Vimeo, par exemple « https://www.youtube.com/watch?v=… » ou « https://vimeo.com/… » : le site ne lit que leurs vidéos.',
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
        message: `« ${String(department)} » n’est pas un numéro de département : par exemple 69 pour le Rhône, 2A pour la Corse-du-Sud.`,
      });
    if (present(region) && !regions.has(String(region)))
      errors.push({
        path: path('region'),
        message: `« ${String(region)} » n’est pas un code de région : par exemple 84 pour Auvergne-Rhône-Alpes, 11 pour l’Île-de-France.`,
      });
    if (present(department) && present(region))
      errors.push({
        path: path('region'),
        message: 'Choisissez un département ou une région, pas les deux : la liste montre les offres de l’un ou de l’autre.',
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
            message: `« ${String(data[field]).slice(0, 80)} » n’est pas une adresse de ce site : écrivez son chemin, qui commence par /, sans https:// ni nom de domaine, par exemple « /jobs-ete-lyon ».`,
          },
        ]
      : [],
  );
  if (errors.length === 0 && present(data.from) && data.from === data.to)
    errors.push({ path: ['to'], message: 'Une adresse ne peut pas mener à elle-même : la redirection ferait une boucle.' });
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
        message: `« ${several.slice(0, 60)} » compte plusieurs mots : la recherche lit chaque mot à part, écrivez un mot par synonyme, séparés par des virgules.`,
      },
    ];
  const empty = words.find((word) => searchWords(word).length === 0);
  if (empty !== undefined)
    return [{ path: ['words'], message: `« ${empty.slice(0, 60)} » est un petit mot que la recherche ne lit pas (comme « de », « la ») : retirez-le.` }];
  if (words.length < 2) return [{ path: ['words'], message: 'Écrivez au moins deux mots séparés par une virgule, par exemple « barman, barmaid ».' }];
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
  return [{ path: [field], message: `La ${label} doit être un nombre compris entre −${limit} et ${limit} (degrés décimaux, par exemple 45.7578).` }];
}

/** The errors of an entry of type uid, as it will be saved (the stored version merged with the changes). */
export function checkEntry(uid: string, data: EntryData): FieldError[] {
  const errors: FieldError[] = [];
  if (SLUG_TYPES.includes(uid) && present(data.slug)) {
    const slug = String(data.slug);
    if (!SLUG.test(slug)) {
      errors.push({
        path: ['slug'],
        message: 'Le slug ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets simples, par exemple « serveur-lyon ».',
      });
    } else if (uid === PAGE && RESERVED.has(slug)) {
      errors.push({
        path: ['slug'],
        message: `L’adresse /${slug} est déjà celle d’une rubrique du site (${RESERVED.get(slug) ?? ''}) : choisissez un autre slug.`,
      });
    } else if (uid === 'api::job-offer.job-offer' && present(data.offer_id) && !slug.startsWith(`${String(data.offer_id)}-`)) {
      errors.push({
        path: ['slug'],
        message: `Le slug d’une offre commence par son numéro suivi d’un tiret, par exemple « ${String(data.offer_id)}-serveur-lyon ».`,
      });
    }
  }
  if (uid === 'api::job-offer.job-offer' && present(data.offer_id)) {
    const id = numeric(data.offer_id);
    if (!Number.isInteger(id) || id < 1) errors.push({ path: ['offer_id'], message: 'Le numéro de l’offre est un nombre entier positif.' });
  }
  if (COORDINATE_TYPES.includes(uid)) {
    errors.push(...coordinate(data, 'latitude', 90, 'latitude'), ...coordinate(data, 'longitude', 180, 'longitude'));
  }
  for (const { first, last, message } of DATE_ORDER[uid] ?? []) {
    const from = day(data[first]);
    const to = day(data[last]);
    if (from !== null && to !== null && to < from) errors.push({ path: [last], message });
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
