// npm run bench:build: the site's build from a fresh seeded CMS, cold (gatsby clean first) then warm (no
// change since) with Gatsby's worker count, then warm again as a rebuild for a few publications starts it
// (one worker, scripts/lib/rebuilder.mjs), with the pages written, the milliseconds per page, the build's
// peak memory (PSS of the Gatsby process and its workers) and Gatsby's own phases. The report,
// reports/bench-build.json, keeps the figures of each offer count measured (SEED_OFFERS, the seed's by
// default), so that a run with SEED_OFFERS=20000 after one without gives the cost of an extra page.
//   SEED_OFFERS     offers the seed creates (the seed's own count when unset)
//   BENCH_KEEP      a folder where the seeded database is kept between runs (20,000 offers take 20 minutes
//                   to seed; the seed, idempotent, then only checks them)
import fs from 'node:fs';
import { phaseCollector, slowestPhases } from './lib/build-phases.mjs';
import { peakSampler } from './lib/memory.mjs';
import { readReport, writeReport } from './lib/reports.mjs';
import { DEFAULTS, buildSite, clearStaleCache, startCms } from './lib/stack.mjs';
import { stopProcess } from './lib/processes.mjs';
import { benchFolder, stackFiles } from './lib/bench-stack.mjs';
import { PUBLIC_DIR } from './lib/paths.mjs';
import { rebuildWorkers } from './lib/rebuilder.mjs';

const log = (message) => console.log(`[bench:build] ${message}`);
const seconds = (ms) => Math.round(ms / 100) / 10;
const CLEAN_PHASE = 'gatsby clean (the last build deleted)';

const countPages = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && entry.name === 'index.html').length;

async function timedBuild(options, clean, label = clean ? 'cold' : 'warm') {
  const { phases, onBuildLine } = phaseCollector();
  const memory = peakSampler();
  const since = Date.now();
  // A cold build starts by deleting the last one (gatsby clean), 99,000 files at 20,000 offers: a phase of its own.
  const cleared = clean ? clearStaleCache({ ...options, clean }).then(() => (phases[CLEAN_PHASE] = seconds(Date.now() - since))) : undefined;
  await buildSite({ ...options, clean, quiet: true, onBuildLine, onBuildProcess: memory.watch }, () => undefined, cleared);
  const ms = Date.now() - since;
  const peakMemoryMb = memory.stop();
  const pages = countPages(PUBLIC_DIR);
  log(`${label}: ${seconds(ms)} s for ${pages} pages (${(ms / pages).toFixed(1)} ms a page), peak memory ${peakMemoryMb} MB`);
  log(`  slowest phases: ${slowestPhases(phases)}`);
  return { seconds: seconds(ms), pages, msPerPage: Math.round((ms / pages) * 10) / 10, peakMemoryMb, phases };
}

const { dir, remove } = benchFolder('bench-build', process.env.BENCH_KEEP);
let cms;
let failed = true;
try {
  const options = {
    ...DEFAULTS,
    cmsPort: 1399,
    searchPort: 1398,
    sitePort: 9500,
    ...stackFiles(dir),
    serveAdmin: false,
    seedOffers: process.env.SEED_OFFERS,
    quiet: true,
  };
  cms = await startCms(options, log);
  const cold = await timedBuild(options, true);
  const warm = await timedBuild(options, false);
  const warmRebuild = await timedBuild({ ...options, workers: rebuildWorkers([]) }, false, 'warm, one worker as a rebuild');
  const previous = readReport('bench-build')?.byOffers ?? {};
  const key = process.env.SEED_OFFERS ?? 'seed';
  const byOffers = { ...previous, [key]: { date: new Date().toISOString(), cold, warm, warmRebuild } };
  const base = byOffers.seed;
  const large = Object.entries(byOffers).find(([offers]) => offers !== 'seed')?.[1];
  const extraPage =
    base !== undefined && large !== undefined && large.cold.pages > base.cold.pages
      ? Math.round(((large.cold.seconds - base.cold.seconds) * 1000 * 10) / (large.cold.pages - base.cold.pages)) / 10
      : null;
  if (extraPage !== null) log(`each extra page: ${extraPage} ms (cold builds with the seed and with more offers)`);
  log(`report in ${writeReport('bench-build', { byOffers, msPerExtraPage: extraPage })}`);
  failed = false;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await stopProcess(cms);
  remove();
}
process.exit(failed ? 1 : 0);
