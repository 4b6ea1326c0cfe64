// npm run bench:publish: the time from publish to live page on this machine, for one offer edit, for a page
// of sections (a new page published, then a change of its sections) and for a burst of offer edits (100 by
// default), on the real product: a fresh seeded CMS, the clean build, nginx and the rebuild service the CMS
// webhook calls. Writes reports/bench-publish.json.
//   BENCH_SINGLE_RUNS (3)   single edits, one after the other: offers, then a page's sections
//   BENCH_BURST (100)       offers edited and published in one burst (0: none)
//   SEED_OFFERS (the seed's) offers seeded: the report keeps the figures of each count measured
//   BENCH_KEEP (unset)      a folder where the seeded database is kept between runs
import crypto from 'node:crypto';
import { startBenchStack } from './lib/bench-stack.mjs';
import { slowestPhases } from './lib/build-phases.mjs';
import { readReport, writeReport } from './lib/reports.mjs';
import { CmsAdmin } from './lib/cms-admin.mjs';

const OFFER = 'api::job-offer.job-offer';
const PAGE = 'api::page.page';
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

/** A page's sections as an editor writes them: a text whose words carry the label, then steps. */
const pageSections = (label) => [
  { __component: 'sections.rich-text', title: 'Le principe', body: `Un texte du banc d’essai [bench ${label}].` },
  { __component: 'sections.steps', title: 'Comment postuler', items: [{ title: 'Profil', text: 'Créez-le en 5 minutes.' }] },
];

/** Times from publication to live page, and the build that put it online, of one publication. */
async function timed(what, publish) {
  const before = (await buildStatus()).builds;
  const t0 = Date.now();
  const page = await publish();
  const live = await allLive([page]);
  const status = await settledStatus(before);
  console.log(
    `[bench] ${what}: live after ${seconds(live - t0)} s (build ${status.lastBuild.durationSeconds} s, ${status.lastBuild.pagesChanged} page(s) written)`,
  );
  if (status.lastBuild.phases !== undefined) console.log(`[bench]   slowest phases: ${slowestPhases(status.lastBuild.phases)}`);
  await sleep(1000);
  return { seconds: seconds(live - t0), builds: status.builds - before, build: status.lastBuild };
}

let bench;
try {
  const since = Date.now();
  bench = await startBenchStack('bench', ports, undefined, { seedOffers: process.env.SEED_OFFERS, keep: process.env.BENCH_KEEP });
  const { admin } = bench;
  console.log(`[bench] stack ready in ${seconds(Date.now() - since)} s`);
  const editor = await CmsAdmin.login(`http://127.0.0.1:${ports.cmsPort}`, admin);
  const offers = await editor.list(OFFER, { pageSize: Math.max(BURST, SINGLE_RUNS) + 10 });

  const single = [];
  for (let run = 0; run < SINGLE_RUNS; run += 1) single.push(await timed('one edit', () => edit(editor, offers[run], stamp())));

  // A page of sections: created and published, then its sections changed and published again.
  const slug = `banc-essai-${stamp()}`;
  let draft = null;
  const newPage = await timed('a new page of sections', async () => {
    const label = stamp();
    draft = await editor.create(PAGE, { title: 'Banc d’essai', slug, description: 'Une page du banc d’essai.', sections: pageSections(label) }, 'fr');
    await editor.publish(PAGE, draft.documentId, 'fr');
    return { path: `/${slug}`, text: `[bench ${label}]` };
  });
  const sectionEdits = [];
  for (let run = 0; run < SINGLE_RUNS; run += 1) {
    sectionEdits.push(
      await timed('a change of its sections', async () => {
        const label = stamp();
        await editor.update(PAGE, draft.documentId, { sections: pageSections(label) }, 'fr');
        await editor.publish(PAGE, draft.documentId, 'fr');
        return { path: `/${slug}`, text: `[bench ${label}]` };
      }),
    );
  }
  const page = { newPage, sectionEdits, sectionEditMedianSeconds: median(sectionEdits.map((s) => s.seconds)) };

  const burst = BURST > 0 ? await measureBurst(editor, offers) : null;
  const singleMedianSeconds = median(single.map((s) => s.seconds));
  const previous = readReport('bench-publish')?.byOffers ?? {};
  const out = writeReport('bench-publish', {
    byOffers: { ...previous, [process.env.SEED_OFFERS ?? 'seed']: { date: new Date().toISOString(), single, singleMedianSeconds, page, burst } },
  });
  console.log(
    `[bench] median of ${SINGLE_RUNS}: an offer edit ${singleMedianSeconds} s, a change of a page's sections ${page.sectionEditMedianSeconds} s ` +
      `(a new page: ${newPage.seconds} s). Results in ${out}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await bench?.stop();
}

/** BURST offers edited and published one after the other, timed until every one is live. */
async function measureBurst(editor, offers) {
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
  return burst;
}
