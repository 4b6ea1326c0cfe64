import type { Core } from '@strapi/strapi';
import { LOCALES, type Locale } from '@rythmo/site-map';

const HOME = 'api::home-page.home-page';
const CITY = 'api::city.city';

type Step = { title: string; text: string };
type Testimonial = { name: string; role?: string | null; quote: string };
type Home = {
  documentId: string;
  publishedAt?: string | null;
  headline?: string | null;
  subheadline?: string | null;
  steps?: Step[];
  testimonials?: Testimonial[];
  recruiterCtaTitle?: string | null;
  recruiterCtaText?: string | null;
  sections?: unknown[];
};

/** The headings the home page gave its parts in the site's messages, now its sections' titles. */
const TITLES: Record<Locale, { steps: string; offers: string; cities: string; testimonials: string; blog: string; recruiters: string }> = {
  fr: {
    steps: 'Comment ça marche',
    offers: 'Dernières offres',
    cities: 'Offres par ville',
    testimonials: 'Ils ont trouvé leur rythme',
    blog: 'Sur le blog',
    recruiters: 'Espace recruteur',
  },
  en: {
    steps: 'How it works',
    offers: 'Latest offers',
    cities: 'Offers by city',
    testimonials: 'They found their rhythm',
    blog: 'On the blog',
    recruiters: 'Recruiters',
  },
};

/** How many of the latest offers the home page listed. */
const HOME_OFFERS = 12;

/**
 * The home page's sections made from its former fixed fields, in the order and with the parts it showed:
 * the opening with the search box, the site's claims, the steps, the latest offers, the cities with a sort
 * (the menus' cities), the testimonials, the blog's latest articles, the recruiters' call to action.
 */
export async function homeSections(strapi: Core.Strapi, home: Home, locale: Locale): Promise<Record<string, unknown>[]> {
  const cities = (await strapi.db.query(CITY).findMany({
    where: { locale, sort: { $notNull: true }, publishedAt: { $notNull: true } },
    orderBy: { sort: 'asc' },
    select: ['documentId'],
  })) as { documentId: string }[];
  const titles = TITLES[locale];
  const sections: Record<string, unknown>[] = [
    { __component: 'sections.hero', headline: home.headline ?? '', text: home.subheadline ?? '', search: true, buttons: [] },
    { __component: 'sections.claims' },
  ];
  if ((home.steps ?? []).length > 0)
    sections.push({ __component: 'sections.steps', title: titles.steps, items: (home.steps ?? []).map(({ title, text }) => ({ title, text })) });
  sections.push({ __component: 'sections.offer-list', title: titles.offers, sort: 'newest', count: HOME_OFFERS });
  if (cities.length > 0)
    sections.push({ __component: 'sections.city-links', title: titles.cities, cities: cities.map(({ documentId }) => ({ documentId, locale })) });
  if ((home.testimonials ?? []).length > 0)
    sections.push({
      __component: 'sections.testimonials',
      title: titles.testimonials,
      items: (home.testimonials ?? []).map(({ name, role, quote }) => ({ name, role, quote })),
    });
  sections.push({ __component: 'sections.latest-articles', title: titles.blog, count: 3 });
  if (home.recruiterCtaTitle)
    sections.push({
      __component: 'sections.call-to-action',
      title: home.recruiterCtaTitle,
      text: home.recruiterCtaText ?? '',
      buttons: [{ label: titles.recruiters, rubrique: 'entreprise' }],
    });
  return sections;
}

/**
 * Moves a home page written before it was made of sections into sections, in each language, once: a home
 * page that has sections is left as the editors made it. Its draft gets them, and its published version too
 * when it was published (the site then rebuilds). Runs at each start, before the CMS answers; the former
 * fields stay in the database for a release (RETIRED_FIELDS, cms/src/editing/labels.ts).
 */
export async function migrateHomeSections(strapi: Core.Strapi, log: (message: string) => void = (message) => strapi.log.info(message)): Promise<number> {
  const documents = strapi.documents(HOME);
  let migrated = 0;
  for (const locale of LOCALES) {
    const draft = (await documents.findFirst({ locale, status: 'draft', populate: ['steps', 'testimonials', 'sections'] })) as Home | null;
    if (draft === null || (draft.sections ?? []).length > 0 || !draft.headline) continue;
    const published = (await documents.findFirst({ locale, status: 'published', fields: ['documentId'] })) as Home | null;
    await documents.update({ documentId: draft.documentId, locale, data: { sections: await homeSections(strapi, draft, locale) } as never });
    if (published !== null) await documents.publish({ documentId: draft.documentId, locale });
    migrated += 1;
    log(`Home page (${locale}): its fixed parts moved into sections`);
  }
  return migrated;
}
