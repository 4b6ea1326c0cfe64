// npm run bench:api: the live API under load on this machine, on loopback.
// 1. On a fresh stack, straight to their server (the search thread for geo-search, the CMS for the works
//    list) and through nginx (its proxy and cache): geo-search with a varied list of queries and the
//    generic works search. Two measures for each:
//    - latency at a rate: requests sent at an even pace (BENCH_RATE a second, an open loop: loadtest), after
//      a warm-up at the same rate; the target is geo-search p99 under 10 ms at 500 requests a second;
//    - capacity: 50 connections sending as fast as answered (autocannon), how many requests a second.
// 2. The offer search, straight to the search thread of a CMS seeded on SQLite, then of one on a temporary
//    PostgreSQL cluster: each sort,
//    with no filter, a text, a position, rhythm filters, a minimum pay and dates, and all of them (the nearest
//    first only with a position), at BENCH_OFFER_RATE requests a
//    second; the target is p99 under 30 ms at 200 a second on 20,000 offers (BENCH_OFFERS=20000).
// Writes reports/bench-api.json.
//   BENCH_RATE (500)            requests per second offered to geo-search and works search
//   BENCH_SECONDS (20)          duration of each of their measured runs (warm-up and capacity: a quarter of it)
//   BENCH_PARTS (geo,offers)    which parts to run
//   BENCH_OFFERS (the seed's)   offers seeded for the offer search (SEED_OFFERS of its two CMSes)
//   BENCH_DATABASES (SQLite,PostgreSQL)  the databases of the offer search
//   BENCH_OFFER_RATE (200)      requests per second offered to the offer search
//   BENCH_OFFER_SECONDS (6)     duration of each offer search run (after a warm-up of a third of it)
//   BENCH_KEEP (unset)          a folder where each database is kept between runs: the seed is idempotent,
//                               so a second run on 20,000 offers starts in seconds instead of many minutes
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadTest } from 'loadtest';
import { stackFiles, startBenchStack } from './lib/bench-stack.mjs';
import { writeReport } from './lib/reports.mjs';
import { DEFAULTS, startCms, startPostgresCms } from './lib/stack.mjs';
import { stopProcess } from './lib/processes.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PARTS = (process.env.BENCH_PARTS ?? 'geo,offers').split(',');
const OFFERS = process.env.BENCH_OFFERS;
const OFFER_RATE = Number(process.env.BENCH_OFFER_RATE ?? 200);
const OFFER_SECONDS = Number(process.env.BENCH_OFFER_SECONDS ?? 6);
const DATABASES = (process.env.BENCH_DATABASES ?? 'SQLite,PostgreSQL').split(',');
const KEEP = process.env.BENCH_KEEP;
const ports = { cmsPort: 1341, searchPort: 1346, sitePort: 9300, previewPort: 8300 };

const GEO_QUERIES = [
  'paris',
  'lyon',
  'marseille',
  'toulouse',
  'nice',
  'nantes',
  'strasbourg',
  'montpellier',
  'bordeaux',
  'lille',
  'rennes',
  'reims',
  'st etienne',
  'toulon',
  'grenoble',
  'dijon',
  'angers',
  'nimes',
  'aix',
  'brest',
  'le mans',
  'amiens',
  'tours',
  'limoges',
  'clermont',
  'villeurbanne',
  'besancon',
  'orleans',
  'metz',
  'rouen',
  'mulhouse',
  'caen',
  'nancy',
  'argenteuil',
  'saint denis',
  'roubaix',
  'tourcoing',
  'avignon',
  'poitiers',
  'pau',
  'la rochelle',
  'l hay les roses',
  'plouguerneau',
  'ste maxime',
  'mar',
  'bor',
  'lyo',
  'tou',
  'sai',
  'mont',
  'vil',
  'ch',
  'la',
  '75',
  '69003',
  '13001',
  '29880',
  '33',
  '31000',
  '06',
  'pointe a pitre',
  'cayenne',
  'fort de france',
  'ajaccio',
];
const WORK_QUERIES = ['even', 'anim', 'accueil', 'rest', 'vente', 'host', 'serv', 'log', 'promo', 'a'];

/** Requests at an even pace (open loop: a slow answer does not delay the next request). */
async function atRate(base, queries, pathOf, seconds, rate = RATE) {
  let next = 0;
  const result = await loadTest({
    url: `${base}${pathOf(queries[0])}`,
    requestsPerSecond: rate,
    maxSeconds: seconds,
    agentKeepAlive: true,
    quiet: true,
    requestGenerator: (_params, options, client, callback) => {
      const request = client({ ...options, path: pathOf(queries[next++ % queries.length]) }, callback);
      request.end();
      return request;
    },
  });
  return {
    requestsPerSecond: Math.round(result.effectiveRps),
    latencyMs: { p50: result.percentiles['50'], p90: result.percentiles['90'], p99: result.percentiles['99'], max: result.maxLatencyMs },
    requests: result.totalRequests,
    errors: result.totalErrors,
  };
}

/** As many requests as 50 connections get answered (closed loop). */
function capacity(base, queries, pathOf, seconds) {
  let next = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 50,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(queries[next++ % queries.length]) }) }],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSecond: Math.round(result.requests.average),
              latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
              non2xx: result.non2xx,
            }),
    ),
  );
}

/** Geo-search and works search on a fresh stack, straight to their server and through nginx. */
async function benchGeo() {
  // The rate limit of the proxy protects a real site from one client; the benchmark is that one client.
  process.env.API_RATE_LIMIT = '100000r/s';
  process.env.API_RATE_BURST = '100000';
  const bench = await startBenchStack('bench-api', ports);
  try {
    const cms = `http://127.0.0.1:${ports.cmsPort}`;
    const searchThread = `http://127.0.0.1:${ports.searchPort}`;
    const site = `http://127.0.0.1:${ports.sitePort}`;
    const warm = Date.now();
    await fetch(`${searchThread}/api/rythmo/geo-search?type=CITY&query=paris`);
    console.log(`[bench] index ready ${Date.now() - warm} ms after the first search`);
    const geoPath = (query) => `/api/rythmo/geo-search?type=CITY&limit=10&query=${encodeURIComponent(query)}`;
    const worksPath = (query) => `/api/rythmo/generic/job-offers/works?limit=5&query=${encodeURIComponent(query)}`;
    const results = [];
    const warmUp = Math.max(1, Math.round(SECONDS / 4));
    for (const [title, base, queries, pathOf] of [
      ['geo-search, straight to the search thread', searchThread, GEO_QUERIES, geoPath],
      ['geo-search, through nginx', site, GEO_QUERIES, geoPath],
      ['works search, straight to the CMS', cms, WORK_QUERIES, worksPath],
      ['works search, through nginx', site, WORK_QUERIES, worksPath],
    ]) {
      console.log(`[bench] ${title}: warm-up ${warmUp} s, ${SECONDS} s at ${RATE} requests/s, then capacity for ${warmUp} s…`);
      await atRate(base, queries, pathOf, warmUp);
      const paced = await atRate(base, queries, pathOf, SECONDS);
      const loaded = await capacity(base, queries, pathOf, warmUp);
      results.push({ title, atRate: paced, capacity: loaded });
      console.log(
        `[bench] ${title}: ${paced.requestsPerSecond} req/s, p50 ${paced.latencyMs.p50} ms, p90 ${paced.latencyMs.p90} ms, p99 ${paced.latencyMs.p99} ms, ${paced.errors} errors; capacity ${loaded.requestsPerSecond} req/s`,
      );
    }
    return results;
  } finally {
    await bench.stop();
  }
}

/** Big cities, searched around. */
const CENTERS = [
  [48.8566, 2.3522],
  [45.764, 4.8357],
  [43.2965, 5.3698],
  [43.6045, 1.444],
  [44.8378, -0.5792],
  [47.2184, -1.5536],
  [50.6292, 3.0573],
  [48.5734, 7.7521],
];
const TEXTS = ['serveur', 'hotesse accueil', 'vente', 'barman', 'animateur', 'evenement', 'traiteur', 'salon'];
const RHYTHMS = [
  'filter[rhythm][days]=sat,sun&filter[rhythm][max_hours]=20',
  'filter[rhythm][days]=mon,tue,wed&filter[rhythm][slots]=morning',
  'filter[rhythm][slots]=evening,night',
  'filter[rhythm][days]=fri&filter[rhythm][max_hours]=35',
];
const OFFER_FILTERS = {
  none: () => '',
  text: (i) => `query=${encodeURIComponent(TEXTS[i % TEXTS.length])}`,
  position: (i) =>
    `filter[geolocation][lat]=${CENTERS[i % CENTERS.length][0]}&filter[geolocation][long]=${CENTERS[i % CENTERS.length][1]}&filter[geolocation][radius]=30`,
  rhythm: (i) => RHYTHMS[i % RHYTHMS.length],
  // A minimum pay an hour and one or two dates a week or more ahead.
  'pay and dates': (i) =>
    `filter[pay][min_hourly]=${12 + (i % 4)}&filter[available_on]=${[7 + (i % 14), 9 + (i % 14)]
      .slice(0, 1 + (i % 2))
      .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10))
      .join(',')}`,
  'all of them': (i) => [OFFER_FILTERS.text(i), OFFER_FILTERS.position(i), OFFER_FILTERS.rhythm(i), 'filter[contract_types]=cdd,temps-partiel'].join('&'),
};
const OFFER_SORTS = ['relevance', '-publication_date', 'publication_date', 'start_date', '-start_date', '-pay', 'distance'];
/** The nearest first needs a place: asked only of the filter sets that have one. */
const sortsOf = (filter) => OFFER_SORTS.filter((sort) => sort !== 'distance' || filter === 'position' || filter === 'all of them');

/** A CMS alone on a fresh database of the given kind, seeded with BENCH_OFFERS offers. */
async function startOfferCms(kind, dir) {
  const seedOffers = OFFERS === undefined ? undefined : Number(OFFERS);
  const log = (message) => console.log(`[bench] ${kind}: ${message}`);
  if (kind === 'PostgreSQL') {
    const cms = await startPostgresCms({ dir, cmsPort: 1343, searchPort: 1345, postgresPort: 55443, seedOffers, keep: KEEP !== undefined }, log);
    return { ...cms, searchUrl: 'http://127.0.0.1:1345' };
  }
  const options = {
    ...DEFAULTS,
    cmsPort: 1342,
    searchPort: 1344,
    ...stackFiles(dir),
    serveAdmin: false,
    seedOffers,
    quiet: true,
  };
  const cms = await startCms(options, log);
  return { url: `http://127.0.0.1:${options.cmsPort}`, searchUrl: `http://127.0.0.1:${options.searchPort}`, stop: () => stopProcess(cms) };
}

/** Waits for the search thread's first answer (503 until the CMS has sent it the offers). */
async function firstSearch(url) {
  for (const started = Date.now(); Date.now() - started < 120_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const response = await fetch(`${url}/api/rythmo/job-offers`).catch(() => undefined);
    if (response?.status === 200) return response.json();
  }
  throw new Error(`The search thread at ${url} did not answer within 2 minutes`);
}

/** The offer search on each database: every sort under every filter set, at an even pace. */
async function benchOffers() {
  const results = [];
  for (const kind of DATABASES) {
    const dir = KEEP === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-bench-offers-')) : path.resolve(KEEP, kind);
    fs.mkdirSync(dir, { recursive: true });
    // PostgreSQL runs as its own user, which reads its password file in there.
    fs.chmodSync(dir, 0o755);
    let cms;
    try {
      cms = await startOfferCms(kind, dir);
      const first = Date.now();
      // Measured where the site's searches go: the CMS's search thread (nginx forwards them there).
      const { meta } = await firstSearch(cms.searchUrl);
      console.log(`[bench] ${kind}: ${meta.total} valid offers, search thread ready ${Date.now() - first} ms after the CMS`);
      for (const [filter, query] of Object.entries(OFFER_FILTERS)) {
        for (const sort of sortsOf(filter)) {
          // Pages 1 to 3 of each variant, as visitors page through.
          const paths = Array.from({ length: 48 }, (_v, i) => `/api/rythmo/job-offers?sort=${sort}&page=${(i % 3) + 1}&${query(i)}`);
          await atRate(cms.searchUrl, paths, (p) => p, Math.max(1, Math.round(OFFER_SECONDS / 3)), OFFER_RATE);
          const paced = await atRate(cms.searchUrl, paths, (p) => p, OFFER_SECONDS, OFFER_RATE);
          results.push({ database: kind, offers: meta.total, filter, sort, atRate: paced });
          console.log(
            `[bench] ${kind}, ${meta.total} offers, ${filter}, sort=${sort}: ${paced.requestsPerSecond} req/s, p50 ${paced.latencyMs.p50} ms, p99 ${paced.latencyMs.p99} ms, max ${paced.latencyMs.max} ms, ${paced.errors} errors`,
          );
        }
      }
    } finally {
      await cms?.stop();
      if (KEEP === undefined) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

try {
  const figures = { offeredRate: RATE, seconds: SECONDS };
  if (PARTS.includes('geo')) figures.results = await benchGeo();
  if (PARTS.includes('offers')) figures.offerSearch = { offeredRate: OFFER_RATE, seconds: OFFER_SECONDS, results: await benchOffers() };
  const out = writeReport('bench-api', figures);
  console.log(`[bench] results in ${out}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
