import { PUBLIC_TYPES, buildPath, entryPath as sitePath, pageTrail, pathPopulate, sectionsPagePath } from '@rythmo/site-map';

// Where the CMS's preview button sends an editor: each type's entry is shown at the route of the spec.
const CASES = [
  {
    uid: 'api::job-offer.job-offer',
    entry: { slug: '1234-serveur-lyon' },
    route: () => buildPath('jobs-slug', 'fr', { slug: '1234-serveur-lyon' }),
    en: () => buildPath('jobs-slug', 'en', { slug: '1234-serveur-lyon' }),
  },
  {
    uid: 'api::city.city',
    entry: { slug: 'lyon' },
    route: () => buildPath('cities-name', 'fr', { name: 'lyon' }),
    en: () => buildPath('cities-name', 'en', { name: 'lyon' }),
  },
  {
    uid: 'api::work.work',
    entry: { slug: 'hotellerie' },
    route: () => buildPath('works-slug', 'fr', { slug: 'hotellerie' }),
    en: () => buildPath('works-slug', 'en', { slug: 'hotellerie' }),
  },
  {
    uid: 'api::trade.trade',
    entry: { slug: 'serveur', work: { slug: 'restauration' } },
    route: () => buildPath('works-slug-job', 'fr', { secteur: 'restauration', job: 'serveur' }),
    en: () => buildPath('works-slug-job', 'en', { secteur: 'restauration', job: 'serveur' }),
  },
  {
    uid: 'api::contract.contract',
    entry: { slug: 'cdd' },
    route: () => buildPath('jobs-type', 'fr', { type: 'cdd' }),
    en: () => buildPath('jobs-type', 'en', { type: 'cdd' }),
  },
  {
    uid: 'api::student-job-type.student-job-type',
    entry: { slug: 'week-end' },
    route: () => buildPath('student-jobs-type', 'fr', { type: 'week-end' }),
    en: () => buildPath('student-jobs-type', 'en', { type: 'week-end' }),
  },
  {
    uid: 'api::agency.agency',
    entry: { slug: 'interim-lyon' },
    route: () => buildPath('agencies-slug', 'fr', { slug: 'interim-lyon' }),
    en: () => buildPath('agencies-slug', 'en', { slug: 'interim-lyon' }),
  },
  {
    uid: 'api::event.event',
    entry: { slug: 'salon-etudiant' },
    route: () => buildPath('events-slug', 'fr', { slug: 'salon-etudiant' }),
    en: () => buildPath('events-slug', 'en', { slug: 'salon-etudiant' }),
  },
  {
    uid: 'api::article.article',
    entry: { slug: 'premier-job' },
    route: () => buildPath('blog-slug', 'fr', { slug: 'premier-job' }),
    en: () => buildPath('blog-slug', 'en', { slug: 'premier-job' }),
  },
  { uid: 'api::legal-page.legal-page', entry: { slug: 'privacy' }, route: () => buildPath('privacy', 'fr'), en: () => buildPath('privacy', 'en') },
  {
    uid: 'api::page.page',
    entry: { slug: 'jobs-ete-lyon' },
    route: () => buildPath('page', 'fr', { slug: 'jobs-ete-lyon' }),
    en: () => buildPath('page', 'en', { slug: 'jobs-ete-lyon' }),
  },
  { uid: 'api::faq-entry.faq-entry', entry: {}, route: () => buildPath('faq', 'fr'), en: () => buildPath('faq', 'en') },
  { uid: 'api::navigation.navigation', entry: {}, route: () => buildPath('index', 'fr'), en: () => buildPath('index', 'en') },
  {
    uid: 'api::company-page.company-page',
    entry: { section: 'formation' },
    route: () => buildPath('entreprise-formation', 'fr'),
    en: () => buildPath('entreprise-formation', 'en'),
  },
  { uid: 'api::home-page.home-page', entry: {}, route: () => buildPath('index', 'fr'), en: () => buildPath('index', 'en') },
  { uid: 'api::global.global', entry: {}, route: () => buildPath('index', 'fr'), en: () => buildPath('index', 'en') },
];

describe('where each content type is shown (the preview button)', () => {
  test('every public type is covered; a redirect shows nowhere (it has no preview)', () => {
    expect([...PUBLIC_TYPES].sort()).toEqual([...CASES.map((c) => c.uid), 'api::redirect.redirect'].sort());
    expect(sitePath('api::redirect.redirect', { slug: null }, 'fr')).toBeNull();
  });

  test('the path of a trade reads its sector: the preview asks the CMS for that relation', () => {
    expect(pathPopulate('api::trade.trade')).toEqual({ work: { fields: ['slug'] } });
    expect(pathPopulate('api::city.city')).toBeUndefined();
  });

  test.each(CASES)('$uid: the same path as the site in French and English', ({ uid, entry, route, en }) => {
    expect(sitePath(uid, entry, 'fr')).toBe(route());
    expect(sitePath(uid, entry, 'en')).toBe(en());
  });

  test('an entry without its locale (offers are French only) is shown in French', () => {
    expect(sitePath('api::job-offer.job-offer', { slug: '1-a' }, null)).toBe('/offres-emploi/1-a');
  });

  test('no path when the type has no page or the entry lacks what the path needs', () => {
    expect(sitePath('api::application.application', { slug: 'x' }, 'fr')).toBeNull();
    expect(sitePath('api::city.city', { slug: '' }, 'fr')).toBeNull();
    expect(sitePath('api::trade.trade', { slug: 'serveur', work: null }, 'fr')).toBeNull();
    expect(sitePath('api::legal-page.legal-page', { slug: 'mentions' }, 'fr')).toBeNull();
  });

  test('a page of sections with parent pages is under their addresses, three levels at most', () => {
    const child = { slug: 'hotes-salon', parent_page: { slug: 'recruter-avec-rythmo' } };
    const grandchild = { slug: 'planning', parent_page: child };
    const tooDeep = { slug: 'jour-1', parent_page: grandchild };
    expect(sitePath('api::page.page', child, 'fr')).toBe('/recruter-avec-rythmo/hotes-salon');
    expect(sitePath('api::page.page', grandchild, 'fr')).toBe('/recruter-avec-rythmo/hotes-salon/planning');
    expect(sitePath('api::page.page', tooDeep, 'fr')).toBeNull();
    expect(sectionsPagePath({ slug: 'fair-hosts', parent_page: { slug: 'hire-with-rythmo' } }, 'en')).toBe('/en/hire-with-rythmo/fair-hosts');
    expect(sectionsPagePath({ slug: 'jobs-ete-lyon', parent_page: null }, 'fr')).toBe('/jobs-ete-lyon');
    expect(pageTrail(grandchild)).toEqual(['recruter-avec-rythmo', 'hotes-salon', 'planning']);
    // The menus' shortcut gives the site map's addresses.
    for (const entry of [child, grandchild, tooDeep, { slug: 'jobs-ete-lyon' }, { slug: 'x', parent_page: { slug: null } }, { slug: null }]) {
      for (const locale of ['fr', 'en'] as const) expect(sectionsPagePath(entry, locale)).toBe(sitePath('api::page.page', entry, locale));
    }
    // The parents read one level past the deepest page, so that a page too deep is seen to be.
    const slug = { fields: ['slug'] };
    expect(pathPopulate('api::page.page')).toEqual({ parent_page: { ...slug, populate: { parent_page: { ...slug, populate: { parent_page: slug } } } } });
  });

  test('an agency without a slug has no page to preview, though its embeddable view has an address', () => {
    expect(sitePath('api::agency.agency', { slug: null, api_id: 'AG-1' }, 'fr')).toBeNull();
  });

  test('slugs are URL-encoded as the site encodes them', () => {
    expect(sitePath('api::article.article', { slug: 'été 2027' }, 'fr')).toBe(buildPath('blog-slug', 'fr', { slug: 'été 2027' }));
  });
});
