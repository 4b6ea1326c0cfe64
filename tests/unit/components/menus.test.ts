import { buildMenus, headerMenus, MAX_MENU_CITIES, MAX_MENU_WORKS, menuEntries, navigationLinks, pageLinks } from '../../../src/build-time/menus';

describe('navigation menus', () => {
  it('keep only entries with a sort, in sort order, up to the limit', () => {
    const items = [
      { n: 'a', sort: 3 },
      { n: 'b', sort: null },
      { n: 'c', sort: 1 },
      { n: 'd', sort: 2 },
    ];
    expect(menuEntries(items, 2).map((i) => i.n)).toEqual(['c', 'd']);
    expect(menuEntries(items, 10).map((i) => i.n)).toEqual(['c', 'd', 'a']);
  });

  it('show at most 7 works and 6 cities', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ sort: 20 - i }));
    expect(menuEntries(many, MAX_MENU_WORKS)).toHaveLength(7);
    expect(menuEntries(many, MAX_MENU_CITIES)).toHaveLength(6);
    expect(menuEntries(many, MAX_MENU_CITIES)[0].sort).toBe(1);
  });

  it('link to the pages editors put in a menu, in the visitor’s language, those with an address', () => {
    const pages = [
      { locale: 'fr', title: 'Jobs d’été 2027 à Lyon', path: '/jobs-ete-lyon' },
      { locale: 'en', title: 'Summer jobs 2027 in Lyon', path: '/en/summer-jobs-lyon' },
      { locale: 'fr', title: 'Hôtes de salon', path: '/recruter-avec-rythmo/hotes-salon' },
      { locale: 'fr', title: 'Trop bas', path: null },
    ];
    expect(pageLinks(pages, 'fr')).toEqual([
      { to: '/jobs-ete-lyon', label: 'Jobs d’été 2027 à Lyon' },
      { to: '/recruter-avec-rythmo/hotes-salon', label: 'Hôtes de salon' },
    ]);
    expect(pageLinks(pages, 'en')).toEqual([{ to: '/en/summer-jobs-lyon', label: 'Summer jobs 2027 in Lyon' }]);
  });

  it('follow the navigation’s links by reference: a section of the site in the visitor’s language, a page, an address elsewhere; none leads nowhere', () => {
    const links = [
      { label: 'Offres', rubrique: 'offres-emploi', url: null, page: null },
      { label: 'Recruter', rubrique: null, url: null, page: { path: '/en/hire-with-rythmo' } },
      { label: 'Logiciel', rubrique: null, url: 'https://erp.example/', page: null },
      { label: 'Nulle part', rubrique: null, url: null, page: null },
      null,
    ];
    expect(navigationLinks(links, 'en')).toEqual([
      { label: 'Offres', to: '/en/jobs' },
      { label: 'Recruter', to: '/en/hire-with-rythmo' },
      { label: 'Logiciel', to: 'https://erp.example/', external: true },
    ]);
    expect(navigationLinks(undefined, 'fr')).toEqual([]);
  });

  it('each language’s menus: the navigation’s links, two header pages at most, and the header’s pages in the footer too', () => {
    const page = (locale: string, title: string, inHeader: boolean, inFooter: boolean) => ({
      id: `${locale}:${title}`,
      locale,
      title,
      path: `${locale === 'fr' ? '' : `/${locale}`}/${title.toLowerCase().replace(/ /g, '-')}`,
      in_header: inHeader,
      in_footer: inFooter,
    });
    const navigation = [
      {
        locale: 'fr',
        header_menus: null,
        header_links: [{ label: 'Blog', rubrique: 'blog', url: null, page: null }],
        footer_links: [{ label: 'FAQ', rubrique: 'faq', url: null, page: null }],
      },
    ];
    const none = { cities: [], works: [], studentTypes: [] };
    const menus = buildMenus(
      navigation,
      [page('fr', 'Zeta', true, false), page('fr', 'Alpha', true, true), page('fr', 'Beta', true, false), page('en', 'Gamma', false, true)],
      none,
    );
    expect(menus.fr).toEqual({
      menus: [],
      header: [{ label: 'Blog', to: '/blog' }],
      headerPages: [
        { label: 'Alpha', to: '/alpha' },
        { label: 'Beta', to: '/beta' },
      ],
      footer: [
        { label: 'FAQ', to: '/faq' },
        { label: 'Alpha', to: '/alpha' },
        { label: 'Beta', to: '/beta' },
        { label: 'Zeta', to: '/zeta' },
      ],
    });
    expect(menus.en).toEqual({ menus: [], header: [], headerPages: [], footer: [{ label: 'Gamma', to: '/en/gamma' }] });
  });

  it('the header’s menus: entries drawn from the site’s lists in the visitor’s language, then the editor’s links, then the « all » link', () => {
    const entries = {
      cities: [
        { locale: 'fr', slug: 'lyon', name: 'Lyon', sort: 2 },
        { locale: 'fr', slug: 'paris', name: 'Paris', sort: 1 },
        { locale: 'fr', slug: 'brest', name: 'Brest', sort: null },
        { locale: 'en', slug: 'lyon', name: 'Lyon', sort: 2 },
      ],
      works: [{ locale: 'fr', slug: 'hotellerie', name: 'Hôtellerie', sort: 1 }],
      studentTypes: [
        { locale: 'fr', slug: 'soir', label: 'Le soir' },
        { locale: 'fr', slug: 'ete', label: 'L’été' },
      ],
    };
    const all = (label: string, rubrique: string) => ({ label, rubrique, url: null, page: null });
    const menus = [
      { label: 'Offres d’emploi', entries: 'villes', links: [], all: all('Toutes les offres', 'offres-emploi') },
      { label: 'Jobs étudiants', entries: 'types-job-etudiant', links: null, all: null },
      {
        label: 'Campagnes',
        entries: 'liens-choisis',
        links: [{ label: 'Salon', rubrique: null, url: null, page: { path: '/hotes-salon' } }, all('FAQ', 'faq')],
        all: null,
      },
      { label: 'Vide', entries: 'liens-choisis', links: [], all: null },
      null,
    ];
    expect(headerMenus(menus, entries, 'fr')).toEqual([
      {
        id: 'cities',
        label: 'Offres d’emploi',
        items: [
          { to: '/villes/paris', label: 'Jobs à Paris' },
          { to: '/villes/lyon', label: 'Jobs à Lyon' },
        ],
        all: { to: '/offres-emploi', label: 'Toutes les offres' },
      },
      {
        id: 'student-job-types',
        label: 'Jobs étudiants',
        items: [
          { to: '/jobs-etudiants/ete', label: 'L’été' },
          { to: '/jobs-etudiants/soir', label: 'Le soir' },
        ],
        all: null,
      },
      {
        id: 'menu-3',
        label: 'Campagnes',
        items: [
          { to: '/hotes-salon', label: 'Salon' },
          { to: '/faq', label: 'FAQ' },
        ],
        all: null,
      },
    ]);
    expect(headerMenus(menus.slice(0, 1), entries, 'en')).toEqual([
      {
        id: 'cities',
        label: 'Offres d’emploi',
        items: [{ to: '/en/cities/lyon', label: 'Jobs in Lyon' }],
        all: { to: '/en/jobs', label: 'Toutes les offres' },
      },
    ]);
  });
});
