import type { ContentTypeName } from '@rythmo/site-map';
import {
  pageCrumbs,
  pageNodeEntry,
  pageQuestions,
  pagesQuery,
  planPages,
  type PageEntry,
  type PageNode,
  type SectionNode,
} from '../../../src/build-time/pages';
import { sectionsPagePath } from '@rythmo/site-map';

const ENTRIES: Partial<Record<ContentTypeName, PageEntry[]>> = {
  'student-job-type': [
    { id: 't-fr', documentId: 't', locale: 'fr', slug: 'ete' },
    { id: 't-en', documentId: 't', locale: 'en', slug: 'summer' },
  ],
  city: [
    // "ete" is a student job type's French slug only: the city's English page is at /en/students/ete.
    { id: 'c-en', documentId: 'c', locale: 'en', slug: 'ete' },
    { id: 'l-fr', documentId: 'l', locale: 'fr', slug: 'lyon' },
  ],
  agency: [{ id: 'a-fr', documentId: 'a', locale: 'fr', slug: 'extra', api_id: 'AG-1' }],
  trade: [{ id: 'x-fr', documentId: 'x', locale: 'fr', slug: 'serveur', work: null }],
  'legal-page': [
    { id: 'n-fr', documentId: 'n', locale: 'fr', slug: 'privacy' },
    { id: 'm-fr', documentId: 'm', locale: 'fr', slug: 'mentions' },
  ],
  'job-offer': [{ id: 'o', slug: '1-serveur' }],
  page: [
    { id: 'g-fr', documentId: 'g', locale: 'fr', slug: 'jobs-ete-lyon' },
    { id: 'g-en', documentId: 'g', locale: 'en', slug: 'summer-jobs-lyon' },
    { id: 'h-fr', documentId: 'h', locale: 'fr', slug: 'hotes-salon', parent_page: { slug: 'recruter-avec-rythmo' } },
    { id: 'h-en', documentId: 'h', locale: 'en', slug: 'fair-hosts', parent_page: { slug: 'hire-with-rythmo' } },
    { id: 'q-fr', documentId: 'q', locale: 'fr', slug: 'planning', parent_page: { slug: 'hotes-salon', parent_page: { slug: 'recruter-avec-rythmo' } } },
  ],
};

const pages = planPages((name) => ENTRIES[name] ?? []);
const at = (path: string) => pages.find((page) => page.path === path);

test('routes without CMS entries get their page in every locale, with their section and meta', () => {
  expect(at('/')).toMatchObject({ template: 'home', context: { locale: 'fr', alternates: { fr: '/', en: '/en' } } });
  expect(at('/en/entreprise/contact')).toMatchObject({ template: 'company', context: { locale: 'en', section: 'contact' } });
  expect(at('/404')?.context.noScrollTop).toBe(true);
  expect(at('/en/faq')?.template).toBe('faq');
});

test('an entry has a page per page set and localization, with alternates to the localizations that have one', () => {
  expect(at('/villes/lyon')).toMatchObject({ template: 'city', context: { id: 'l-fr', slug: 'lyon', alternates: { fr: '/villes/lyon' } } });
  expect(at('/jobs-etudiants/lyon')?.template).toBe('student-city');
  expect(at('/partenaires/extra')?.template).toBe('agency');
  expect(at('/iframe/agencies/AG-1')).toMatchObject({ template: 'agency', context: { embed: true, locale: 'fr' } });
});

test('routes that share a pattern give each entry its page; two pages at one path fail the build, naming both', () => {
  expect(at('/jobs-etudiants/ete')).toMatchObject({ template: 'student-job-type', context: { id: 't-fr' } });
  expect(at('/en/students/ete')).toMatchObject({ template: 'student-city', context: { id: 'c-en', alternates: { en: '/en/students/ete' } } });
  expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);

  const withCity = (slug: string) => planPages((name) => (name === 'city' ? [{ id: 'c-fr', documentId: 'c', locale: 'fr', slug }] : (ENTRIES[name] ?? [])));
  expect(() => withCity('ete')).toThrow(
    'The city « ete » (fr) would be at /jobs-etudiants/ete, which is the site’s student-job-type « ete » (fr): change one of the slugs',
  );
  const withContract = (slug: string) =>
    planPages((name) => (name === 'contract' ? [{ id: 'k-fr', documentId: 'k', locale: 'fr', slug }] : (ENTRIES[name] ?? [])));
  expect(() => withContract('1-serveur')).toThrow('/offres-emploi/1-serveur');
  expect(() => withContract('cdi')).not.toThrow();
});

test('an offer (not localized) has its page in every locale; an entry lacking a parameter has none', () => {
  expect(at('/offres-emploi/1-serveur')).toMatchObject({
    template: 'job-offer',
    context: { alternates: { fr: '/offres-emploi/1-serveur', en: '/en/jobs/1-serveur' } },
  });
  expect(pages.some((page) => page.context.id === 'x-fr')).toBe(false);
  expect(at('/privacy')?.template).toBe('legal-page');
  expect(at('/mentions')).toBeUndefined();
});

test('the offers’ embeddable views are one shell per locale, which serves every path of its route in the browser', () => {
  expect(at('/iframe/jobs')).toMatchObject({
    template: 'job-offer-embed',
    matchPath: '/iframe/jobs/:slug',
    context: { embed: true, locale: 'fr', alternates: { fr: '/iframe/jobs', en: '/en/iframe/jobs' } },
  });
  expect(at('/en/iframe/jobs')).toMatchObject({ matchPath: '/en/iframe/jobs/:slug', context: { locale: 'en' } });
  expect(pages.filter((page) => page.path.includes('/iframe/jobs/'))).toEqual([]);
  // No other page has a match path: each would copy the pages it covers into the app bundle.
  expect(pages.filter((page) => page.matchPath !== undefined).map((page) => page.path)).toEqual(['/iframe/jobs', '/en/iframe/jobs']);
});

test('the query asks each type with pages for what its paths read and its last change (the sitemap’s)', () => {
  const query = pagesQuery();
  expect(query).toContain('trade: allStrapiTrade { nodes { id slug updatedAt documentId locale work { slug } } }');
  expect(query).toContain('agency: allStrapiAgency { nodes { id slug updatedAt documentId locale api_id } }');
  expect(query).toContain('jobOffer: allStrapiJobOffer { nodes { id slug updatedAt } }');
  expect(query).not.toContain('allStrapiGlobal');
  expect(query).toContain(
    'page: allStrapiPage { nodes { id slug updatedAt documentId locale parent_page { slug parent_page { slug parent_page { slug } } } } }',
  );
});

test('an editor’s page is at its slug in each language, linked to its translation', () => {
  expect(at('/jobs-ete-lyon')).toMatchObject({ template: 'page', context: { id: 'g-fr', alternates: { fr: '/jobs-ete-lyon', en: '/en/summer-jobs-lyon' } } });
  expect(at('/en/summer-jobs-lyon')).toMatchObject({ template: 'page', context: { id: 'g-en', locale: 'en' } });
});

test('a page with a parent page is under its parent’s address, and not at its own slug', () => {
  expect(at('/recruter-avec-rythmo/hotes-salon')).toMatchObject({
    template: 'page',
    context: { id: 'h-fr', alternates: { fr: '/recruter-avec-rythmo/hotes-salon', en: '/en/hire-with-rythmo/fair-hosts' } },
  });
  expect(at('/hotes-salon')).toBeUndefined();
  expect(at('/recruter-avec-rythmo/hotes-salon/planning')).toMatchObject({ template: 'page', context: { id: 'q-fr' } });
  expect(pages.filter((page) => page.context.id === 'q-fr').map((page) => page.path)).toEqual(['/recruter-avec-rythmo/hotes-salon/planning']);
});

test('a page under a parent at another page’s address fails the build, naming both', () => {
  const clash = { ...ENTRIES, 'legal-page': [], page: [{ id: 'z-fr', documentId: 'z', locale: 'fr', slug: 'contact', parent_page: { slug: 'entreprise' } }] };
  expect(() => planPages((name) => clash[name] ?? [])).toThrow(
    'The page « contact » (fr) would be at /entreprise/contact, which is the site’s company page: change one of the slugs',
  );
});

test.each([
  ['privacy', 'legal-page « privacy » (fr)'],
  ['faq', 'faq page'],
  ['compte', 'folder /compte'],
])('an editor’s page at another page’s or folder’s address (/%s) fails the build, naming both', (slug, owner) => {
  const clash = { ...ENTRIES, page: [{ id: 'z-fr', documentId: 'z', locale: 'fr', slug }] };
  expect(() => planPages((name) => clash[name] ?? [])).toThrow(
    `The page « ${slug} » (fr) would be at /${slug}, which is the site’s ${owner}: change one of the slugs`,
  );
});

test('a page node’s path entry reads its parents’ nodes, one level past the deepest page', async () => {
  const nodes: Record<string, PageNode> = {
    top: { slug: 'recruter-avec-rythmo', locale: 'fr' },
    mid: { slug: 'hotes-salon', locale: 'fr', parent_page___NODE: 'top' },
    low: { slug: 'planning', locale: 'fr', parent_page___NODE: 'mid' },
    deep: { slug: 'jour-1', locale: 'fr', parent_page___NODE: 'low' },
  };
  const read: string[] = [];
  const nodeOf = async (id: string): Promise<PageNode | null> => {
    read.push(id);
    return nodes[id] ?? null;
  };
  expect(sectionsPagePath(await pageNodeEntry(nodes.low, nodeOf), 'fr')).toBe('/recruter-avec-rythmo/hotes-salon/planning');
  expect(sectionsPagePath(await pageNodeEntry(nodes.deep, nodeOf), 'fr')).toBeNull();
  expect(sectionsPagePath(await pageNodeEntry({ slug: 'seule', parent_page___NODE: 'gone' }, nodeOf), 'en')).toBe('/en/seule');
  read.length = 0;
  await pageNodeEntry({ slug: 'x', parent_page___NODE: 'deep' }, nodeOf);
  expect(read).toEqual(['deep', 'low', 'mid']);
});

test('a page node’s breadcrumbs name the pages above it, from the top page down, each at its address', async () => {
  const nodes: Record<string, PageNode> = {
    top: { slug: 'recruter-avec-rythmo', locale: 'fr', title: 'Recruter avec Rythmo' },
    mid: { slug: 'hotes-salon', locale: 'fr', title: 'Hôtes de salon', parent_page___NODE: 'top' },
    low: { slug: 'planning', locale: 'fr', title: 'Le planning', parent_page___NODE: 'mid' },
  };
  const nodeOf = async (id: string): Promise<PageNode | null> => nodes[id] ?? null;
  expect(await pageCrumbs(nodes.low, nodeOf, 'fr')).toEqual([
    { name: 'Recruter avec Rythmo', path: '/recruter-avec-rythmo' },
    { name: 'Hôtes de salon', path: '/recruter-avec-rythmo/hotes-salon' },
  ]);
  expect(await pageCrumbs(nodes.top, nodeOf, 'fr')).toEqual([]);
  expect(await pageCrumbs({ slug: 'x', parent_page___NODE: 'gone' }, nodeOf, 'fr')).toEqual([]);
  // A parent without an address (no slug) is left out.
  nodes.blank = { slug: null, locale: 'fr', title: 'Sans adresse' };
  expect(await pageCrumbs({ slug: 'y', parent_page___NODE: 'blank' }, nodeOf, 'fr')).toEqual([]);
});

test('a page node’s questions are its FAQ sections’ items, in order, other sections’ left out', async () => {
  const nodes: Record<string, SectionNode> = {
    hero: { internal: { type: 'STRAPI__COMPONENT_SECTIONS_HERO' } },
    faq1: { internal: { type: 'STRAPI__COMPONENT_SECTIONS_FAQ' }, items___NODE: ['q1', 'gone', 'q2'] },
    steps: { internal: { type: 'STRAPI__COMPONENT_SECTIONS_STEPS' }, items___NODE: ['s1'] },
    faq2: { internal: { type: 'STRAPI__COMPONENT_SECTIONS_FAQ' }, items___NODE: ['q3'] },
    q1: { internal: { type: 'STRAPI__COMPONENT_SHARED_FAQ_ITEM' }, question: 'Dès quel âge ?', answer: 'Dès 16 ans.' },
    q2: { internal: { type: 'STRAPI__COMPONENT_SHARED_FAQ_ITEM' }, question: 'Sans réponse ?' },
    q3: { internal: { type: 'STRAPI__COMPONENT_SHARED_FAQ_ITEM' }, question: 'Payé quand ?', answer: 'Chaque semaine.' },
    s1: { internal: { type: 'STRAPI__COMPONENT_SHARED_STEP' }, question: 'pas une question' },
  };
  const nodeOf = async (id: string): Promise<SectionNode | null> => nodes[id] ?? null;
  expect(await pageQuestions({ sections___NODE: ['hero', 'faq1', 'steps', 'faq2', 'missing'] }, nodeOf)).toEqual([
    { question: 'Dès quel âge ?', answer: 'Dès 16 ans.' },
    { question: 'Sans réponse ?', answer: null },
    { question: 'Payé quand ?', answer: 'Chaque semaine.' },
  ]);
  expect(await pageQuestions({}, nodeOf)).toEqual([]);
});
