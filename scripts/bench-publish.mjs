// npm run bench:publish: the time from publish to live page on this machine, for one offer edit and for a
// burst of edits (100 by default), on the real product: a fresh seeded CMS, the clean build, nginx and the
// rebuild service the CMS webhook calls. Writes reports/bench-publish.json.
//   BENCH_SINGLE_RUNS (3)   single edits, one after the other
//   BENCH_BURST (100)       offers edited and published in one burst
//   SEED_OFFERS (the seed's) offers seeded: the report keeps the figures of each count measured
//   BENCH_KEEP (unset)      a folder where the seeded database is kept between runs
import crypto from 'node:crypto';
import { startBenchStack } from './lib/bench-stack.mjs';
import { slowestPhases } from './lib/build-phases.mjs';
import { readReport, writeReport } from './lib/reports.mjs';
import { CmsAdmin } from './lib/cms-admin.mjs';

const OFFER = 'api::job-offer.job-offer';
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS ?? 3);
const BURST = Number(process.env.BENCH_BURST ?? 100);
const ports = { cmsPort: 1339, searchPort: 1349, sitePort: 9200, previewPort: 8200 };
const seconds = (ms) => Math.round(ms / 100) / 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = `http://127.0.0.1:${ports.sitePort}`;

const buildStatus = async () => {
  for (;;) {
    const response = await fetch(`${site}/_build/status.json`).catch(() => null); // see allLive
    if (response?.ok) return response.json();
    await sleep(200);
  }
};

/** The status once the build that put the pages online has recorded itself (the deploy comes first). */
async function settledStatus(buildsBefore) {
  for (;;) {
    const status = await buildStatus();
    if (status.state === 'idle' && status.builds > buildsBefore) return status;
    await sleep(200);
  }
}

/** Resolves when every page shows its expected text, polling each until it does. */
async function allLive(pages, timeoutMs = 900000) {
  const waiting = new Map(pages.map((p) => [p.path, p.text]));
  const started = Date.now();
  while (waiting.size > 0) {
    if (Date.now() - started > timeoutMs) throw new Error(`${waiting.size} page(s) not live after ${seconds(timeoutMs)} s`);
    for (const [pagePath, text] of waiting) {
      // nginx's reload at each deploy closes idle kept-alive connections: a request sent on one fails, and is
      // asked again at the next round, as a browser would.
      const response = await fetch(`${site}${pagePath}`).catch(() => null);
      if (response?.ok && (await response.text()).includes(text)) waiting.delete(pagePath);
    }
    if (waiting.size > 0) await sleep(250);
  }
  return Date.now();
}

const stamp = () => crypto.randomBytes(3).toString('hex');
const edit = async (editor, offer, label) => {
  const title = `${offer.title.replace(/ \[bench [0-9a-f]+\]$/, '')} [bench ${label}]`;
  await editor.update(OFFER, offer.documentId, { title });
  await editor.publish(OFFER, offer.documentId);
  return { path: `/offres-emploi/${offer.slug}`, text: `[bench ${label}]` };
};

let bench;
try {
  const since = Date.now();
  bench = await startBenchStack('bench', ports, undefined, { seedOffers: process.env.SEED_OFFERS, keep: process.env.BENCH_KEEP });
  const { admin } = bench;
  console.log(`[bench] stack ready in ${seconds(Date.now() - since)} s`);
  const editor = await CmsAdmin.login(`http://127.0.0.1:${ports.cmsPort}`, admin);
  const offers = await editor.list(OFFER, { pageSize: Math.max(BURST, SINGLE_RUNS) + 10 });

  const single = [];
  for (let run = 0; run < SINGLE_RUNS; run += 1) {
    const before = (await buildStatus()).builds;
    const t0 = Date.now();
    const page = await edit(editor, offers[run], stamp());
    const live = await allLive([page]);
    const status = await settledStatus(before);
    single.push({ seconds: seconds(live - t0), builds: status.builds - before, build: status.lastBuild });
    console.log(
      `[bench] one edit: live after ${seconds(live - t0)} s (build ${status.lastBuild.durationSeconds} s, ${status.lastBuild.pagesChanged} page(s) written)`,
    );
    if (status.lastBuild.phases !== undefined) console.log(`[bench]   slowest phases: ${slowestPhases(status.lastBuild.phases)}`);
    await sleep(1000);
  }

  const before = (await buildStatus()).builds;
  const label = stamp();
  const t0 = Date.now();
  const pages = [];
  for (const offer of offers.slice(0, BURST)) pages.push(await edit(editor, offer, `${label}`));
  const lastPublish = Date.now();
  const live = await allLive(pages);
  const status = await settledStatus(before);
  const burst = {
    edits: BURST,
    editingSeconds: seconds(lastPublish - t0),
    firstPublishToAllLiveSeconds: seconds(live - t0),
    lastPublishToAllLiveSeconds: seconds(live - lastPublish),
    builds: status.builds - before,
    lastBuild: status.lastBuild,
  };
  console.log(
    `[bench] ${BURST} edits in ${burst.editingSeconds} s: all live ${burst.firstPublishToAllLiveSeconds} s after the first publish ` +
      `(${burst.lastPublishToAllLiveSeconds} s after the last), ${burst.builds} build(s), last one ${status.lastBuild.durationSeconds} s, ${status.lastBuild.pagesChanged} page(s) written`,
  );
  const singleMedianSeconds = median(single.map((s) => s.seconds));
  const previous = readReport('bench-publish')?.byOffers ?? {};
  const out = writeReport('bench-publish', {
    byOffers: { ...previous, [process.env.SEED_OFFERS ?? 'seed']: { date: new Date().toISOString(), single, singleMedianSeconds, burst } },
  });
  console.log(`[bench] one edit, median of ${SINGLE_RUNS}: ${singleMedianSeconds} s. Results in ${out}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await bench?.stop();
}
