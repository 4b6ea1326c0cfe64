import { polymorphicPaths, type Schema } from '../../../cms/src/security/polymorphic-paths';

// Schemas shaped as Strapi's: an article with an image, a city with a dynamic zone and a component; the
// upload plugin's file, whose `related` is the polymorphic relation to every row that uses it.
const SCHEMAS: Record<string, Schema> = {
  'api::article.article': {
    attributes: {
      title: { type: 'string' },
      image: { type: 'media' },
      city: { type: 'relation', relation: 'manyToOne', target: 'api::city.city' },
      seo: { type: 'component', component: 'shared.seo' },
    },
  },
  'api::city.city': {
    attributes: {
      name: { type: 'string' },
      image: { type: 'media' },
      blocks: { type: 'dynamiczone', components: ['shared.seo'] },
    },
  },
  'shared.seo': { attributes: { shareImage: { type: 'media' }, title: { type: 'string' } } },
  'plugin::upload.file': {
    attributes: { name: { type: 'string' }, related: { type: 'relation', relation: 'morphToMany' } },
  },
};
const paths = (query: Parameters<typeof polymorphicPaths>[1]): string[] => polymorphicPaths('api::article.article', query, (uid) => SCHEMAS[uid]);

describe('polymorphic relations in a content API query', () => {
  test('finds a file’s `related` in every populate shape Strapi reads', () => {
    expect(paths({ populate: { image: { populate: 'related' } } })).toEqual(['image.related']);
    expect(paths({ populate: { image: { populate: { related: true } } } })).toEqual(['image.related']);
    expect(paths({ populate: { image: { populate: ['related'] } } })).toEqual(['image.related']);
    expect(paths({ populate: { image: { populate: '*' } } })).toEqual(['image.related']);
    expect(paths({ populate: { image: '*' } })).toEqual(['image.related']);
    expect(paths({ populate: 'image.related' })).toEqual(['image.related']);
    expect(paths({ populate: ['title', 'city.image.related'] })).toEqual(['city.image.related']);
    expect(paths({ populate: { city: { populate: { image: { populate: { related: { fields: ['title'] } } } } } } })).toEqual(['city.image.related']);
    expect(paths({ populate: { seo: { populate: { shareImage: { populate: 'related' } } } } })).toEqual(['seo.shareImage.related']);
    expect(paths({ populate: { city: { populate: { blocks: { on: { 'shared.seo': { populate: { shareImage: { populate: '*' } } } } } } } } })).toEqual([
      'city.blocks.shareImage.related',
    ]);
  });

  test('finds it in filters and sorts, at any depth and under operators', () => {
    expect(paths({ filters: { image: { related: { title: { $eq: 'x' } } } } })).toEqual(['image.related']);
    expect(paths({ filters: { $or: [{ title: 'a' }, { city: { image: { related: { $null: false } } } }] } })).toEqual(['city.image.related']);
    expect(paths({ sort: 'image.related.title:asc' })).toEqual(['image.related']);
    expect(paths({ sort: ['title:asc', { city: { image: { related: 'desc' } } }] })).toEqual(['city.image.related']);
    expect(paths({ populate: { image: { filters: { related: { id: 1 } } } } })).toEqual(['image.related']);
  });

  test('leaves every other query alone: files’ own fields, relations, components, `*` on a content type', () => {
    expect(paths({})).toEqual([]);
    expect(paths({ populate: '*' })).toEqual([]);
    expect(paths({ populate: { image: true, city: { populate: ['image'] }, seo: { populate: '*' } } })).toEqual([]);
    expect(paths({ populate: { image: { fields: ['url', 'alternativeText'] } } })).toEqual([]);
    expect(paths({ filters: { city: { name: { $eq: 'Lyon' } } }, sort: 'city.name:asc' })).toEqual([]);
    // An unknown attribute is Strapi's to refuse.
    expect(paths({ populate: { nothing: { populate: 'related' } } })).toEqual([]);
  });
});
