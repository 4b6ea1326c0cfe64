import fs from 'fs';
import path from 'path';
import {
  buildPath,
  CONTENT_TYPES,
  DEFAULT_LOCALE,
  DEFAULT_LOCALE_PREFIX,
  embedPrefix,
  isoOf,
  shellPage,
  shellRoutes,
  LOCALE_SETTINGS,
  LOCALES,
  localeOfPath,
  localizePath,
  robotsTxt,
  ROUTE_NAMES,
  routeMeta,
  routePattern,
  ROUTES,
  routesWith,
  sitemapExcludes,
  type RouteName,
} from '@rythmo/site-map';

// The site's paths, French without prefix and English under /en.
const EXPECTED: [RouteName, Record<string, string>, string, string][] = [
  ['index', {}, '/', '/en'],
  ['not-found', {}, '/404', '/en/404'],
  ['contracts', {}, '/contrats', '/en/contracts'],
  ['cities', {}, '/villes', '/en/cities'],
  ['cities-name', { name: 'lyon' }, '/villes/lyon', '/en/cities/lyon'],
  ['jobs', {}, '/offres-emploi', '/en/jobs'],
  ['jobs-type', { type: 'temps-plein' }, '/offres-emploi/temps-plein', '/en/jobs/temps-plein'],
  ['jobs-slug', { slug: '1001-serveur-a-lyon' }, '/offres-emploi/1001-serveur-a-lyon', '/en/jobs/1001-serveur-a-lyon'],
  ['jobs-contract-job', { contract: 'cdd', job: '1001-serveur' }, '/offres-emploi/cdd/1001-serveur', '/en/jobs/cdd/1001-serveur'],
  ['contracts-slug', { slug: 'cdi' }, '/offres-emploi/cdi', '/en/jobs/cdi'],
  ['works', {}, '/secteurs-activite', '/en/activity'],
  ['works-slug', { slug: 'evenementiel' }, '/secteurs-activite/evenementiel', '/en/activity/evenementiel'],
  ['works-slug-job', { secteur: 'evenementiel', job: 'runner' }, '/secteurs-activite/evenementiel/runner', '/en/activity/evenementiel/runner'],
  ['agencies', {}, '/partenaires', '/en/agencies'],
  ['agencies-slug', { slug: 'massilia-extra' }, '/partenaires/massilia-extra', '/en/agencies/massilia-extra'],
  ['agencies-id', { id: 'AG-MRS-01' }, '/partenaires/AG-MRS-01', '/en/agencies/AG-MRS-01'],
  ['student-jobs', {}, '/jobs-etudiants', '/en/students'],
  ['student-jobs-type', { type: 'week-end' }, '/jobs-etudiants/week-end', '/en/students/week-end'],
  ['student-jobs-city', { city: 'nantes' }, '/jobs-etudiants/nantes', '/en/students/nantes'],
  ['entreprise', {}, '/entreprise', '/en/entreprise'],
  ['entreprise-contact', {}, '/entreprise/contact', '/en/entreprise/contact'],
  ['entreprise-formation', {}, '/entreprise/formation', '/en/entreprise/formation'],
  ['events', {}, '/events', '/en/events'],
  ['events-slug', { slug: 'fete-des-lumieres' }, '/events/fete-des-lumieres', '/en/events/fete-des-lumieres'],
  ['blog', {}, '/blog', '/en/blog'],
  ['blog-slug', { slug: 'travailler-sur-un-festival' }, '/blog/travailler-sur-un-festival', '/en/blog/travailler-sur-un-festival'],
  ['faq', {}, '/faq', '/en/faq'],
  ['cgu', {}, '/cgu', '/en/cgu'],
  ['legal', {}, '/legal', '/en/legal'],
  ['privacy', {}, '/privacy', '/en/privacy'],
  ['page', { slug: 'jobs-ete-lyon' }, '/jobs-ete-lyon', '/en/jobs-ete-lyon'],
  ['page-child', { parent: 'recruter-avec-rythmo', slug: 'hotes-salon' }, '/recruter-avec-rythmo/hotes-salon', '/en/recruter-avec-rythmo/hotes-salon'],
  [
    'page-grandchild',
    { grandparent: 'recruter-avec-rythmo', parent: 'hotes-salon', slug: 'planning' },
    '/recruter-avec-rythmo/hotes-salon/planning',
    '/en/recruter-avec-rythmo/hotes-salon/planning',
  ],
  ['iframe-agencies-id', { id: 'AG-LYON-01' }, '/iframe/agencies/AG-LYON-01', '/en/iframe/agencies/AG-LYON-01'],
  ['iframe-jobs-slug', { slug: '1002-runner' }, '/iframe/jobs/1002-runner', '/en/iframe/jobs/1002-runner'],
  ['index-slug', { slug: 'cgu' }, '/cgu', '/en/cgu'],
  ['account-login', {}, '/compte/connexion', '/en/account/login'],
  ['account-register', {}, '/compte/inscription', '/en/account/register'],
  ['account-forgot-password', {}, '/compte/mot-de-passe-oublie', '/en/account/forgot-password'],
  ['account-reset-password', {}, '/compte/nouveau-mot-de-passe', '/en/account/reset-password'],
  ['account-change-password', {}, '/compte/changer-mot-de-passe', '/en/account/change-password'],
  ['account-email-confirmed', {}, '/compte/email-confirme', '/en/account/email-confirmed'],
  ['account-applications', {}, '/compte/candidatures', '/en/account/applications'],
  ['account-profile', {}, '/compte/profil', '/en/account/profile'],
  ['application-answer', {}, '/candidature/reponse', '/en/application/answer'],
  ['account-alerts', {}, '/compte/alertes', '/en/account/alerts'],
  ['alert-confirm', {}, '/alerte/confirmation', '/en/alert/confirm'],
  ['alert-unsubscribe', {}, '/alerte/desinscription', '/en/alert/unsubscribe'],
];

describe('named routes', () => {
  it.each(EXPECTED)('%s builds the spec path in French and English', (name, params, fr, en) => {
    expect(buildPath(name, 'fr', params as never)).toBe(fr);
    expect(buildPath(name, 'en', params as never)).toBe(en);
  });

  it('covers every route of the table', () => {
    expect(new Set(EXPECTED.map(([name]) => name))).toEqual(new Set(Object.keys(ROUTES)));
  });

  it('encodes parameters', () => {
    expect(buildPath('cities-name', 'fr', { name: 'saint étienne' })).toBe('/villes/saint%20%C3%A9tienne');
    expect(buildPath('agencies-slug', 'en', { slug: 'a/b' })).toBe('/en/agencies/a%2Fb');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath('cities-name', 'fr', {} as never)).toThrow('Route cities-name needs the parameter "name"');
    expect(() => buildPath('jobs-type', 'fr', { type: '' })).toThrow('needs the parameter "type"');
  });

  it('never ends a path with a slash except the root', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      for (const locale of LOCALES) {
        const pattern = localizePath(ROUTES[name].paths[locale], locale);
        expect(pattern === '/' || !pattern.endsWith('/')).toBe(true);
      }
    }
  });
});

describe('localeOfPath', () => {
  it.each([
    ['/', 'fr'],
    ['/offres-emploi/1001-serveur', 'fr'],
    ['/entreprise', 'fr'],
    ['/en', 'en'],
    ['/en/jobs/anything-else', 'en'],
    ['/en/iframe/jobs/1-x', 'en'],
    ['/enquete', 'fr'],
    ['/events/en-plein-air', 'fr'],
  ])('%s is %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});

describe('route meta and what derives from it', () => {
  it('keeps the scroll on the FAQ and the legal pages, and colours the header of the four home pages', () => {
    expect(routesWith('keepsScroll').sort()).toEqual(['cgu', 'faq', 'legal', 'privacy']);
    expect(routesWith('primaryHeader').sort()).toEqual(['index', 'jobs', 'student-jobs', 'works']);
    expect(routesWith('noScrollTop')).toEqual(['not-found']);
  });

  it('keeps the not-found pages, the account screens, the agencies’ answer page and the embeddable views out of the sitemap, and the views out of crawlers', () => {
    const account = ROUTE_NAMES.filter((name) => name.startsWith('account-') || name.startsWith('alert-') || name === 'application-answer').flatMap((name) =>
      LOCALES.map((locale) => buildPath(name, locale)),
    );
    expect(account).toHaveLength(24);
    expect(sitemapExcludes().sort()).toEqual(
      [
        '/404',
        '/404.html',
        '/en/404',
        '/en/404.html',
        '/iframe/agencies/*',
        '/en/iframe/agencies/*',
        '/iframe/jobs/*',
        '/en/iframe/jobs/*',
        '/iframe/jobs',
        '/en/iframe/jobs',
        ...account.flatMap((path) => [path, `${path}.html`]),
      ].sort(),
    );
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nDisallow: /iframe/\nDisallow: /en/iframe/\n\nSitemap: https://example.org/sitemap-index.xml\n',
    );
  });

  it('puts every embeddable view under the embed prefix of each language', () => {
    for (const name of routesWith('embed')) {
      for (const locale of LOCALES) expect(routePattern(name, locale, '*').startsWith(`${embedPrefix(locale)}/`)).toBe(true);
    }
  });

  it('serves the offers’ embeddable views from one shell per locale, each path while its offer has a page', () => {
    expect(shellRoutes()).toEqual([{ name: 'iframe-jobs-slug', of: 'jobs-slug' }]);
    expect(shellPage('iframe-jobs-slug', 'fr')).toEqual({ path: '/iframe/jobs', matchPath: '/iframe/jobs/:slug' });
    expect(shellPage('iframe-jobs-slug', 'en')).toEqual({ path: '/en/iframe/jobs', matchPath: '/en/iframe/jobs/:slug' });
    expect(() => shellPage('jobs-slug', 'fr')).toThrow('Route jobs-slug is not a shell');
  });

  it('gives every page a template that exists', () => {
    const templates = [
      ...ROUTE_NAMES.flatMap((name) => routeMeta(name).page?.template ?? []),
      ...Object.values(CONTENT_TYPES).flatMap((type) => ('pages' in type ? type.pages.map((set) => set.template) : [])),
    ];
    expect(templates.length).toBeGreaterThan(20);
    for (const template of templates) expect(fs.existsSync(path.join(__dirname, '..', '..', '..', 'src', 'templates', `${template}.tsx`))).toBe(true);
  });
});

describe('locales', () => {
  it('have one default without prefix, the others under /code, each with its region', () => {
    expect(LOCALE_SETTINGS.filter((l) => l.default).map((l) => l.code)).toEqual([DEFAULT_LOCALE]);
    for (const l of LOCALE_SETTINGS) expect(l.prefix).toBe(l.default ? '' : `/${l.code}`);
    expect(LOCALES.map(isoOf)).toEqual(['fr-FR', 'en-GB']);
    expect(DEFAULT_LOCALE_PREFIX).toBe('/fr');
  });
});
