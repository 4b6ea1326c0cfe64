// npm run bench: one table of issue 16's targets and the latest figures, read from reports/ (each
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

const publish = read('bench-publish');
row(
  'Publish → live, one offer edit (median)',
  '< 15 s',
  publish === null ? null : `${publish.singleMedianSeconds} s`,
  publish?.singleMedianSeconds < 15,
  publish,
);
row(
  `Publish → live, ${publish?.burst?.edits ?? 100} edits`,
  'one build',
  publish === null ? null : `${publish.burst.builds} build(s), ${publish.burst.lastPublishToAllLiveSeconds} s after the last`,
  publish?.burst?.builds === 1,
  publish,
);

const build = read('bench-build');
const seed = build?.byOffers?.seed;
row('Cold build of the seed', '< 60 s', seed === undefined ? null : `${seed.cold.seconds} s, ${seed.cold.pages} pages`, seed?.cold.seconds < 60, build);
row('Warm build, no change', '—', seed === undefined ? null : `${seed.warm.seconds} s`, true, build);
row('Each extra offer page', '< 3 ms', build?.msPerExtraPage == null ? null : `${build.msPerExtraPage} ms`, build?.msPerExtraPage < 3, build);

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
