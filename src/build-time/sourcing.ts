/**
 * What the build reads from the CMS: every content type of the site map, in each of its locales, with the
 * relations each page needs. The populate tree of a type is written here once.
 */
import { CONTENT_TYPES, frenchToday, LOCALES, type ContentType, type ContentTypeName } from '@rythmo/site-map';

type Populate = { [field: string]: true | PopulateNode };
/** What one relation, component or dynamic zone brings: its own fields, its nested parts, each component's (`on`). */
type PopulateNode = { populate?: Populate | string[] | '*'; fields?: string[]; on?: Record<string, PopulateNode> };
/** published: the production build; draft: the preview site, which shows the latest version of every entry. */
export type ContentStatus = 'published' | 'draft';
type QueryParams = { populate?: Populate; status?: 'draft'; filters?: Record<string, unknown> };
type TypeConfig = { singularName: string; queryParams: QueryParams; queryLimit?: number; pluginOptions?: { i18n: { locale: string } } };

const SEO: Populate = { seo: true };
const IMAGE: Populate = { image: true };

/** A button's target page: its slug and locale (the locale makes the id of the page's own node). */
const LINK: PopulateNode = { populate: { page: { fields: ['slug', 'locale'] } } };
const BUTTONS: Populate = { buttons: LINK };

/** An entry a section chooses (a city, a trade…): its slug, and its locale, which makes the id of its own node. */
const CHOSEN = { fields: ['slug', 'locale'] };

/** The criteria of a section that searches offers (the offer list, the alert sign-up): the entries it names, its rhythm. */
const CRITERIA: Populate = {
  city: CHOSEN,
  sector: CHOSEN,
  trade: CHOSEN,
  contract: CHOSEN,
  student_job_type: CHOSEN,
  agency: CHOSEN,
  event: CHOSEN,
  rhythm: true,
};

/** What each section of a page brings (src/sections/registry.tsx; tests/unit/sections/registry.test.tsx holds the two together). */
export const SECTION_POPULATE: Record<string, PopulateNode> = {
  'sections.hero': { populate: { image: true, ...BUTTONS } },
  'sections.rich-text': { populate: '*' },
  'sections.key-figures': {
    populate: {
      items: true,
      live_items: { populate: { city: CHOSEN, sector: CHOSEN, contract: CHOSEN, student_job_type: CHOSEN, agency: CHOSEN, event: CHOSEN } },
    },
  },
  'sections.steps': { populate: { items: true } },
  'sections.testimonials': { populate: { items: true } },
  'sections.faq': { populate: { items: true } },
  'sections.call-to-action': { populate: BUTTONS },
  'sections.offer-list': { populate: CRITERIA },
  'sections.image-text': { populate: IMAGE },
  'sections.partner-agencies': { populate: { agencies: CHOSEN } },
  'sections.latest-articles': { populate: '*' },
  'sections.city-links': { populate: { cities: CHOSEN } },
  'sections.alert-signup': { populate: CRITERIA },
  'sections.contact-form': { populate: '*' },
  'sections.video': { populate: '*' },
  'sections.claims': { populate: '*' },
};

/** The sections a topic page may have above and below its offers (cms: the zones sections_top and sections_bottom). */
export const TOPIC_SECTION_KINDS = [
  'sections.rich-text',
  'sections.key-figures',
  'sections.steps',
  'sections.testimonials',
  'sections.faq',
  'sections.call-to-action',
  'sections.image-text',
  'sections.partner-agencies',
  'sections.city-links',
] as const;
const TOPIC_ON = Object.fromEntries(TOPIC_SECTION_KINDS.map((kind) => [kind, SECTION_POPULATE[kind]]));
const TOPIC: Populate = { sections_top: { on: TOPIC_ON }, sections_bottom: { on: TOPIC_ON } };

/** What each public type brings with it (the compiler asks for every type of the site map). */
const POPULATE: Record<ContentTypeName, Populate> = {
  global: { address: true, socialLinks: true },
  'home-page': { sections: { on: SECTION_POPULATE }, seo: true },
  navigation: { header_menus: { populate: { links: LINK, all: LINK } }, header_links: LINK, footer_links: LINK },
  work: { ...IMAGE, ...SEO, ...TOPIC, faq: true, villes: { populate: ['city', 'faq'] }, groupe_de_metiers: true },
  trade: { ...IMAGE, ...SEO, ...TOPIC, work: true },
  city: { ...IMAGE, ...SEO, ...TOPIC },
  contract: { ...IMAGE, ...SEO, ...TOPIC, faq: true },
  'student-job-type': { ...IMAGE, ...SEO, ...TOPIC, faq: true },
  agency: { ...SEO, ...TOPIC, logo: true, numbers: true, city: true },
  event: { ...IMAGE, ...SEO, ...TOPIC, city: true },
  article: { ...IMAGE, ...SEO },
  'faq-entry': {},
  'legal-page': {},
  'company-page': {},
  page: { sections: { on: SECTION_POPULATE }, ...SEO, parent_page: CHOSEN },
  redirect: {},
  'job-offer': { city: true, contracts: true, works: true, student_job_types: true, agency: true, event: true, required_skills: true, rhythm: true },
};

/** Entries per request, above the default, for the type with many entries. */
const QUERY_LIMIT: Partial<Record<ContentTypeName, number>> = { 'job-offer': 1000 };

/**
 * Entries a build leaves out: an offer past its valid-through date, or published (live) with a
 * publication date still to come, has no page, is in no list, sitemap, feed or structured data. The
 * preview shows the latter: editors check an offer before its date. An offer that expired since the last
 * build leaves it although nothing changed in the CMS (the source finds it gone: src/build-time/cms-source.ts),
 * and one whose date has come appears (`visibleSince`); the rebuild service builds daily for both.
 */
const FILTERS: Partial<Record<ContentTypeName, (now: Date, status: ContentStatus) => Record<string, unknown>>> = {
  'job-offer': (now, status) => ({
    valid_through: { $gte: frenchToday(now) },
    ...(status === 'published' ? { publication_date: { $lte: now.toISOString() } } : {}),
  }),
};

/**
 * Entries that may have entered a type's filters since `since` (an ISO date) without changing: an offer
 * whose publication date has come since. The source fetches them with the entries changed since.
 */
const ENTERED_SINCE: Partial<Record<ContentTypeName, (since: string, status: ContentStatus) => Record<string, unknown>[]>> = {
  'job-offer': (since, status) => (status === 'published' ? [{ publication_date: { $gt: since } }] : []),
};

export const visibleSince = (singularName: string, status: ContentStatus, since: string): Record<string, unknown>[] =>
  ENTERED_SINCE[singularName as ContentTypeName]?.(since, status) ?? [];

const query = (name: ContentTypeName, status: ContentStatus, now: Date): QueryParams => {
  const filters = FILTERS[name]?.(now, status);
  return { populate: POPULATE[name], ...(status === 'draft' ? { status } : {}), ...(filters === undefined ? {} : { filters }) };
};

const perLocale = (singularName: string, queryParams: QueryParams, queryLimit?: number): TypeConfig[] =>
  LOCALES.map((locale) => ({ singularName, queryParams, queryLimit, pluginOptions: { i18n: { locale } } }));

const typeConfigs = (single: boolean, status: ContentStatus, now: Date): TypeConfig[] =>
  (Object.entries(CONTENT_TYPES) as [ContentTypeName, ContentType][])
    .filter(([, type]) => (type.single === true) === single)
    .flatMap(([name, type]) => {
      const params = query(name, status, now);
      return type.localized ? perLocale(name, params, QUERY_LIMIT[name]) : [{ singularName: name, queryParams: params, queryLimit: QUERY_LIMIT[name] }];
    });

export const collectionTypes = (status: ContentStatus = 'published', now = new Date()): TypeConfig[] => typeConfigs(false, status, now);

export const singleTypes = (status: ContentStatus = 'published', now = new Date()): TypeConfig[] => typeConfigs(true, status, now);
