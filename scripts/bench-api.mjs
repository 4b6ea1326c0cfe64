// npm run bench:api: the live API under load on this machine (autocannon on loopback), straight to the CMS
// and through nginx (its proxy and cache), on a fresh stack: geo-search with a varied list of queries and
// the generic works search. Writes tests/artifacts/bench-api.json.
//   BENCH_RATE (500)       requests per second offered
//   BENCH_SECONDS (20)     duration of each run
import autocannon from 'autocannon';
import { startBenchStack, writeBenchReport } from './lib/bench-stack.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ports = { cmsPort: 1341, sitePort: 9300, previewPort: 8300 };

// What job seekers type: whole names, beginnings, postcodes, spelling variants.
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

const run = (title, url, queries, pathOf) =>
  new Promise((resolve, reject) => {
    let next = 0;
    const instance = autocannon(
      {
        url,
        connections: 50,
        overallRate: RATE,
        duration: SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(queries[next++ % queries.length]) }) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('done', () => undefined);
    console.log(`[bench] ${title}…`);
  });

const summary = (title, result) => ({
  title,
  requestsPerSecond: Math.round(result.requests.average),
  latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  statuses: { '2xx': result['2xx'], non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
});

// The rate limit of the proxy protects a real site from one client; the benchmark is that one client.
process.env.API_RATE_LIMIT = '100000r/s';
process.env.API_RATE_BURST = '100000';
let bench;
try {
  bench = await startBenchStack('bench-api', ports);
  const cms = `http://127.0.0.1:${ports.cmsPort}`;
  const site = `http://127.0.0.1:${ports.sitePort}`;
  // The first search waits for the index if the CMS has not finished building it.
  const warm = Date.now();
  await fetch(`${cms}/api/rythmo/geo-search?type=CITY&query=paris`);
  console.log(`[bench] index ready ${Date.now() - warm} ms after the first search`);
  const geoPath = (query) => `/api/rythmo/geo-search?type=CITY&limit=10&query=${encodeURIComponent(query)}`;
  const worksPath = (query) => `/api/rythmo/generic/job-offers/works?limit=5&query=${encodeURIComponent(query)}`;
  const results = [];
  for (const [title, url, queries, pathOf] of [
    ['geo-search, straight to the CMS', cms, GEO_QUERIES, geoPath],
    ['geo-search, through nginx', site, GEO_QUERIES, geoPath],
    ['works search, straight to the CMS', cms, WORK_QUERIES, worksPath],
    ['works search, through nginx', site, WORK_QUERIES, worksPath],
  ]) {
    results.push(summary(title, await run(title, url, queries, pathOf)));
    const last = results[results.length - 1];
    console.log(
      `[bench] ${title}: ${last.requestsPerSecond} req/s, p50 ${last.latencyMs.p50} ms, p99 ${last.latencyMs.p99} ms, ${last.statuses.non2xx} non-2xx`,
    );
  }
  const out = writeBenchReport('bench-api', { offeredRate: RATE, seconds: SECONDS, results });
  console.log(`[bench] results in ${out}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await bench?.stop();
}
