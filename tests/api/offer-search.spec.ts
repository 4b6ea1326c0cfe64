import fs from 'fs';
import path from 'path';
import { expect, test } from '@playwright/test';
import type { OfferCard, OfferFacet, OfferSearchAnswer } from '@rythmo/site-map';
import { EXPIRED_OFFER } from '../e2e/support/offers';

// The offer search of the live API (GET /api/rythmo/job-offers), on both databases: the SQLite CMS of the
// site and the PostgreSQL CMS the global setup seeded beside it. Every answer is checked against the
// offers read back from the CMS's public REST API, with distances recomputed here.

// The answer's shape is the shared contract's (packages/site-map/src/offer-api.ts).
type Card = OfferCard;
type Answer = OfferSearchAnswer;

/** An offer as the REST API gives it, reduced to what the filters read. */
type Reference = {
  offerId: number;
  title: string;
  lat: number;
  long: number;
  city: string | null;
  department: string | null;
  contracts: string[];
  trades: string[];
  sectors: string[];
  studentTypes: string[];
  agency: string | null;
  event: string | null;
  days: string[];
  slots: string[];
  hours: number;
  start: string;
  publication: string;
  validThrough: string;
  /** The pay an hour, computed here from the pay and its unit (a day of 7 hours, a month of 151.67). */
  hourly: number;
};
const HOURS_PER_UNIT: Record<string, number> = { hour: 1, day: 7, month: 151.67 };
/** The weekday (mon…sun) of a date, YYYY-MM-DD. */
const weekday = (date: string): string => ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${date}T00:00:00Z`).getUTCDay()];
/** A date `days` after today, YYYY-MM-DD. */
const later = (days: number): string => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Each search runs against `search` (the CMS's search thread, the one server of the search, which nginx
// forwards the site's searches to) and is checked against the offers the CMS's content API (`url`) gives.
const DATABASES = [
  { name: 'SQLite', url: () => process.env.E2E_CMS_URL, search: () => process.env.E2E_SEARCH_URL },
  { name: 'PostgreSQL', url: () => process.env.E2E_PG_CMS_URL, search: () => process.env.E2E_PG_SEARCH_URL },
];
const DAY_FIELDS: Record<string, string> = { mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday', sat: 'saturday', sun: 'sunday' };
const SLOT_FIELDS = ['morning', 'afternoon', 'evening', 'night'];
const REGION_OF = new Map(
  (
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../cms/node_modules/@etalab/decoupage-administratif/data/departements.json'), 'utf8')) as {
      code: string;
      region: string;
    }[]
  ).map((d) => [d.code, d.region]),
);
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

function haversine(lat1: number, long1: number, lat2: number, long2: number): number {
  const r = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((long2 - long1) * r) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(a));
}

const countBy = (values: string[]): Map<string, number> => values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
/** The most frequent value of a list of lists. */
const mostFrequent = (lists: string[][]): string => [...countBy(lists.flat())].sort((a, b) => b[1] - a[1])[0][0];
const sortedIds = (offers: { offerId?: number; offer_id?: number }[]): number[] => offers.map((o) => o.offerId ?? o.offer_id ?? 0).sort((a, b) => a - b);

for (const database of DATABASES) {
  test.describe(`offer search on ${database.name}`, () => {
    const base = (): string => {
      const url = database.url();
      if (url === undefined) throw new Error('The global setup did not start this CMS');
      return url;
    };
    const search = async (query: string): Promise<Response> =>
      fetch(`${database.search() ?? `(no search thread for ${base()})`}/api/rythmo/job-offers?${query}`);
    const answer = async (query: string): Promise<Answer> => {
      const response = await search(query);
      expect(response.status, query).toBe(200);
      return (await response.json()) as Answer;
    };
    /** Every hit of a search, page after page. */
    const everyHit = async (query: string): Promise<Card[]> => {
      const first = await answer(query);
      const rest = await Promise.all(Array.from({ length: Math.max(0, first.meta.pageCount - 1) }, (_v, i) => answer(`${query}&page=${i + 2}`)));
      return [first, ...rest].flatMap((page) => page.data);
    };

    let references: Promise<Reference[]> | undefined;
    /** Every published offer, read from the REST API, with the sector of each trade. */
    const published = (): Promise<Reference[]> =>
      (references ??= (async () => {
        const fields =
          'fields[0]=offer_id&fields[1]=title&fields[2]=latitude&fields[3]=longitude&fields[4]=start_date&fields[5]=publication_date&fields[6]=valid_through&fields[7]=remuneration&fields[8]=remuneration_unit';
        const populate = [
          'populate[city][fields][0]=county_code&populate[city][fields][1]=slug',
          'populate[contracts][fields][0]=slug',
          'populate[works][fields][0]=slug',
          'populate[works][populate][work][fields][0]=slug',
          'populate[student_job_types][fields][0]=slug',
          'populate[agency][fields][0]=slug',
          'populate[event][fields][0]=slug',
          'populate[rhythm]=true',
        ].join('&');
        const page = async (n: number) => {
          const response = await fetch(`${base()}/api/job-offers?${fields}&${populate}&pagination[pageSize]=100&pagination[page]=${n}`);
          expect(response.status).toBe(200);
          return (await response.json()) as { data: Record<string, unknown>[]; meta: { pagination: { pageCount: number } } };
        };
        const first = await page(1);
        const pages = [first, ...(await Promise.all(Array.from({ length: first.meta.pagination.pageCount - 1 }, (_v, i) => page(i + 2))))];
        type Slug = { slug: string };
        return pages
          .flatMap((p) => p.data)
          .map((o) => {
            const rhythm = o.rhythm as Record<string, unknown>;
            const works = o.works as (Slug & { work: Slug | null })[];
            return {
              offerId: o.offer_id as number,
              title: o.title as string,
              lat: Number(o.latitude),
              long: Number(o.longitude),
              city: (o.city as Slug | null)?.slug ?? null,
              department: (o.city as { county_code: string } | null)?.county_code ?? null,
              contracts: (o.contracts as Slug[]).map((c) => c.slug),
              trades: works.map((w) => w.slug),
              sectors: works.flatMap((w) => (w.work === null ? [] : [w.work.slug])),
              studentTypes: (o.student_job_types as Slug[]).map((s) => s.slug),
              agency: (o.agency as Slug | null)?.slug ?? null,
              event: (o.event as Slug | null)?.slug ?? null,
              days: Object.keys(DAY_FIELDS).filter((d) => rhythm[DAY_FIELDS[d]] === true),
              slots: SLOT_FIELDS.filter((s) => rhythm[s] === true),
              hours: rhythm.hours_per_week as number,
              start: o.start_date as string,
              publication: new Date(o.publication_date as string).toISOString(),
              validThrough: o.valid_through as string,
              hourly: Math.round((Number(o.remuneration) / HOURS_PER_UNIT[(o.remuneration_unit as string | null) ?? 'hour']) * 100) / 100,
            };
          });
      })());
    const valid = async (): Promise<Reference[]> => (await published()).filter((o) => o.validThrough >= TODAY);

    test('gives every valid published offer and none expired, in pages of 20 with the card fields', async () => {
      const offers = await published();
      expect(offers.some((o) => o.offerId === EXPIRED_OFFER.offer_id)).toBe(true);
      const hits = await everyHit('sort=-publication_date');
      expect(sortedIds(hits)).toEqual(sortedIds(await valid()));
      expect(hits.some((hit) => hit.offer_id === EXPIRED_OFFER.offer_id)).toBe(false);
      expect((await answer('query=soiree%20passee')).data.map((hit) => hit.offer_id)).not.toContain(EXPIRED_OFFER.offer_id);
      const [card] = (await answer('page=1')).data;
      expect(card).toEqual({
        offer_id: expect.any(Number),
        slug: expect.stringMatching(/^\d+-[a-z0-9-]+$/),
        title: expect.any(String),
        place: expect.any(String),
        city: { slug: expect.any(String), name: expect.any(String) },
        contracts: expect.arrayContaining([{ slug: expect.any(String), label: expect.any(String) }]),
        works: [{ slug: expect.any(String), label: expect.any(String) }],
        remuneration: expect.any(Number),
        remuneration_unit: 'hour',
        hourly_pay: card.remuneration,
        start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        publication_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        valid_through: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        rhythm: { days: expect.any(Array), slots: expect.any(Array), hours_per_week: expect.any(Number) },
        agency: card.agency === null ? null : { slug: expect.any(String), name: expect.any(String) },
        event: card.event === null ? null : { slug: expect.any(String), name: expect.any(String) },
      });
    });

    test('labels follow the locale', async () => {
      const fr = await answer('filter[contract_types]=temps-partiel');
      const en = await answer('filter[contract_types]=temps-partiel&locale=en');
      expect(fr.data[0].contracts.find((c) => c.slug === 'temps-partiel')?.label).toBe('Temps partiel');
      expect(en.data[0].contracts.find((c) => c.slug === 'temps-partiel')?.label).toBe('Part time');
    });

    test('each filter gives exactly the offers that match it', async () => {
      const offers = await valid();
      const trade = mostFrequent(offers.map((o) => o.trades));
      const sector = mostFrequent(offers.map((o) => o.sectors));
      const contract = mostFrequent(offers.map((o) => o.contracts));
      const student = mostFrequent(offers.map((o) => o.studentTypes));
      const agency = mostFrequent(offers.map((o) => (o.agency === null ? [] : [o.agency])));
      const event = mostFrequent(offers.map((o) => (o.event === null ? [] : [o.event])));
      const department = mostFrequent(offers.map((o) => (o.department === null ? [] : [o.department])));
      const region = REGION_OF.get(department) as string;
      const city = mostFrequent(offers.map((o) => (o.city === null ? [] : [o.city])));
      const cases: [string, (o: Reference) => boolean][] = [
        [`filter[works]=${trade}`, (o) => o.trades.includes(trade)],
        [`filter[works]=${sector}`, (o) => o.sectors.includes(sector)],
        [`filter[works]=${trade},${sector}`, (o) => o.trades.includes(trade) || o.sectors.includes(sector)],
        [`filter[contract_types]=${contract}`, (o) => o.contracts.includes(contract)],
        [`filter[contract_types]=cdi,temps-plein`, (o) => o.contracts.includes('cdi') || o.contracts.includes('temps-plein')],
        [`filter[student_types]=${student}`, (o) => o.studentTypes.includes(student)],
        [`filter[agency]=${agency}`, (o) => o.agency === agency],
        [`filter[event]=${event}`, (o) => o.event === event],
        [`filter[city]=${city}`, (o) => o.city === city],
        [`filter[city]=${city}&filter[contract_types]=${contract}`, (o) => o.city === city && o.contracts.includes(contract)],
        [`filter[location][department]=${department}`, (o) => o.department === department],
        [`filter[location][region]=${region}`, (o) => o.department !== null && REGION_OF.get(o.department) === region],
        ['filter[rhythm][days]=sat,sun', (o) => o.days.includes('sat') || o.days.includes('sun')],
        ['filter[rhythm][slots]=night', (o) => o.slots.includes('night')],
        ['filter[rhythm][max_hours]=15', (o) => o.hours <= 15],
        ['filter[pay][min_hourly]=14', (o) => o.hourly >= 14],
        ['filter[pay][min_hourly]=13.25', (o) => o.hourly >= 13.25],
        // « Disponible le … »: started by that day, and its weekday in the offer's rhythm.
        ...[30, 45, 46].map((days): [string, (o: Reference) => boolean] => [
          `filter[available_on]=${later(days)}`,
          (o) => o.start <= later(days) && o.days.includes(weekday(later(days))),
        ]),
        [`filter[available_on]=${later(30)},${later(33)}`, (o) => [later(30), later(33)].some((date) => o.start <= date && o.days.includes(weekday(date)))],
        [
          `filter[contract_types]=${contract}&filter[rhythm][days]=sat&filter[rhythm][max_hours]=20&filter[works]=${sector}`,
          (o) => o.contracts.includes(contract) && o.days.includes('sat') && o.hours <= 20 && o.sectors.includes(sector),
        ],
      ];
      for (const [query, matches] of cases) {
        const expected = offers.filter(matches);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(sortedIds(await everyHit(query)), query).toEqual(sortedIds(expected));
      }
    });

    test('a radius keeps exactly the offers within it, with their distance, nearest first', async () => {
      const offers = await valid();
      const [center] = offers;
      for (const radius of [5, 30]) {
        const query = `filter[geolocation][lat]=${center.lat}&filter[geolocation][long]=${center.long}&filter[geolocation][radius]=${radius}`;
        const hits = await everyHit(query);
        const expected = offers.filter((o) => haversine(center.lat, center.long, o.lat, o.long) <= radius);
        expect(sortedIds(hits), query).toEqual(sortedIds(expected));
        const byId = new Map(offers.map((o) => [o.offerId, o]));
        for (const hit of hits) {
          const offer = byId.get(hit.offer_id) as Reference;
          expect(hit.distance_km).toBeCloseTo(haversine(center.lat, center.long, offer.lat, offer.long), 1);
        }
        const distances = hits.map((hit) => hit.distance_km ?? Infinity);
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
      }
      // A place given by name is found by geo-search and the radius applies around it.
      const lyon = await answer('filter[geolocation][name]=Lyon&filter[geolocation][radius]=10');
      expect(lyon.meta).toMatchObject({ geolocation: { name: 'Lyon', radius: 10 } });
      expect(lyon.data.every((hit) => (hit.distance_km ?? Infinity) <= 10)).toBe(true);
    });

    test('each sort orders every hit', async () => {
      const check = async (sort: string, key: (hit: Card) => string, direction: 1 | -1) => {
        const keys = (await everyHit(`sort=${sort}`)).map(key);
        const ordered = [...keys].sort((a, b) => (a < b ? -direction : a > b ? direction : 0));
        expect(keys, sort).toEqual(ordered);
      };
      await check('publication_date', (hit) => hit.publication_date, 1);
      await check('-publication_date', (hit) => hit.publication_date, -1);
      await check('start_date', (hit) => hit.start_date, 1);
      await check('-start_date', (hit) => hit.start_date, -1);
      const byPay = (await everyHit('sort=-pay')).map((hit) => hit.hourly_pay);
      expect(byPay).toEqual([...byPay].sort((a, b) => b - a));
      // Relevance: a title match before a match elsewhere.
      const hits = await everyHit('query=serveur&sort=relevance');
      expect(hits.length).toBeGreaterThan(0);
      const inTitle = hits.map((hit) => /serveu/i.test(hit.title));
      expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
      const titles = (await valid()).filter((o) => /serveur|serveuse/i.test(o.title));
      expect(sortedIds(hits.filter((hit) => /serveu/i.test(hit.title)))).toEqual(sortedIds(titles));
    });

    test('facet counts are the totals each value would give, the other filters unchanged', async () => {
      const base = 'filter[rhythm][days]=sat&filter[contract_types]=cdd';
      const { facets, total } = (await answer(base)).meta;
      expect(total).toBeGreaterThan(0);
      const checks: [OfferFacet, string, string][] = [];
      for (const [value] of Object.entries(facets.contract_types))
        checks.push(['contract_types', value, `filter[rhythm][days]=sat&filter[contract_types]=${value}`]);
      for (const [value] of Object.entries(facets.days)) checks.push(['days', value, `filter[rhythm][days]=${value}&filter[contract_types]=cdd`]);
      for (const [value] of Object.entries(facets.works).slice(0, 6)) checks.push(['works', value, `${base}&filter[works]=${value}`]);
      for (const [value] of Object.entries(facets.agency).slice(0, 4)) checks.push(['agency', value, `${base}&filter[agency]=${value}`]);
      for (const [value] of Object.entries(facets.slots)) checks.push(['slots', value, `${base}&filter[rhythm][slots]=${value}`]);
      for (const [value] of Object.entries(facets.max_hours)) checks.push(['max_hours', value, `${base}&filter[rhythm][max_hours]=${value}`]);
      for (const [value] of Object.entries(facets.student_types)) checks.push(['student_types', value, `${base}&filter[student_types]=${value}`]);
      expect(checks.length).toBeGreaterThan(10);
      for (const [facet, value, query] of checks) expect((await answer(query)).meta.total, `${facet}=${value}`).toBe(facets[facet][value]);
      expect(facets.contract_types.cdd).toBe(total);
    });

    test('pages: the last one holds the rest, one past the end is empty, not an error', async () => {
      const { meta } = await answer('filter[rhythm][days]=mon');
      expect(meta.pageSize).toBe(20);
      expect(meta.pageCount).toBe(Math.ceil(meta.total / 20));
      const last = await answer(`filter[rhythm][days]=mon&page=${meta.pageCount}`);
      expect(last.data.length).toBe(meta.total - (meta.pageCount - 1) * 20);
      for (const page of [meta.pageCount + 1, 10000]) {
        const past = await answer(`filter[rhythm][days]=mon&page=${page}`);
        expect(past.data).toEqual([]);
        expect(past.meta).toMatchObject({ page, total: meta.total, pageCount: meta.pageCount });
      }
      const none = await answer('query=zzzzqqqq');
      expect(none.meta).toMatchObject({ total: 0, pageCount: 0, page: 1 });
    });

    test('refuses bad parameters with a 400 in Strapi’s error shape, never a 500', async () => {
      const bad = [
        'unknown=1',
        'filter=cdd',
        'filter[contracts]=cdd',
        'filter[works][]=serveur',
        'filter[works][0]=serveur&filter[works][1]=barman',
        'filter[works]=Serveur',
        'filter[works]=serveur,,barman',
        'filter[works]=serveur,serveur',
        'filter[works]=serveur&filter[works]=barman',
        'filter[contract_types]=cdd;drop',
        'filter[agency]=%3Cscript%3E',
        'filter[event]=a%20b',
        'filter[city]=Lyon',
        'filter[city][slug]=lyon',
        'filter[geolocation]=lyon',
        'filter[geolocation][lat]=45',
        'filter[geolocation][long]=4',
        'filter[geolocation][lat]=91&filter[geolocation][long]=4',
        'filter[geolocation][lat]=45&filter[geolocation][long]=181',
        'filter[geolocation][lat]=abc&filter[geolocation][long]=4',
        'filter[geolocation][lat]=45&filter[geolocation][long]=4&filter[geolocation][radius]=0',
        'filter[geolocation][lat]=45&filter[geolocation][long]=4&filter[geolocation][radius]=201',
        'filter[geolocation][lat]=45&filter[geolocation][long]=4&filter[geolocation][radius]=-5',
        'filter[geolocation][name]=',
        'filter[geolocation][name]=zzzzqqqq',
        `filter[geolocation][name]=${'a'.repeat(101)}`,
        'filter[geolocation][city]=lyon',
        'filter[location][department]=69&filter[location][region]=84',
        'filter[location][department]=6',
        'filter[location][department]=99',
        'filter[location][region]=ara',
        'filter[location][region]=99',
        'filter[location][city]=lyon',
        'filter[rhythm][days]=lundi',
        'filter[rhythm][days]=sat,sat',
        'filter[rhythm][slots]=noon',
        'filter[rhythm][max_hours]=0',
        'filter[rhythm][max_hours]=49',
        'filter[rhythm][max_hours]=10.5',
        'filter[rhythm][weeks]=2',
        'sort=price',
        'sort=relevance&sort=start_date',
        'sort[]=relevance',
        'page=0',
        'page=-1',
        'page=1.5',
        'page=abc',
        'page=10001',
        'locale=de',
        `query=${'a'.repeat(101)}`,
        'query[$ne]=x',
        'query=a&query=b',
      ];
      expect(bad.length).toBeGreaterThanOrEqual(30);
      for (const query of bad) {
        const response = await search(query);
        expect(response.status, query).toBe(400);
        expect(response.headers.get('cache-control'), query).toBe('no-store');
        const body = (await response.json()) as { data: unknown; error: { status: number; name: string; message: string } };
        expect(body, query).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message: expect.any(String), details: {} } });
        expect(body.error.message, query).toMatch(/paramètre|Ville non trouvée|inconnu/i);
      }
    });
  });
}
