import { applyChanges, entryNodes, nothingGone, splitParts, sweepShared, type SourcedNode } from '../../../src/build-time/source-state';

const node = (id: string, type: string, fields: Record<string, unknown> = {}): SourcedNode => ({ id, internal: { type }, ...fields });

describe('the nodes an entry makes', () => {
  test('its own node, components and rich text are its own; related entries and media are links; shared nodes it created are named', () => {
    const nodes = [
      node('text', 'STRAPI_JOB_OFFER_DESCRIPTION_TEXTNODE'),
      node('rhythm', 'STRAPI__COMPONENT_OFFER_RHYTHM'),
      node('skill', 'STRAPI__COMPONENT_SHARED_SKILL', { city___NODE: 'city-in-component' }),
      node('event', 'STRAPI_EVENT'),
      node('offer', 'STRAPI_JOB_OFFER', {
        description: { medias: [], data___NODE: 'text' },
        rhythm___NODE: 'rhythm',
        required_skills___NODE: ['skill'],
        city___NODE: 'city',
        contracts___NODE: ['cdd', 'cdi'],
        event___NODE: 'event',
      }),
    ];
    const made = entryNodes(nodes);
    expect(made.owned.sort()).toEqual(['offer', 'rhythm', 'skill', 'text']);
    expect(made.refs.sort()).toEqual(['cdd', 'cdi', 'city', 'city-in-component', 'event']);
    expect(made.created).toEqual(['event']);
  });
});

describe('what changed since the last build', () => {
  test('no entry is gone when the entries known and changed are as many as the CMS counts', () => {
    expect(nothingGone(['a', 'b'], ['b', 'c'], 3)).toBe(true);
    expect(nothingGone(['a', 'b'], ['c'], 2)).toBe(false);
    expect(nothingGone(['a', 'b'], [], 1)).toBe(false);
  });

  const previous = {
    a: { owned: ['a', 'a-rhythm-1'], refs: ['city'] },
    b: { owned: ['b', 'b-rhythm'], refs: ['city'] },
    c: { owned: ['c'], refs: [] },
  };

  test('a changed entry keeps its new nodes and loses the parts it no longer has; the others stay', () => {
    const changed = new Map([['a', { owned: ['a', 'a-rhythm-2'], refs: ['city'] }]]);
    const { next, deleted } = applyChanges(previous, changed, null);
    expect(deleted).toEqual(['a-rhythm-1']);
    expect(next).toEqual({ ...previous, a: { owned: ['a', 'a-rhythm-2'], refs: ['city'] } });
  });

  test('an entry no longer listed is deleted with all its nodes; a new one is added', () => {
    const changed = new Map([['d', { owned: ['d'], refs: [] }]]);
    const { next, deleted } = applyChanges(previous, changed, new Set(['a', 'c', 'd']));
    expect(deleted).toEqual(['b', 'b-rhythm']);
    expect(Object.keys(next).sort()).toEqual(['a', 'c', 'd']);
  });

  test('shared nodes stay while an entry links to them, and leave once none does; an entry’s own node is not shared', () => {
    const endpoints = { offers: { a: { owned: ['a'], refs: ['media-1', 'city'] } }, cities: { city: { owned: ['city'], refs: [] } } };
    expect(sweepShared(endpoints, ['media-1', 'media-2', 'city', 'media-1'])).toEqual({ shared: ['media-1'], deleted: ['media-2'] });
  });
});

describe('the parts kept in their entry’s node', () => {
  test('the named components leave the entry and become plain values without Strapi’s ids; the rest of the entry is untouched', () => {
    const description = { data: 'Texte' };
    const entry = {
      id: 7,
      documentId: 'abc',
      title: 'Serveur',
      description,
      rhythm: { id: 41, monday: true, hours_per_week: 20 },
      required_skills: [
        { id: 42, name: 'Accueil' },
        { id: 43, name: 'Caisse' },
      ],
    };
    const { rest, parts } = splitParts(entry, ['rhythm', 'required_skills', 'absent']);
    expect(parts).toEqual({ rhythm: { monday: true, hours_per_week: 20 }, required_skills: [{ name: 'Accueil' }, { name: 'Caisse' }] });
    expect(rest).toEqual({ id: 7, documentId: 'abc', title: 'Serveur', description });
    expect(entry.rhythm.id).toBe(41);
  });

  test('an empty component stays empty', () => {
    expect(splitParts({ id: 1, rhythm: null, required_skills: [] }, ['rhythm', 'required_skills']).parts).toEqual({ rhythm: null, required_skills: [] });
  });
});
