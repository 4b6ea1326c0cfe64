// npm run bench:api: the live API under load on this machine, on loopback, straight to the CMS and
// through nginx (its proxy and cache), on a fresh stack: geo-search with a varied list of queries and the
// generic works search. Two measures for each:
//   - latency at a rate: requests sent at an even pace (BENCH_RATE a second, an open loop: loadtest), after
//     a warm-up at the same rate; the target is geo-search p99 under 10 ms at 500 requests a second;
//   - capacity: 50 connections sending as fast as answered (autocannon), how many requests a second.
// Writes tests/artifacts/bench-api.json.
//   BENCH_RATE (500)       requests per second offered
//   BENCH_SECONDS (20)     duration of each measured run (the warm-up and the capacity run: a quarter of it)
import autocannon from 'autocannon';
import { loadTest } from 'loadtest';
import { startBenchStack, writeBenchReport } from './lib/bench-stack.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ports = { cmsPort: 1341, sitePort: 9300, previewPort: 8300 };

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
async function atRate(base, queries, pathOf, seconds) {
  let next = 0;
  const result = await loadTest({
    url: `${base}${pathOf(queries[0])}`,
    requestsPerSecond: RATE,
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
  const warmUp = Math.max(1, Math.round(SECONDS / 4));
  for (const [title, base, queries, pathOf] of [
    ['geo-search, straight to the CMS', cms, GEO_QUERIES, geoPath],
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
  const out = writeBenchReport('bench-api', { offeredRate: RATE, seconds: SECONDS, results });
  console.log(`[bench] results in ${out}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await bench?.stop();
}
