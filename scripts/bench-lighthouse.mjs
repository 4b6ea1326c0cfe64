// npm run bench:lighthouse: Lighthouse (mobile preset, simulated throttling by default, Debian's Chromium) on the site's
// key pages and on a bare Gatsby page (scripts/lib/bare-gatsby.mjs: the framework's floor, built from the
// pinned Gatsby and served by nginx as the site is), three runs each, interleaved (run 1 of every page, then
// run 2…); the median of each score and metric per page, and its total blocking time and script boot-up as
// ratios to the bare page's, taken run by run within each round (scripts/lib/lighthouse-runs.mjs), printed
// with each run's and written to reports/lighthouse.json, with where each page's boot-up went, script by script.
// The bare page is measured twice: with the headers the site's pages are served with (their
// Content-Security-Policy aside; its scripts with those the site's scripts come with), the floor the ratios
// are taken to; and without any, as the issue that asked
// for it first measured it, the second ratio. Cross-Origin-Opener-Policy alone moves the bare page's total
// blocking time by about 190 ms: the browser gives the page a new process (docs/performance.md).
// Beside Lighthouse's boot-up, the same sum of each run's tasks counted on the CPU (`bootupCpu`: each
// task's thread time, not its time on the clock; scripts/lib/lighthouse-runs.mjs), with its ratios: on
// this 2-core machine the clock counts the main thread's waits while it is descheduled, four times over
// under the simulation.
//   BENCH_LIGHTHOUSE_RUNS (3)   runs per page
//   BENCH_LIGHTHOUSE_PAGES      a comma-separated subset of the pages' names below
//   BENCH_LIGHTHOUSE_THROTTLING simulate (default) or devtools: the CPU and network slowed while the pages
//                               load, rather than the simulation's estimate from a run at full speed
//   CHECK_SITE_URL              a site already served (see scripts/check-site.mjs); else a fresh stack
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import LHTraceProcessor from 'lighthouse/core/lib/lh-trace-processor.js';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { getExecutionTimingsByURL } from 'lighthouse/core/lib/tracehouse/task-summary.js';
import { siteUnderTest } from './lib/bench-stack.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { writeReport } from './lib/reports.mjs';
import { buildBareGatsby, pageHeaders, scriptHeaders, serveBare } from './lib/bare-gatsby.mjs';
import { pageKinds } from './lib/site-checks.mjs';
import { bootupByScript, bootupMedians, bootupTotal, medians, ownThreadTime, pairedRatios, throttlingMethod } from './lib/lighthouse-runs.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const THROTTLING = throttlingMethod(process.env.BENCH_LIGHTHOUSE_THROTTLING);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const log = (message) => console.log(`[lighthouse] ${message}`);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
  bootup: 'bootup-time',
};
/** The metrics the issue's targets hold as ratios to the bare page's, and the boot-up on the CPU beside them. */
const RATIOS = ['tbt', 'bootup', 'bootupCpu'];
/** The bare page's names in the report: served as the site's pages are, and without any header. */
const BARE = 'bare Gatsby page';
const BARE_PLAIN = 'bare page, no headers';

const FRENCH = ['fr-FR', 'fr'];
const ENGLISH = ['en-GB', 'en'];

/** The bytes of script the page transferred (compressed), from Lighthouse's list of network requests. */
const scriptBytes = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

/** The pages of the issue: name, path, and the browser's languages (French by default). */
const pagesOf = (servedDir) => {
  const offer = pageKinds(servedDir).find((page) => page.kind === 'job-offer' && page.language === 'fr');
  return [
    // The root as a French browser sees it: the home page. An English one is sent on to /en: by the host
    // from its Accept-Language (302), by the app from its navigator.languages.
    { name: 'home', path: '/' },
    { name: 'home (English browser)', path: '/', languages: ENGLISH },
    { name: 'jobs list', path: '/offres-emploi' },
    { name: 'jobs list (filtered)', path: '/offres-emploi?filter[works]=evenementiel&filter[rhythm][max_hours]=20' },
    { name: 'offer', path: offer?.path ?? '/offres-emploi' },
    { name: 'city', path: '/villes/lyon' },
    { name: 'city (English)', path: '/en/cities/lyon', languages: ENGLISH },
    { name: 'sector', path: '/secteurs-activite/evenementiel' },
    { name: 'contact', path: '/entreprise/contact' },
    // An account screen: the candidate's sign-in form.
    { name: 'account (sign in)', path: '/compte/connexion' },
    // A page editors compose of sections: a hero with its image, six more sections.
    { name: 'campaign page', path: '/jobs-ete-lyon' },
    // A page of sections none of which moves: its body kept as built, none of its code loaded.
    { name: 'static sections page', path: '/recruter-avec-rythmo/recruter-un-extra' },
    { name: 'legal page', path: '/legal' },
    { name: 'home (English)', path: '/en', languages: ENGLISH },
  ];
};

/** The LCP element's markup: Lighthouse 13 names it in its LCP breakdown insight (12 had an audit of its own). */
const lcpElement = (lhr) => {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items
    .flatMap((item) => (item.type === 'node' ? [item] : (item.items ?? []).map((inner) => inner.node ?? inner)))
    .find((item) => item?.type === 'node');
  return node?.snippet ?? null;
};

/**
 * The run's script boot-up as Lighthouse's audit counts it, but each task's own time on the CPU instead of
 * on the clock (`ownThreadTime`): the main thread's waits while it is descheduled (on this 2-core machine,
 * the streamed compiles, the network and the browser's other processes run meanwhile) are left out, which
 * the simulation would otherwise multiply by its slowdown. Counted on the clock, the same sum must give the
 * audit's figure: a Lighthouse that counted otherwise stops the bench rather than give a figure beside it.
 */
function bootupOnCpu(lhr, trace) {
  const { mainThreadEvents, frames, timestamps } = LHTraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(mainThreadEvents, frames, timestamps.traceEnd, timestamps.timeOrigin);
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const multiplier = lhr.configSettings.throttlingMethod === 'simulate' ? lhr.configSettings.throttling.cpuSlowdownMultiplier : 1;
  const onClock = bootupTotal(getExecutionTimingsByURL(tasks, scripts), multiplier);
  const audited = lhr.audits['bootup-time']?.numericValue;
  if (audited === undefined || Math.abs(onClock - audited) > 1)
    throw new Error(`the boot-up taken again from the trace (${Math.round(onClock)} ms) is not Lighthouse's (${audited} ms): its way of counting changed`);
  return bootupTotal(
    getExecutionTimingsByURL(
      tasks.map((task) => ({ ...task, selfTime: ownThreadTime(task) })),
      scripts,
    ),
    multiplier,
  );
}

/**
 * Lighthouse on a page in a browser of those languages, first preferred: the requests' Accept-Language and
 * the page's navigator.languages (Chromium's own are its locale's otherwise, English here, and the app
 * sends a browser whose languages are English from the root on to /en, whatever the header said).
 */
async function audit(url, languages = FRENCH) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROME_FLAGS, `--accept-lang=${languages.join(',')}`] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod: THROTTLING,
      extraHeaders: {
        'Accept-Language': languages.map((language, index) => (index === 0 ? language : `${language};q=${(1 - index / 10).toFixed(1)}`)).join(','),
      },
    });
    const { lhr } = result;
    // A run Lighthouse could not measure (no paint seen, a page that did not load) has no metrics: said, and tried again.
    if (lhr.runtimeError !== undefined) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const failing = Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'manual')
      .map((entry) => entry.id);
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      metrics: {
        ...Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? null])),
        script: scriptBytes(lhr),
        bootupCpu: bootupOnCpu(lhr, result.artifacts.Trace),
      },
      lcpElement: lcpElement(lhr),
      bootupByScript: bootupByScript(lhr.audits['bootup-time']?.details?.items ?? []),
      failing,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    await chrome.kill();
  }
}

let site;
let bare;
let barePlain;
let failed = true;
try {
  const bareDir = await buildBareGatsby({ log });
  site = await siteUnderTest('lighthouse', { cmsPort: 1379, searchPort: 1389, sitePort: 9400, previewPort: 8400 }, log);
  const headers = pageHeaders(fs.readFileSync(path.join(site.servedDir, '_headers'), 'utf8'));
  const appScript = fs.readdirSync(site.servedDir).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name));
  if (appScript === undefined) throw new Error(`no app script in ${site.servedDir}`);
  const scripts = scriptHeaders(headers, (await fetch(new URL(`/${appScript}`, site.siteUrl))).headers);
  log(`throttling: ${THROTTLING}`);
  log(`bare page served with ${headers.map(([name]) => name).join(', ')}; its scripts with ${scripts.map(([name]) => name).join(', ')}`);
  bare = await serveBare(bareDir, 9401, headers, scripts);
  barePlain = await serveBare(bareDir, 9402);
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const pages = [
    { name: BARE, url: bare.url },
    { name: BARE_PLAIN, url: barePlain.url },
    ...pagesOf(site.servedDir)
      .filter((page) => only === undefined || only.includes(page.name))
      .map((page) => ({ ...page, url: new URL(page.path, site.siteUrl).href })),
  ];
  const runsOf = new Map(pages.map((page) => [page.name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of pages) {
      let measured = await audit(page.url, page.languages);
      for (let attempt = 2; measured.error !== undefined && attempt <= 3; attempt += 1) {
        log(`${page.name}: run ${run + 1} not measured (${measured.error}), attempt ${attempt}`);
        measured = await audit(page.url, page.languages);
      }
      if (measured.error !== undefined) throw new Error(`${page.name}: not measured in three attempts (${measured.error})`);
      runsOf.get(page.name).push(measured);
    }
    log(`run ${run + 1} of ${RUNS} done`);
  }
  const results = pages.map((page) => {
    const runs = runsOf.get(page.name);
    return {
      ...page,
      ...medians(runs, CATEGORIES, [...Object.keys(METRICS), 'script', 'bootupCpu']),
      ratios: pairedRatios(runs, runsOf.get(BARE), RATIOS),
      ratiosToPlain: pairedRatios(runs, runsOf.get(BARE_PLAIN), RATIOS),
      bootupByScript: bootupMedians(runs),
      runs,
    };
  });
  for (const result of results) {
    const { scores, metrics } = result;
    const times = (name) =>
      `${result.ratios[name].median.toFixed(1)}× [${result.ratios[name].runs.map((ratio) => ratio.toFixed(1)).join(' ')}], ${result.ratiosToPlain[name].median.toFixed(1)}× without headers`;
    log(
      `${result.name.padEnd(22)} ${CATEGORIES.map((id) => scores[id]).join(' / ')}  LCP ${(metrics.lcp / 1000).toFixed(2)} s  TBT ${Math.round(metrics.tbt)} ms (${times('tbt')})  boot-up ${Math.round(metrics.bootup)} ms (${times('bootup')}; on the CPU ${Math.round(metrics.bootupCpu)} ms, ${times('bootupCpu')})  script ${(metrics.script / 1024).toFixed(0)} KiB  CLS ${metrics.cls.toFixed(3)}`,
    );
    const failing = [...new Set(result.runs.flatMap((r) => r.failing))];
    if (failing.length > 0) log(`  below 1 in a run: ${failing.join(', ')}`);
    log(`  LCP element: ${result.runs[0].lcpElement ?? 'none named'}`);
    log(
      `  boot-up by script (medians): ${Object.entries(result.bootupByScript)
        .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
        .join(', ')}`,
    );
  }
  log(
    `report in ${writeReport('lighthouse', { runs: RUNS, throttling: THROTTLING, site: site.siteUrl, bare: bare.url, bareHeaders: headers, barePlain: barePlain.url, pages: results })}`,
  );
  failed = false;
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
} finally {
  await site?.stop();
  await bare?.stop();
  await barePlain?.stop();
}
process.exit(failed ? 1 : 0);
