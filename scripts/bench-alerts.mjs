// npm run bench:alerts: one run of the job alerts at scale, on this machine: a CMS seeded with
// BENCH_OFFERS offers on SQLite, BENCH_ALERTS active daily alerts written into its database (searches drawn
// from the seed's sectors, cities, days and hours, the same every time), each having seen every offer but
// the BENCH_NEW newest. Then the run, as npm run alerts:send asks it (scripts/lib/alert-run.mjs), while the CMS's memory
// is read every 100 ms. Goal: under 2 minutes, memory that does not grow with the alerts, no event-loop
// stall over 50 ms. Writes reports/bench-alerts.json.
//   BENCH_OFFERS (20000)   offers seeded
//   BENCH_ALERTS (100000)  alerts
//   BENCH_NEW (200)        offers new to every alert
//   BENCH_KEEP (unset)     a folder where the seeded database is kept between runs (the alerts are written again)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/paths.mjs';
import { writeReport } from './lib/reports.mjs';
import { cmsEnvValue } from './lib/cms-env.mjs';
import { DEFAULTS, seedCms, startCms } from './lib/stack.mjs';
import { stopProcess } from './lib/processes.mjs';
import { runAlerts } from './lib/alert-run.mjs';
import { benchFolder, stackFiles } from './lib/bench-stack.mjs';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 20000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100000);
const NEW = Number(process.env.BENCH_NEW ?? 200);
const KEEP = process.env.BENCH_KEEP;
const log = (message) => console.log(`[bench:alerts] ${message}`);

const { dir, remove } = benchFolder('bench-alerts', KEEP);
const options = {
  ...DEFAULTS,
  cmsPort: 1361,
  searchPort: 1362,
  ...stackFiles(dir),
  serveAdmin: false,
  seedOffers: OFFERS,
  quiet: true,
};

/** A generator of the same numbers every run (mulberry32). */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The alerts, written straight into the seeded database (the CMS is not running yet). */
function writeAlerts() {
  const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3');
  const db = new Database(options.databaseFile);
  try {
    const slugs = (table) =>
      db
        .prepare(`SELECT DISTINCT slug FROM ${table} WHERE published_at IS NOT NULL`)
        .all()
        .map((row) => row.slug);
    const works = slugs('works');
    const cities = slugs('cities');
    const newest = db
      .prepare('SELECT publication_date AS at FROM job_offers WHERE published_at IS NOT NULL ORDER BY publication_date DESC LIMIT 1 OFFSET ?')
      .get(NEW);
    const seenUntil = newest.at;
    const next = random(32);
    const pick = (list) => list[Math.floor(next() * list.length)];
    const searches = Array.from({ length: 500 }, () => {
      const parts = [];
      if (next() < 0.6) parts.push(`filter[works]=${pick(works)}`);
      if (next() < 0.5) parts.push(`filter[city]=${pick(cities)}`);
      if (next() < 0.4) parts.push(`filter[rhythm][days]=${pick(['sat,sun', 'mon,tue,wed,thu,fri', 'sat', 'sun'])}`);
      if (next() < 0.3) parts.push(`filter[rhythm][max_hours]=${pick([10, 20, 35])}`);
      if (next() < 0.2) parts.push(`query=${pick(['serveur', 'hôtesse', 'vendeur', 'animateur', 'barman'])}`);
      return parts.join('&');
    });
    db.prepare('DELETE FROM alerts').run();
    // The emails of an earlier run of the benchmark (a kept database): each run starts with an empty queue.
    db.prepare('DELETE FROM email_messages').run();
    const insert = db.prepare(
      `INSERT INTO alerts (document_id, email, search, summary, language, frequency, state, seen_until, created_at, updated_at, published_at)
       VALUES (?, ?, ?, ?, 'fr', 'daily', 'active', ?, ?, ?, ?)`,
    );
    const now = Date.now();
    db.transaction(() => {
      for (let i = 0; i < ALERTS; i += 1) {
        const search = searches[i % searches.length];
        insert.run(
          crypto.randomBytes(12).toString('hex').slice(0, 24),
          `alerte-${i}@exemple.fr`,
          search,
          search === '' ? 'Toutes les offres' : search,
          seenUntil,
          now,
          now,
          now,
        );
      }
    })();
    return { seenUntil };
  } finally {
    db.close();
  }
}

/** The resident memory of a process, in MB. */
const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

let cms;
try {
  const seeded = Date.now();
  log(`seeding ${OFFERS} offers in ${dir} (kept: ${KEEP !== undefined})…`);
  await seedCms(options, log);
  log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(0)} s; writing ${ALERTS} alerts…`);
  writeAlerts();
  cms = await startCms(options, log);
  const base = `http://127.0.0.1:${options.cmsPort}`;
  for (let waited = 0; (await fetch(`http://127.0.0.1:${options.searchPort}/_health`).catch(() => null))?.status !== 204; waited += 200) {
    if (waited > 180_000) throw new Error('The search thread did not index the offers within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const before = rssMb(cms.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(cms.pid))), 100);
  const { state, report, error } = await runAlerts(base, cmsEnvValue('OPERATOR_SECRET'), {
    onProgress: ({ report }) => log(`${report.alerts} of ${report.due} alerts run, ${report.emails} emails queued, ${peak} MB`),
    intervalMs: 5000,
  });
  clearInterval(sampler);
  if (state !== 'done') throw new Error(`The run failed: ${error}`);
  const { alerts, emails, offers, ms, loopDelayMaxMs, longestHoldMs } = report;
  const figures = {
    offers: OFFERS,
    alerts: ALERTS,
    newOffers: NEW,
    run: { alerts, emails, offersSent: offers, seconds: ms / 1000, longestHoldMs, loopDelayMaxMs },
    memoryMb: { before, peak },
  };
  console.log(JSON.stringify(figures, null, 2));
  log(`report: ${writeReport('bench-alerts', figures)}`);
} finally {
  if (cms !== undefined) await stopProcess(cms);
  remove();
}
