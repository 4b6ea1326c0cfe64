import { MAX_QUERY_LENGTH } from '@rythmo/site-map';
import { genericParams, geoSearchParams, ParameterError } from '../../../cms/src/search/params';
import { matchItems } from '../../../cms/src/plugins/rythmo/server/generic';
import { normalizeName } from '@rythmo/site-map';
import { isPostcodeQuery } from '../../../cms/src/search/geo/normalize';
import { buildGeoIndex, searchPlaces } from '../../../cms/src/search/geo/index';

describe('place names', () => {
  test.each([
    ['Saint-Étienne', 'saint etienne'],
    ['st etienne', 'saint etienne'],
    ['STE-Maxime', 'sainte maxime'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['Œuilly', 'oeuilly'],
    ['  Pointe-à-Pitre ', 'pointe a pitre'],
  ])('%s compares as "%s"', (name, normalized) => expect(normalizeName(name)).toBe(normalized));

  test('a query of one to five digits is a postcode or its beginning', () => {
    expect(['7', '75', '69003'].every(isPostcodeQuery)).toBe(true);
    expect(['690031', '2a', 'lyon'].some(isPostcodeQuery)).toBe(false);
  });
});

describe('the geo index', () => {
  const index = buildGeoIndex(
    [
      {
        code: '13001',
        nom: 'Aix-en-Provence',
        type: 'commune-actuelle',
        departement: '13',
        region: '93',
        codesPostaux: ['13090', '13100'],
        population: 149695,
      },
      { code: '19003', nom: 'Aix', type: 'commune-actuelle', departement: '19', region: '75', codesPostaux: ['19200'], population: 352 },
      { code: '19031', nom: 'Ussel', type: 'commune-actuelle', departement: '19', region: '75', codesPostaux: ['19200'], population: 9600 },
      { code: '19272', nom: 'Tulle', type: 'commune-actuelle', departement: '19', region: '75', codesPostaux: ['19000'], population: 14000 },
      { code: '19999', nom: 'Nulle-Part', type: 'commune-actuelle', departement: '19', region: '75', codesPostaux: ['19999'], population: 10 },
      {
        code: '13201',
        nom: 'Marseille 1er Arrondissement',
        type: 'arrondissement-municipal',
        departement: '13',
        region: '93',
        codesPostaux: ['13001'],
        population: 40000,
      },
    ],
    [
      { code: '13', nom: 'Bouches-du-Rhône', region: '93', chefLieu: '13055' },
      { code: '19', nom: 'Corrèze', region: '75', chefLieu: '19272' },
    ],
    [
      { code: '93', nom: "Provence-Alpes-Côte d'Azur", chefLieu: '13055' },
      { code: '75', nom: 'Nouvelle-Aquitaine', chefLieu: '33063' },
    ],
    [
      { insee: '13001', name: 'Aix-en-Provence', country: 'FR', department: '13', lat: 43.53, long: 5.45, population: 145000 },
      { insee: '', name: 'Ussel', country: 'FR', department: '19', lat: 45.55, long: 2.31, population: 9600 },
      { insee: '19272', name: 'Tulle', country: 'FR', department: '19', lat: 45.27, long: 1.77, population: 14000 },
    ],
  );

  test('places each commune: by INSEE code, by name in its département, by a shared postcode, else at the chef-lieu', () => {
    expect(index.sources).toEqual({ own: 3, postcode: 1, chefLieu: 1, none: 0 });
    const [aix] = searchPlaces(index, 'CITY', 'aix', 10).filter((place) => place.name === 'Aix');
    expect(aix.position).toEqual({ lat: 45.55, long: 2.31 });
    expect(searchPlaces(index, 'CITY', 'nulle part', 1)[0].position).toEqual({ lat: 45.27, long: 1.77 });
  });

  test('ranks a likely beginning of a large commune before a tiny exact name, and skips arrondissements', () => {
    expect(searchPlaces(index, 'CITY', 'aix', 5).map((place) => place.name)).toEqual(['Aix-en-Provence', 'Aix']);
    expect(searchPlaces(index, 'CITY', '13001', 5)).toEqual([]);
    expect(searchPlaces(index, 'CITY', '1920', 5).map((place) => place.name)).toEqual(['Ussel', 'Aix']);
    expect(searchPlaces(index, 'CITY', 'provence', 5).map((place) => place.name)).toEqual(['Aix-en-Provence']);
    expect(searchPlaces(index, 'CITY', 'aix', 1)).toHaveLength(1);
  });

  test('sums the population of départements and régions and finds them by code', () => {
    expect(searchPlaces(index, 'DEPARTMENT', '19', 5)).toMatchObject([
      { id: '19', name: 'Corrèze', population: 352 + 9600 + 14000 + 10, position: { lat: 45.27 } },
    ]);
    expect(searchPlaces(index, 'REGION', 'provence', 5)).toMatchObject([{ id: '93', population: 149695 }]);
  });
});

describe('live API parameters', () => {
  test('geo-search takes a type, a text and a limit', () => {
    expect(geoSearchParams({ type: 'CITY', query: ' lyon ' })).toEqual({ type: 'CITY', query: 'lyon', limit: 10 });
    expect(geoSearchParams({ type: 'REGION', query: 'bretagne', limit: '3' })).toEqual({ type: 'REGION', query: 'bretagne', limit: 3 });
  });

  test.each([
    [{}],
    [{ type: 'CITY' }],
    [{ type: 'city', query: 'x' }],
    [{ type: ['CITY'], query: 'x' }],
    [{ type: 'CITY', query: { $ne: 'x' } }],
    [{ type: 'CITY', query: 'x'.repeat(MAX_QUERY_LENGTH + 1) }],
    [{ type: 'CITY', query: 'x', limit: '51' }],
    [{ type: 'CITY', query: 'x', limit: '2.5' }],
  ])('geo-search refuses %j', (query) => expect(() => geoSearchParams(query)).toThrow(ParameterError));

  test('generic lists take an optional text, limit and locale', () => {
    expect(genericParams({})).toEqual({ locale: 'fr', query: undefined, limit: undefined });
    expect(genericParams({ locale: 'en', query: 'even', limit: '5' })).toEqual({ locale: 'en', query: 'even', limit: 5 });
    expect(() => genericParams({ locale: 'de' })).toThrow('«\u202flocale\u202f»');
  });

  test('generic items match the beginning of a word of their label without accents, beginnings first', () => {
    const items = [
      { id: 'a', label: 'Animation commerciale', key: 'animation commerciale' },
      { id: 'e', label: 'Événementiel', key: 'evenementiel' },
      { id: 'm', label: 'Accueil en événement', key: 'accueil en evenement' },
      { id: 'h', label: 'Hôte / hôtesse d’accueil', key: 'hote hotesse d accueil', sector: 'accueil-entreprise' },
      { id: 's', label: 'Serveur / serveuse', key: 'serveur serveuse|waiter waitress', sector: 'restauration' },
      { id: 'c', label: 'Chef de rang', key: 'chef de rang|station waiter', sector: 'restauration' },
    ];
    expect(matchItems(items, 'EVEN', 5).map((item) => item.id)).toEqual(['e', 'm']);
    expect(matchItems(items, 'hote', 5)).toEqual([{ id: 'h', label: 'Hôte / hôtesse d’accueil', sector: 'accueil-entreprise' }]);
    expect(matchItems(items, 'serv', 5).map((item) => item.id)).toEqual(['s']);
    // A label in another language (after |) matches and ranks the same way; a word does not run across them.
    expect(matchItems(items, 'waiter', 5).map((item) => item.id)).toEqual(['s', 'c']);
    expect(matchItems(items, 'serveuse waiter', 5)).toEqual([]);
    expect(matchItems(items, 'accueil', 5).map((item) => item.id)).toEqual(['m', 'h']);
    // Inside a word is not a beginning: « ment » is not a word of « Événementiel ».
    expect(matchItems(items, 'ment', 5)).toEqual([]);
    expect(matchItems(items, 'hôtesse d’acc', 5).map((item) => item.id)).toEqual(['h']);
    expect(matchItems(items, undefined, 2)).toEqual([
      { id: 'a', label: 'Animation commerciale' },
      { id: 'e', label: 'Événementiel' },
    ]);
  });
});
