import { checkEntry, SLUG_TYPES } from '../../../cms/src/validation/rules';

const OFFER = 'api::job-offer.job-offer';
const offer = {
  offer_id: 1234,
  slug: '1234-serveur-lyon',
  latitude: 45.7578,
  longitude: 4.832,
  publication_date: '2027-01-10T08:00:00.000Z',
  valid_through: '2027-02-10',
};
const fields = (uid: string, data: Record<string, unknown>): string[] => checkEntry(uid, data).map((error) => error.path.join('.'));

describe('content rules of the CMS', () => {
  test('slugs are checked on every type whose page the slug addresses', () => {
    expect([...SLUG_TYPES].sort()).toEqual(
      ['agency', 'article', 'city', 'contract', 'event', 'job-offer', 'legal-page', 'page', 'student-job-type', 'trade', 'work'].map(
        (name) => `api::${name}.${name}`,
      ),
    );
  });

  test.each([
    ['offres-emploi', '/offres-emploi'],
    ['jobs', '/en/jobs'],
    ['compte', '/compte'],
    ['cgu', '/cgu'],
    ['en', '/en'],
    ['api', '/api'],
    ['admin', '/admin'],
  ])('an editor’s page may not take /%s, an address of the site (%s)', (slug, address) => {
    expect(checkEntry('api::page.page', { slug })).toEqual([
      { path: ['slug'], message: `L’adresse /${slug} est déjà celle d’une rubrique du site (${address})\u00a0: choisissez un autre slug.` },
    ]);
  });

  test('a button of a page’s section leads elsewhere by an https address only; a page of the site is chosen, not typed', () => {
    const page = (url: string) => ({
      slug: 'jobs-ete-lyon',
      sections: [
        { __component: 'sections.steps' },
        {
          __component: 'sections.call-to-action',
          buttons: [
            { label: 'A', rubrique: 'faq' },
            { label: 'B', url },
          ],
        },
      ],
    });
    expect(checkEntry('api::page.page', page('https://www.service-public.fr/'))).toEqual([]);
    for (const url of ['/offres-emploi', 'javascript:alert(1)', 'http://example.org']) {
      expect(checkEntry('api::page.page', page(url))).toEqual([
        { path: ['sections', '1', 'buttons', '1', 'url'], message: expect.stringMatching(/^Une adresse ailleurs que sur le site commence par https:\/\//) },
      ]);
    }
  });

  test('an offer list’s place is an official département or région, not both', () => {
    const page = (place: Record<string, string>) => ({
      slug: 'jobs-ete-lyon',
      sections: [{ __component: 'sections.hero' }, { __component: 'sections.offer-list', ...place }],
    });
    expect(checkEntry('api::page.page', page({ department: '69' }))).toEqual([]);
    expect(checkEntry('api::page.page', page({ department: '2a' }))).toEqual([]);
    expect(checkEntry('api::page.page', page({ region: '84' }))).toEqual([]);
    expect(checkEntry('api::page.page', page({ department: '96' }))).toEqual([
      { path: ['sections', '1', 'department'], message: expect.stringMatching(/^«\u202f96\u202f» n’est pas un numéro de département/) },
    ]);
    expect(checkEntry('api::page.page', page({ region: '99' }))).toEqual([
      { path: ['sections', '1', 'region'], message: expect.stringMatching(/^«\u202f99\u202f» n’est pas un code de région/) },
    ]);
    expect(checkEntry('api::page.page', page({ department: '69', region: '84' }))).toEqual([
      { path: ['sections', '1', 'region'], message: expect.stringMatching(/^Choisissez un département ou une région, pas les deux/) },
    ]);
  });

  test('the sections around a topic page’s offers are checked as a page’s: buttons, an alert’s place', () => {
    const city = {
      slug: 'lyon',
      sections_top: [{ __component: 'sections.call-to-action', buttons: [{ label: 'A', url: 'http://example.org' }] }],
      sections_bottom: [{ __component: 'sections.faq' }, { __component: 'sections.alert-signup', department: '96' }],
    };
    expect(checkEntry('api::city.city', city)).toEqual([
      { path: ['sections_top', '0', 'buttons', '0', 'url'], message: expect.stringMatching(/^Une adresse ailleurs que sur le site commence par https:\/\//) },
      { path: ['sections_bottom', '1', 'department'], message: expect.stringMatching(/^«\u202f96\u202f» n’est pas un numéro de département/) },
    ]);
  });

  test('the navigation’s links, in its lists and its menus, lead elsewhere over https only', () => {
    const https = 'https://erp.example/';
    const navigation = (url: string) => ({
      header_links: [{ label: 'Blog', rubrique: 'blog' }],
      footer_links: [{ label: 'Logiciel', url }],
      header_menus: [
        { label: 'Offres', entries: 'villes', links: [], all: { label: 'Toutes', rubrique: 'offres-emploi' } },
        {
          label: 'Liens',
          entries: 'liens-choisis',
          links: [
            { label: 'A', rubrique: 'faq' },
            { label: 'B', url },
          ],
          all: { label: 'C', url },
        },
      ],
    });
    expect(checkEntry('api::navigation.navigation', navigation(https))).toEqual([]);
    const message = expect.stringMatching(/^Une adresse ailleurs que sur le site commence par https:\/\//);
    expect(checkEntry('api::navigation.navigation', navigation('javascript:alert(1)'))).toEqual([
      { path: ['footer_links', '0', 'url'], message },
      { path: ['header_menus', '1', 'links', '1', 'url'], message },
      { path: ['header_menus', '1', 'all', 'url'], message },
    ]);
  });

  test('key figures: one at least, six at most, typed and counted together', () => {
    const page = (items: number, live: number) => ({
      slug: 'jobs-ete-lyon',
      sections: [
        {
          __component: 'sections.key-figures',
          items: Array.from({ length: items }, () => ({ value: '3 h', label: 'minimum' })),
          live_items: Array.from({ length: live }, () => ({ label: 'offres' })),
        },
      ],
    });
    expect(checkEntry('api::page.page', page(0, 1))).toEqual([]);
    expect(checkEntry('api::page.page', page(3, 3))).toEqual([]);
    expect(checkEntry('api::page.page', page(0, 0))).toEqual([
      { path: ['sections', '0', 'items'], message: 'Ajoutez au moins un chiffre, tapé ou compté en direct.' },
    ]);
    expect(checkEntry('api::page.page', page(4, 3))).toEqual([
      { path: ['sections', '0', 'items'], message: expect.stringMatching(/^7 chiffres\u00a0: six au plus/) },
    ]);
  });

  test('a video is one of YouTube or Vimeo, by the address copied from them', () => {
    const page = (url: string) => ({ slug: 'jobs-ete-lyon', sections: [{ __component: 'sections.video', url, caption: 'Une journée au salon' }] });
    expect(checkEntry('api::page.page', page('https://www.youtube.com/watch?v=dQw4w9WgXcQ'))).toEqual([]);
    expect(checkEntry('api::page.page', page('https://vimeo.com/76979871'))).toEqual([]);
    expect(checkEntry('api::page.page', page('https://www.dailymotion.com/video/x8abc'))).toEqual([
      { path: ['sections', '0', 'url'], message: expect.stringMatching(/^Copiez l’adresse de la vidéo depuis YouTube ou Vimeo/) },
    ]);
  });

  test('a redirect goes from a path of this site to another', () => {
    const REDIRECT = 'api::redirect.redirect';
    expect(checkEntry(REDIRECT, { from: '/jobs-ete-2026', to: '/jobs-ete-lyon', permanent: true })).toEqual([]);
    expect(checkEntry(REDIRECT, { from: 'https://www.rythmo.fr/ancienne', to: '/en/jobs?page=2' })).toEqual([
      { path: ['from'], message: expect.stringMatching(/^«\u202fhttps:\/\/www\.rythmo\.fr\/ancienne\u202f» n’est pas une adresse de ce site/) },
      { path: ['to'], message: expect.stringMatching(/^«\u202f\/en\/jobs\?page=2\u202f» n’est pas une adresse de ce site/) },
    ]);
    expect(checkEntry(REDIRECT, { from: '/a', to: '/a' })).toEqual([
      { path: ['to'], message: 'Une adresse ne peut pas mener à elle-même\u00a0: la redirection ferait une boucle.' },
    ]);
  });

  test('a synonym entry is two words or more, one word each, separated by commas', () => {
    const SYNONYM = 'api::search-synonym.search-synonym';
    expect(checkEntry(SYNONYM, { words: 'barman, barmaid, bartender' })).toEqual([]);
    expect(checkEntry(SYNONYM, { words: 'hôte,hôtesse' })).toEqual([]);
    expect(checkEntry(SYNONYM, { words: 'barman' })).toEqual([
      { path: ['words'], message: 'Écrivez au moins deux mots séparés par une virgule, par exemple «\u202fbarman, barmaid\u202f».' },
    ]);
    expect(checkEntry(SYNONYM, { words: 'maître d’hôtel, chef de rang' })).toEqual([
      { path: ['words'], message: expect.stringMatching(/^«\u202fmaître d’hôtel\u202f» compte plusieurs mots/) },
    ]);
    expect(checkEntry(SYNONYM, { words: 'serveur, la' })).toEqual([{ path: ['words'], message: expect.stringMatching(/^«\u202fla\u202f» est un petit mot/) }]);
  });

  test('a page’s own slug passes, and another type may use a reserved word', () => {
    expect(checkEntry('api::page.page', { slug: 'jobs-ete-lyon' })).toEqual([]);
    expect(checkEntry('api::city.city', { slug: 'compte' })).toEqual([]);
  });

  test('a correct offer, city and event pass', () => {
    expect(checkEntry(OFFER, offer)).toEqual([]);
    expect(checkEntry('api::city.city', { slug: 'saint-etienne', latitude: '45.4397', longitude: '4.3872' })).toEqual([]);
    expect(checkEntry('api::event.event', { slug: 'salon', startDate: '2027-03-01', endDate: '2027-03-01' })).toEqual([]);
  });

  test.each([['Serveur-Lyon'], ['serveur_lyon'], ['serveur--lyon'], ['été'], ['-serveur']])('slug %s is refused with a French message', (slug) => {
    const errors = checkEntry('api::city.city', { slug });
    expect(errors).toEqual([{ path: ['slug'], message: expect.stringContaining('lettres minuscules sans accent') }]);
  });

  test('an offer slug starts with its number', () => {
    const [error] = checkEntry(OFFER, { ...offer, slug: '99-serveur-lyon' });
    expect(error).toEqual({
      path: ['slug'],
      message: 'Le slug d’une offre commence par son numéro suivi d’un tiret, par exemple «\u202f1234-serveur-lyon\u202f».',
    });
  });

  test('coordinates out of range, or not numbers, are refused; the bounds are allowed', () => {
    expect(fields(OFFER, { ...offer, latitude: 91, longitude: -180.5 })).toEqual(['latitude', 'longitude']);
    expect(fields('api::city.city', { latitude: 'nord', longitude: 180 })).toEqual(['latitude']);
    expect(fields('api::city.city', { latitude: -90, longitude: '-180' })).toEqual([]);
    expect(checkEntry(OFFER, { ...offer, latitude: 123 })[0].message).toBe(
      'La latitude doit être un nombre compris entre −90 et 90 (degrés décimaux, par exemple 45.7578).',
    );
  });

  test('dates must follow each other, compared by day', () => {
    expect(fields(OFFER, { ...offer, valid_through: '2027-01-09' })).toEqual(['valid_through']);
    expect(fields(OFFER, { ...offer, valid_through: '2027-01-10' })).toEqual([]);
    expect(checkEntry('api::event.event', { startDate: '2027-03-02', endDate: '2027-03-01' })).toEqual([
      { path: ['endDate'], message: 'La date de fin ne peut pas précéder la date de début.' },
    ]);
  });

  test('the offer number is a positive whole number', () => {
    expect(fields(OFFER, { ...offer, offer_id: 0, slug: '0-serveur' })).toEqual(['offer_id']);
  });

  test('missing values are left to the required-field checks, other types are not concerned', () => {
    expect(checkEntry(OFFER, { title: 'Serveur' })).toEqual([]);
    expect(checkEntry('api::application.application', { slug: 'NOT A SLUG', latitude: 1000 })).toEqual([]);
  });
});

describe('links editors enter', () => {
  test.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://www.instagram.com/rythmo'],
    ['www.instagram.com/rythmo'],
    ['https://'],
  ])('%s is refused in a social link, a store link and an agency website', (url) => {
    expect(checkEntry('api::global.global', { socialLinks: { photoSharing: url }, appStoreUrl: url })).toEqual([
      { path: ['appStoreUrl'], message: expect.stringContaining('https://') },
      { path: ['socialLinks', 'photoSharing'], message: expect.stringContaining('https://') },
    ]);
    expect(checkEntry('api::agency.agency', { website: url })).toEqual([{ path: ['website'], message: expect.stringContaining('https://') }]);
  });

  test('https addresses and empty fields pass', () => {
    expect(
      checkEntry('api::global.global', { socialLinks: { photoSharing: 'https://www.instagram.com/rythmo.jobs', microblog: null }, appStoreUrl: '' }),
    ).toEqual([]);
  });
});
