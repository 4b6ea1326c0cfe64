/**
 * Where the site shows each content type: the path of an entry's page, in French (no prefix) or English
 * (/en). These patterns repeat those of the site's route table (src/routing/routes.ts); a unit test
 * (tests/unit/cms/preview-paths.test.ts) checks that both give the same path for every type.
 */
export type SiteLocale = 'fr' | 'en';
export type PreviewEntry = { slug?: string | null; work?: { slug?: string | null } | null };

type Pattern = { fr: string; en: string; params: (entry: PreviewEntry) => Record<string, string | null | undefined> };

const bySlug = (fr: string, en: string): Pattern => ({ fr, en, params: (entry) => ({ slug: entry.slug }) });
const fixed = (fr: string, en: string = fr): Pattern => ({ fr, en, params: () => ({}) });
const LEGAL_PAGES: readonly string[] = ['cgu', 'legal', 'privacy'];

export const SITE_PAGES: Record<string, Pattern> = {
  'api::job-offer.job-offer': bySlug('/offres-emploi/:slug', '/jobs/:slug'),
  'api::city.city': bySlug('/villes/:slug', '/cities/:slug'),
  'api::work.work': bySlug('/secteurs-activite/:slug', '/activity/:slug'),
  'api::trade.trade': {
    fr: '/secteurs-activite/:sector/:slug',
    en: '/activity/:sector/:slug',
    params: (entry) => ({ sector: entry.work?.slug, slug: entry.slug }),
  },
  'api::contract.contract': bySlug('/offres-emploi/:slug', '/jobs/:slug'),
  'api::student-job-type.student-job-type': bySlug('/jobs-etudiants/:slug', '/students/:slug'),
  'api::agency.agency': bySlug('/partenaires/:slug', '/agencies/:slug'),
  'api::event.event': bySlug('/events/:slug', '/events/:slug'),
  'api::article.article': bySlug('/blog/:slug', '/blog/:slug'),
  'api::legal-page.legal-page': { fr: '/:slug', en: '/:slug', params: (entry) => ({ slug: LEGAL_PAGES.includes(entry.slug ?? '') ? entry.slug : null }) },
  'api::faq-entry.faq-entry': fixed('/faq'),
  'api::home-page.home-page': fixed('/'),
  'api::global.global': fixed('/'),
};

/** The types whose relations the path needs (a trade's sector). */
export const PATH_POPULATE: Record<string, Record<string, { fields: string[] }>> = {
  'api::trade.trade': { work: { fields: ['slug'] } },
};

/** The site path of an entry, or null when the type has no page or the entry lacks what its path needs. */
export function sitePath(uid: string, entry: PreviewEntry, locale: string | null | undefined): string | null {
  const pattern = SITE_PAGES[uid];
  if (pattern === undefined) return null;
  const lang: SiteLocale = locale === 'en' ? 'en' : 'fr';
  const params = pattern.params(entry);
  let missing = false;
  const path = pattern[lang].replace(/:([a-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return null;
  if (lang === 'fr') return path;
  return path === '/' ? '/en' : `/en${path}`;
}
