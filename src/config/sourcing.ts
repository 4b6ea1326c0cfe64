/**
 * What the build reads from the CMS: every public type, in both locales, with the relations each page
 * needs. The populate tree of a type is written here once.
 */
import { LOCALES } from '../routing/routes';

type Populate = Record<string, true | { populate: Populate | string[] }>;
/** published: the production build; draft: the preview site, which shows the latest version of every entry. */
export type ContentStatus = 'published' | 'draft';
type QueryParams = { populate?: Populate; status?: 'draft' };
type TypeConfig = { singularName: string; queryParams: QueryParams; queryLimit?: number; pluginOptions?: { i18n: { locale: string } } };

const SEO: Populate = { seo: true };
const IMAGE: Populate = { image: true };

export const COLLECTIONS: Record<string, { populate: Populate; localized: boolean; queryLimit?: number }> = {
  work: { localized: true, populate: { ...IMAGE, ...SEO, faq: true, villes: { populate: ['city', 'faq'] }, groupe_de_metiers: true } },
  trade: { localized: true, populate: { ...IMAGE, ...SEO, work: true } },
  city: { localized: true, populate: { ...IMAGE, ...SEO } },
  contract: { localized: true, populate: { ...IMAGE, ...SEO, faq: true } },
  'student-job-type': { localized: true, populate: { ...IMAGE, ...SEO, faq: true } },
  agency: { localized: true, populate: { ...SEO, logo: true, numbers: true, city: true } },
  event: { localized: true, populate: { ...IMAGE, ...SEO, city: true } },
  article: { localized: true, populate: { ...IMAGE, ...SEO } },
  'faq-entry': { localized: true, populate: {} },
  'legal-page': { localized: true, populate: {} },
  'job-offer': {
    localized: false,
    queryLimit: 1000,
    populate: { city: true, contracts: true, works: true, student_job_types: true, agency: true, event: true, required_skills: true, rhythm: true },
  },
};

export const SINGLES: Record<string, Populate> = {
  global: { address: true, socialLinks: true },
  'home-page': { steps: true, testimonials: true, seo: true },
};

const query = (populate: Populate, status: ContentStatus): QueryParams => (status === 'draft' ? { populate, status } : { populate });

const perLocale = (singularName: string, queryParams: QueryParams, queryLimit?: number): TypeConfig[] =>
  LOCALES.map((locale) => ({ singularName, queryParams, queryLimit, pluginOptions: { i18n: { locale } } }));

export const collectionTypes = (status: ContentStatus = 'published'): TypeConfig[] =>
  Object.entries(COLLECTIONS).flatMap(([name, { populate, localized, queryLimit }]) =>
    localized ? perLocale(name, query(populate, status), queryLimit) : [{ singularName: name, queryParams: query(populate, status), queryLimit }],
  );

export const singleTypes = (status: ContentStatus = 'published'): TypeConfig[] =>
  Object.entries(SINGLES).flatMap(([name, populate]) => perLocale(name, query(populate, status)));
