import { expect, test } from '@playwright/test';
import { cmsUrl } from '../e2e/support/cms';

// The live routes of the CMS plugin, called where nginx sends them: the generic lists on the
// CMS itself, the geo-search on its search thread, their one server.
const searchThread = (): string => process.env.E2E_SEARCH_URL ?? '';
const live = (path: string): Promise<Response> => fetch(`${path.startsWith('/geo-search') ? searchThread() : cmsUrl()}/api/rythmo${path}`);

test('the offer search and the geo-search have one server, the search thread: the CMS itself does not answer them', async () => {
  for (const path of ['/api/rythmo/job-offers', '/api/rythmo/geo-search?type=CITY&query=lyon']) {
    expect((await fetch(`${cmsUrl()}${path}`)).status, path).toBe(404);
    expect((await fetch(`${searchThread()}${path}`)).status, path).toBe(200);
  }
});
const names = async (query: string, type = 'CITY', limit = 5): Promise<string[]> => {
  const response = await live(`/geo-search?type=${type}&query=${encodeURIComponent(query)}&limit=${limit}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((place) => place.name);
};

test.describe('geo-search', () => {
  test('puts first the commune a job seeker most likely means', async () => {
    const first = async (query: string): Promise<string | undefined> => (await names(query))[0];
    expect(await first('st etienne')).toBe('Saint-Étienne');
    expect(await first('Saint-Étienne')).toBe('Saint-Étienne');
    const lyon = await names('lyon');
    expect(lyon[0]).toBe('Lyon');
    expect(lyon).toContain('Lyons-la-Forêt');
    expect(await first('l hay les roses')).toBe('L’Haÿ-les-Roses'.replace('’', "'"));
    const aix = await names('aix', 'CITY', 50);
    expect(aix[0]).toBe('Aix-en-Provence');
    expect(aix.indexOf('Aix')).toBeGreaterThan(0);
    expect(await first('69003')).toBe('Lyon');
    expect(await first('75')).toBe('Paris');
    expect(await first('29880')).toBe('Plouguerneau');
    expect(await first('plouguerneau')).toBe('Plouguerneau');
    expect(await first('STE MAXIME')).toBe('Sainte-Maxime');
    expect(await first('pointe a pitre')).toBe('Pointe-à-Pitre');
  });

  test('answers each commune with its position, postcodes, département, région and population', async () => {
    const response = await live('/geo-search?type=CITY&query=lyon&limit=1');
    expect(response.headers.get('cache-control')).toContain('public');
    expect(await response.json()).toEqual([
      {
        id: '69123',
        name: 'Lyon',
        position: { lat: expect.closeTo(45.75, 1), long: expect.closeTo(4.85, 1) },
        postcodes: ['69001', '69002', '69003', '69004', '69005', '69006', '69007', '69008', '69009'],
        department: { code: '69', name: 'Rhône' },
        region: { code: '84', name: 'Auvergne-Rhône-Alpes' },
        population: expect.any(Number),
      },
    ]);
  });

  test('finds départements and régions by name or code, each with a representative point', async () => {
    expect(await names('69', 'DEPARTMENT')).toEqual(['Rhône']);
    expect(await names('2a', 'DEPARTMENT')).toEqual(['Corse-du-Sud']);
    expect((await names('rhone', 'DEPARTMENT')).slice(0, 2)).toEqual(['Rhône', 'Bouches-du-Rhône']);
    expect(await names('bretagne', 'REGION')).toEqual(['Bretagne']);
    const [region] = (await (await live('/geo-search?type=REGION&query=guadeloupe')).json()) as { position: { lat: number } | null }[];
    expect(region.position?.lat).toBeGreaterThan(15);
    expect(region.position?.lat).toBeLessThan(17);
  });

  test('refuses bad parameters with a 400 in Strapi’s error shape, never a 500', async () => {
    const long = 'a'.repeat(101);
    const bad = [
      '',
      'query=lyon',
      'type=&query=lyon',
      'type=city&query=lyon',
      'type=VILLE&query=lyon',
      'type=CITY',
      'type=CITY&query=',
      'type=CITY&query=%20%20',
      `type=CITY&query=${long}`,
      'type[]=CITY&query=lyon',
      'type=CITY&type=REGION&query=lyon',
      'type[a]=CITY&query=lyon',
      'type=CITY&query[]=lyon',
      'type=CITY&query=lyon&query=paris',
      'type=CITY&query[$ne]=x',
      'type=CITY&query=lyon&limit=0',
      'type=CITY&query=lyon&limit=-1',
      'type=CITY&query=lyon&limit=51',
      'type=CITY&query=lyon&limit=abc',
      'type=CITY&query=lyon&limit=1.5',
      'type=CITY&query=lyon&limit=1e3',
      'type=CITY&query=lyon&limit[]=3',
      'type=CITY&query=lyon&limit=',
    ];
    for (const query of bad) {
      const response = await live(`/geo-search?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { data: unknown; error: { status: number; name: string; message: string } };
      expect(body, query).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
      expect(body.error.message.length, query).toBeGreaterThan(10);
      expect(response.headers.get('cache-control'), query).toBe('no-store');
    }
    for (const query of ['locale=de', 'locale[]=fr', 'limit=0', 'limit=101', `query=${long}`, 'query[]=a']) {
      for (const list of ['works', 'contract-types']) {
        const response = await live(`/generic/job-offers/${list}?${query}`);
        expect(response.status, `${list}?${query}`).toBe(400);
      }
    }
  });
});

test.describe('generic lists', () => {
  test('give every work (sectors and trades), or those matching the text, as bare id/label lists in the locale', async () => {
    const all = (await (await live('/generic/job-offers/works')).json()) as { id: string; label: string }[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all).toContainEqual({ id: 'evenementiel', label: 'Événementiel' });
    // The sectors, then their trades, each with its sector; a word's beginning matches, accents aside.
    expect(await (await live('/generic/job-offers/works?query=EVENE&limit=5')).json()).toEqual([
      { id: 'evenementiel', label: 'Événementiel' },
      { id: 'hote-accueil-evenementiel', label: 'Hôte / hôtesse d’accueil événementiel', sector: 'evenementiel' },
    ]);
    expect(await (await live('/generic/job-offers/works?query=serv&limit=5')).json()).toEqual([
      { id: 'serveur', label: 'Serveur / serveuse', sector: 'restauration-et-traiteur' },
    ]);
    const english = (await (await live('/generic/job-offers/works?locale=en')).json()) as { id: string; label: string }[];
    expect(english).toContainEqual({ id: 'evenementiel', label: 'Events' });
    // A label in the other language matches too, and the item comes in the locale asked.
    expect(await (await live('/generic/job-offers/works?query=waiter&limit=5')).json()).toEqual([
      { id: 'serveur', label: 'Serveur / serveuse', sector: 'restauration-et-traiteur' },
      { id: 'chef-de-rang', label: 'Chef de rang', sector: 'restauration-et-traiteur' },
      { id: 'maitre-d-hotel', label: 'Maître d’hôtel', sector: 'restauration-et-traiteur' },
    ]);
    expect(await (await live('/generic/job-offers/works?query=hotesse&locale=en&limit=5')).json()).toEqual([
      { id: 'hote-accueil-entreprise', label: 'Corporate receptionist / host', sector: 'accueil-entreprise' },
      { id: 'hote-accueil-evenementiel', label: 'Event host / hostess', sector: 'evenementiel' },
    ]);
    expect(((await (await live('/generic/job-offers/works?limit=2')).json()) as unknown[]).length).toBe(2);
  });

  test('give the contract types the same way', async () => {
    const all = (await (await live('/generic/job-offers/contract-types')).json()) as { id: string }[];
    expect(all.map((item) => item.id).sort()).toEqual(['cdd', 'cdi', 'temps-partiel', 'temps-plein']);
    const partial = (await (await live('/generic/job-offers/contract-types?query=temps&limit=5')).json()) as { id: string }[];
    expect(partial.map((item) => item.id).sort()).toEqual(['temps-partiel', 'temps-plein']);
    expect(await (await live('/generic/job-offers/contract-types?query=zzz')).json()).toEqual([]);
  });
});
