// npm run bench: one table of the site's speed targets and the latest figures, read from reports/ (each
// instrument writes its own; their dates are shown) and, for the JavaScript, from the build in public/.
// `npm run bench -- --run` runs the instruments first (about 40 minutes).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { firstLoadJavaScript } from './lib/bundle-size.mjs';
import { PUBLIC_DIR, REPORTS_DIR, ROOT } from './lib/paths.mjs';

const INSTRUMENTS = ['check:links', 'check:html', 'check:a11y', 'bench:build', 'bench:publish', 'bench:lighthouse'];
if (process.argv.includes('--run')) for (const script of INSTRUMENTS) spawnSync('npm', ['run', '--silent', script], { cwd: ROOT, stdio: 'inherit' });

const read = (name) => {
  const file = path.join(REPORTS_DIR, `${name}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};
const rows = [];
/** A row: what, target, figure (null when not measured), whether met, the report's date. */
const row = (what, target, figure, met, report) =>
  rows.push({ what, target, figure: figure ?? '—', met: figure === null ? '?' : met ? 'yes' : 'NO', date: report?.date?.slice(0, 10) ?? '—' });

const lighthouse = read('lighthouse');
for (const page of lighthouse?.pages ?? []) {
  const { scores, metrics } = page;
  const all100 = Object.values(scores).every((score) => score === 100);
  row(`Lighthouse ${page.name}`, '100/100/100/100', Object.values(scores).join('/'), all100, lighthouse);
  row(
    `  LCP · TBT · CLS`,
    '< 1.5 s · < 50 ms · < 0.01',
    `${(metrics.lcp / 1000).toFixed(2)} s · ${Math.round(metrics.tbt)} ms · ${metrics.cls.toFixed(3)}`,
    metrics.lcp < 1500 && metrics.tbt < 50 && metrics.cls < 0.01,
    lighthouse,
  );
  // The bare page's rows have no target of their ratio to themselves; a report older than paired ratios, none.
  if (page.ratios?.tbt?.median !== undefined && !page.name.startsWith('bare')) {
    const { tbt, bootup } = page.ratios;
    row(
      `  TBT · boot-up to the bare page · script`,
      '≤ 2× · ≤ 2× · ≤ 100 KiB',
      `${tbt.median.toFixed(1)}× · ${bootup.median.toFixed(1)}× · ${(metrics.script / 1024).toFixed(0)} KiB`,
      tbt.median <= 2 && bootup.median <= 2 && metrics.script <= 100 * 1024,
      lighthouse,
    );
  }
}
if (lighthouse === null) row('Lighthouse (npm run bench:lighthouse)', '100 on every page', null, false, null);

if (fs.existsSync(path.join(PUBLIC_DIR, 'webpack.stats.json'))) {
  const kinds = firstLoadJavaScript(PUBLIC_DIR);
  const stat = fs.statSync(path.join(PUBLIC_DIR, 'webpack.stats.json'));
  const build = { date: stat.mtime.toISOString() };
  for (const [kind, limit] of [
    ['job-offer', 110],
    ['jobs', 120],
  ]) {
    const kb = kinds[kind] / 1024;
    row(`First-load JS, ${kind} (gzip)`, `< ${limit} KB`, `${kb.toFixed(1)} KB`, kb < limit, build);
  }
} else row('First-load JS (a build in public/)', '< 110 KB offer, < 120 KB jobs', null, false, null);

// The publication's targets: at the seed and at 20,000 offers (SEED_OFFERS=20000 npm run
// bench:publish, bench:build), each entry with its own date.
const publish = read('bench-publish')?.byOffers ?? {};
const build = read('bench-build')?.byOffers ?? {};
const LARGE = '20000';
const single = (key, target) => {
  const entry = publish[key];
  row(
    `Publish → live, one offer edit (median), ${key === 'seed' ? 'seed' : `${key} offers`}`,
    `< ${target} s`,
    entry === undefined ? null : `${entry.singleMedianSeconds} s`,
    entry?.singleMedianSeconds < target,
    entry,
  );
};
single('seed', 15);
single(LARGE, 60);
const burst = publish[LARGE] ?? publish.seed;
row(
  `Publish → live, ${burst?.burst.edits ?? 100} edits in a burst, ${burst !== undefined && burst === publish[LARGE] ? `${LARGE} offers` : 'seed'}`,
  '< 120 s, one build',
  burst === undefined ? null : `${burst.burst.builds} build(s), ${burst.burst.lastPublishToAllLiveSeconds} s after the last`,
  burst?.burst.builds === 1 && burst.burst.lastPublishToAllLiveSeconds < 120,
  burst,
);
const seed = build.seed;
row('Cold build of the seed', '< 60 s', seed === undefined ? null : `${seed.cold.seconds} s, ${seed.cold.pages} pages`, seed?.cold.seconds < 60, seed);
row('Warm build, no change, seed', '—', seed === undefined ? null : `${seed.warm.seconds} s`, true, seed);
const large = build[LARGE];
row(
  `Cold build, ${LARGE} offers`,
  '< 600 s',
  large === undefined ? null : `${large.cold.seconds} s, ${large.cold.pages} pages`,
  large?.cold.seconds < 600,
  large,
);
row(`Warm build, no change, ${LARGE} offers`, '< 45 s', large === undefined ? null : `${large.warm.seconds} s`, large?.warm.seconds < 45, large);
row(
  `Warm build, no change, ${LARGE} offers, one worker as a rebuild`,
  '< 45 s',
  large?.warmRebuild === undefined ? null : `${large.warmRebuild.seconds} s`,
  large?.warmRebuild?.seconds < 45,
  large,
);
const peaks = large === undefined ? [] : [large.cold, large.warm, large.warmRebuild].flatMap((build) => build?.peakMemoryMb ?? []);
const peak = peaks.length === 0 ? undefined : Math.max(...peaks);
row(`Peak memory of a build, ${LARGE} offers`, '< 6 GB', peak === undefined ? null : `${(peak / 1024).toFixed(1)} GB`, peak < 6144, large);
const extraPage = read('bench-build')?.msPerExtraPage;
row('Each extra offer page', '< 3 ms', extraPage == null ? null : `${extraPage} ms`, extraPage < 3, large);

const links = read('links');
row('Broken links from / and /en', '0', links === null ? null : `${links.broken.length} of ${links.checked}`, links?.broken.length === 0, links);
const html = read('html');
row('HTML errors, every page kind', '0', html === null ? null : `${html.errors} on ${html.pages} pages`, html?.errors === 0, html);
// npm run check:a11y writes one report; the end-to-end suite one per language.
const [french, english] = [read('a11y-fr'), read('a11y-en')];
const a11y =
  read('a11y') ??
  (french !== null && english !== null ? { date: french.date, pages: french.pages + english.pages, violations: french.violations + english.violations } : null);
row('axe violations, every page kind', '0', a11y === null ? null : `${a11y.violations} on ${a11y.pages} pages`, a11y?.violations === 0, a11y);

const columns = ['what', 'target', 'figure', 'met', 'date'];
const widths = columns.map((column) => Math.max(column.length, ...rows.map((r) => String(r[column]).length)));
const line = (values) => values.map((value, i) => String(value).padEnd(widths[i])).join('  ');
console.log(line(columns));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const r of rows) console.log(line(columns.map((column) => r[column])));
const missing = rows.filter((r) => r.met === '?').length;
console.log(
  `\n${rows.filter((r) => r.met === 'yes').length} met, ${rows.filter((r) => r.met === 'NO').length} missed${missing > 0 ? `, ${missing} not measured (run its npm script, or npm run bench -- --run)` : ''}`,
);
