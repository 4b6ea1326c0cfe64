import { MAX_MENU_CITIES, MAX_MENU_WORKS, menuEntries } from '../../../src/layouts/header/menus';
import { buildMenus, navigationLinks, pageLinks } from '../../../src/build/menus';

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

  it('link to the pages editors put in a menu, in the visitor’s language, under their parent’s address', () => {
    const pages = [
      { locale: 'fr', title: 'Jobs d’été 2027 à Lyon', slug: 'jobs-ete-lyon', parent_page: null },
      { locale: 'en', title: 'Summer jobs 2027 in Lyon', slug: 'summer-jobs-lyon', parent_page: null },
      { locale: 'fr', title: 'Hôtes de salon', slug: 'hotes-salon', parent_page: { slug: 'recruter-avec-rythmo' } },
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
      { label: 'Recruter', rubrique: null, url: null, page: { slug: 'hire-with-rythmo', locale: 'en', parent_page: null } },
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
      locale,
      title,
      slug: title.toLowerCase().replace(/ /g, '-'),
      in_header: inHeader,
      in_footer: inFooter,
      parent_page: null,
    });
    const navigation = [
      {
        locale: 'fr',
        header_links: [{ label: 'Blog', rubrique: 'blog', url: null, page: null }],
        footer_links: [{ label: 'FAQ', rubrique: 'faq', url: null, page: null }],
      },
    ];
    const menus = buildMenus(navigation, [
      page('fr', 'Zeta', true, false),
      page('fr', 'Alpha', true, true),
      page('fr', 'Beta', true, false),
      page('en', 'Gamma', false, true),
    ]);
    expect(menus.fr).toEqual({
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
    expect(menus.en).toEqual({ header: [], headerPages: [], footer: [{ label: 'Gamma', to: '/en/gamma' }] });
  });
});
