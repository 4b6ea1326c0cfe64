import { frenchToday } from '@rythmo/site-map';
import { collectionTypes, singleTypes, visibleSince } from '../../../src/build-time/sourcing';

describe('what the build reads', () => {
  const now = new Date('2026-11-23T23:30:00Z');

  test('offers past their valid-through date (French time) are left out, drafts included; live offers dated later too, not in the preview', () => {
    const offers = (status: 'published' | 'draft') => collectionTypes(status, now).filter((type) => type.singularName === 'job-offer');
    expect(offers('published')).toHaveLength(1);
    for (const type of offers('published'))
      expect(type.queryParams.filters).toEqual({ valid_through: { $gte: '2026-11-24' }, publication_date: { $lte: '2026-11-23T23:30:00.000Z' } });
    for (const type of offers('draft')) expect(type.queryParams.filters).toEqual({ valid_through: { $gte: '2026-11-24' } });
  });

  test('no other type is filtered', () => {
    const others = [...collectionTypes('published', now), ...singleTypes('published', now)].filter((type) => type.singularName !== 'job-offer');
    expect(others.length).toBeGreaterThan(5);
    expect(others.every((type) => type.queryParams.filters === undefined)).toBe(true);
  });

  test('live offers whose publication date has come since a fetch are fetched again with those changed; no other entry', () => {
    const since = '2026-11-23T20:00:00.000Z';
    expect(visibleSince('job-offer', 'published', since)).toEqual([{ publication_date: { $gt: since } }]);
    expect(visibleSince('job-offer', 'draft', since)).toEqual([]);
    expect(visibleSince('city', 'published', since)).toEqual([]);
  });

  test('the French day turns at midnight in Paris, summer and winter', () => {
    expect(frenchToday(new Date('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(frenchToday(new Date('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
    expect(frenchToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(frenchToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
