import { filterDepth, limitViolations, populateDepth } from '../../../cms/src/security/query-limits';

describe('limits of public content API queries', () => {
  test.each([
    [undefined, 0],
    ['*', 1],
    ['image', 1],
    ['image,faq', 1],
    ['villes.faq', 2],
    [['image', 'villes.faq', 'groupe_de_metiers'], 2],
    [{ works: true }, 1],
    [{ works: { populate: '*' } }, 2],
    [{ works: { populate: { work: { populate: { groupe_de_metiers: { populate: { work: '*' } } } } } } }, 4],
    [{ villes: { populate: 'city.image' } }, 3],
    [{ zone: { on: { 'shared.step': { populate: { image: true } } } } }, 2],
  ])('populate %j reaches %i level(s)', (populate, depth) => {
    expect(populateDepth(populate)).toBe(depth);
  });

  test.each([
    [{ slug: { $eq: 'lyon' } }, 0],
    [{ city: { slug: { $eq: 'lyon' } } }, 1],
    [{ $or: [{ city: { slug: { $eq: 'a' } } }, { title: { $containsi: 'b' } }] }, 1],
    [{ works: { work: { groupe_de_metiers: { name: { $eq: 'x' } } } } }, 3],
  ])('filter %j crosses %i relation(s)', (filters, depth) => {
    expect(filterDepth(filters)).toBe(depth);
  });

  test('the limits themselves pass; one more is refused with a French message', () => {
    expect(limitViolations({ pageSize: 100, populate: 'villes.faq', filters: { works: { work: { slug: { $eq: 'x' } } } } })).toEqual([]);
    expect(limitViolations({ pageSize: 101 })).toEqual(['La taille de page est limitée à 100 entrées (demandée\u00a0: 101).']);
    expect(limitViolations({ limit: -1 })).toHaveLength(1);
    expect(limitViolations({ populate: 'villes.city.image' })).toEqual(['populate est limité à 2 niveaux de relations (demandé\u00a0: 3).']);
    expect(limitViolations({ filters: { works: { work: { groupe_de_metiers: { name: { $eq: 'x' } } } } } })).toEqual([
      'Un filtre peut traverser au plus 2 relations (demandé\u00a0: 3).',
    ]);
  });
});
