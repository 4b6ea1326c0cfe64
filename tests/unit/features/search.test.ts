import {
  LAST_SEARCH_KEY,
  parseLastSearches,
  readLastSearches,
  recordLastSearch,
  saveLastSearches,
  type LastSearch,
} from '../../../src/features/search/last-searches';
import { choiceKey, choiceLocation, type SearchChoice } from '../../../src/features/search/targets';
import { createStore } from 'jotai';
import {
  editTextAtom,
  groupsAtom,
  highlightAtom,
  IDLE_GROUPS,
  moveHighlightAtom,
  NO_HIGHLIGHT,
  panelOpenAtom,
  pendingAtom,
  textAtom,
} from '../../../src/features/search/atoms';

const entry = (key: string): LastSearch => ({ key, label: key.toUpperCase(), location: `/${key}` });

describe('last searches', () => {
  test('keep at most five, newest first, and ignore a key already there', () => {
    let list: LastSearch[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) list = recordLastSearch(list, entry(key));
    expect(list.map((e) => e.key)).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(recordLastSearch(list, { ...entry('d'), label: 'other' })).toEqual(list);
  });

  test.each([
    null,
    '',
    'not json',
    '{"key":"a"}',
    '42',
    '[1, "x", null]',
    '[{"key":"a","label":"A"}]',
    '[{"key":"a","label":"A","location":"//evil.example"}]',
  ])('discard what is not theirs: %s', (stored) => expect(parseLastSearches(stored)).toEqual([]));

  test('keep the valid entries of a partly corrupt list, without repeats', () => {
    const stored = JSON.stringify([entry('a'), { key: 'b' }, entry('a'), entry('c'), 'x', entry('d'), entry('e'), entry('f'), entry('g')]);
    expect(parseLastSearches(stored).map((e) => e.key)).toEqual(['a', 'c', 'd', 'e', 'f']);
  });

  test('survive a storage that refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readLastSearches(broken)).toEqual([]);
    expect(() => saveLastSearches(broken, [entry('a')])).not.toThrow();
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    saveLastSearches(storage, [entry('a')]);
    expect(JSON.parse(map.get(LAST_SEARCH_KEY) ?? '[]')).toEqual([entry('a')]);
    expect(readLastSearches(storage)).toEqual([entry('a')]);
  });
});

describe('where a search result leads', () => {
  const cityPages = new Map([
    ['lyon', 'lyon'],
    ['saint-étienne', 'saint-etienne'],
  ]);
  const lyon: SearchChoice = { kind: 'city', id: '69123', label: 'Lyon', position: { lat: 45.75, long: 4.85 } };
  const village: SearchChoice = { kind: 'city', id: '29212', label: 'Plouguerneau', position: { lat: 48.6, long: -4.5 } };

  test('to the page of each kind of result, in the locale', () => {
    expect(choiceLocation({ kind: 'work', id: 'evenementiel', label: 'Événementiel' }, 'fr', cityPages)).toBe('/secteurs-activite/evenementiel');
    expect(choiceLocation({ kind: 'contract', id: 'cdi', label: 'CDI' }, 'en', cityPages)).toBe('/en/jobs/cdi');
    expect(choiceLocation({ kind: 'agency', id: 'AG-LYON-01', label: 'Interim Lyon' }, 'fr', cityPages)).toBe('/partenaires/AG-LYON-01');
    expect(choiceLocation(lyon, 'fr', cityPages)).toBe('/villes/lyon');
    expect(choiceLocation({ ...lyon, label: 'Saint-Étienne' }, 'fr', cityPages)).toBe('/villes/saint-etienne');
  });

  test('a city without a page of its own: the jobs list around its position', () => {
    expect(choiceLocation(village, 'fr', cityPages)).toBe(
      '/offres-emploi?filter%5Bgeolocation%5D%5Blat%5D=48.6&filter%5Bgeolocation%5D%5Blong%5D=-4.5&filter%5Bgeolocation%5D%5Bname%5D=Plouguerneau',
    );
  });

  test('on the jobs list, a result filters the list, keeping its other filters and dropping the page', () => {
    const here = { pathname: '/offres-emploi', search: '?filter%5Bworks%5D=evenementiel&page=3' };
    const location = choiceLocation({ kind: 'contract', id: 'cdd', label: 'CDD' }, 'fr', cityPages, here);
    const params = new URL(location, 'https://example.org').searchParams;
    expect(params.get('filter[works]')).toBe('evenementiel');
    expect(params.get('filter[contract_types]')).toBe('cdd');
    expect(params.has('page')).toBe(false);
    expect(new URL(choiceLocation(lyon, 'fr', cityPages, here), 'https://example.org').searchParams.get('filter[geolocation][name]')).toBe('Lyon');
  });

  test('keys tell kinds apart', () => {
    expect(choiceKey(lyon)).toBe('city:69123');
    expect(choiceKey({ kind: 'work', id: '69123', label: 'x' })).not.toBe(choiceKey(lyon));
  });
});

describe('the state of a search', () => {
  test('a new text reopens the panel and resets the highlight', () => {
    const store = createStore();
    store.set(highlightAtom, 3);
    store.set(panelOpenAtom, false);
    store.set(editTextAtom, 'lyo');
    expect([store.get(textAtom), store.get(highlightAtom), store.get(panelOpenAtom)]).toEqual(['lyo', NO_HIGHLIGHT, true]);
  });

  test('the highlight moves one option at a time, stops at the last, and up from the first stays on it', () => {
    const store = createStore();
    const move = (step: 1 | -1, count = 3) => {
      store.set(moveHighlightAtom, { step, count });
      return store.get(highlightAtom);
    };
    expect(move(-1)).toBe(0);
    expect([move(1), move(1), move(1), move(1)]).toEqual([1, 2, 2, 2]);
    expect([move(-1), move(-1), move(-1)]).toEqual([1, 0, 0]);
    expect(move(1, 0)).toBe(NO_HIGHLIGHT);
  });

  test('pending while any of the four groups is', () => {
    const store = createStore();
    expect(store.get(pendingAtom)).toBe(false);
    store.set(groupsAtom, { ...IDLE_GROUPS, agencies: { status: 'pending', items: [] } });
    expect(store.get(pendingAtom)).toBe(true);
  });
});
