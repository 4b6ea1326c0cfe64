import { MAX_MENU_CITIES, MAX_MENU_WORKS, menuEntries } from '../../../src/layouts/header/menus';

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
});
