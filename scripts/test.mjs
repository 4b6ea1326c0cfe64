// npm test: the site map package's build, then the API's tests (Playwright's runner against the real CMS on
// SQLite and PostgreSQL, no site), the end-to-end tests (Playwright against the real stack) and, beside
// them at a low priority, the checks that need no stack: unit tests (jest), script tests, version floors,
// locale files, lint, type checks; then the bundle budget, which reads the end-to-end tests' build.
// Ends with one line "N passed, N failed" summing every test and check. A run of fewer tests than the
// count recorded in tests/test-count.json fails (no silent narrowing: a test dropped, a suite that did not
// run, a `.only` left behind); a change that adds tests raises the count in the same commit.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './lib/paths.mjs';
import { jestTally, playwrightTally, tapTally } from './lib/tallies.mjs';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');
fs.mkdirSync(ARTIFACTS, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

let passed = 0;
let failed = 0;
/** A check that counts as one test: passed when its command exits 0. */
const count = (status) => {
  if (status === 0) passed += 1;
  else failed += 1;
  return status;
};
const started = Date.now();

/**
 * The end-to-end tests keep both cores busy only part of the time: while the SQLite seed runs alone,
 * while the CMS restarts and the build starts, while the editors' tests run last on one worker. The other
 * checks fill that time: niced, they take the processor only when the end-to-end tests leave it idle.
 */
const NICENESS = 10;

/** Runs a command at a low priority; resolves with its exit status and its output (stdout and stderr as they came). */
const runInBackground = (command, args) =>
  new Promise((resolve) => {
    const since = Date.now();
    const chunks = [];
    const child = spawn('nice', ['-n', String(NICENESS), command, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString('utf8'), took: seconds(since) }));
  });

const jestReport = path.join(ARTIFACTS, 'jest.json');
/** Adds a run's counts to the tally. */
const add = ({ passed: ok, failed: ko }) => {
  passed += ok;
  failed += ko;
};

/** The checks that need no stack, in the order their output is printed; each adds its tests to the tally. */
const CHECKS = [
  {
    title: 'Unit tests (jest)',
    command: bin('jest'),
    args: ['--json', `--outputFile=${jestReport}`],
    tally: ({ status }) => add(jestTally(jestReport, status)),
  },
  {
    title: 'Script tests (node --test: releases, the rebuild service, nginx reloads, the preview folder, version floors, bundle sizes)',
    command: 'node',
    args: ['--test', '--test-reporter=tap', 'tests/scripts/'],
    tally: ({ status, output }) => add(tapTally(output, status)),
  },
  { title: 'Dependency version floors (advisories; npm audit cannot run here)', command: 'node', args: ['scripts/check-versions.mjs'] },
  { title: 'Locale files (every key in fr and en, none unused)', command: 'node', args: ['scripts/check-locales.mjs'] },
  { title: 'Lint: ESLint with the layer rules', command: bin('eslint'), args: ['.'] },
  { title: 'Lint: Prettier', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  // The site's GraphQL types (src/gatsby-types.d.ts) are written by the build: checked once it is done.
  { title: 'Type check of the site (TypeScript strict)', command: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'], afterBuild: true },
  { title: 'Type check of the CMS (TypeScript strict)', command: bin('tsc'), args: ['--noEmit', '-p', 'cms/tsconfig.json'] },
];

console.log('\n== Site map (packages/site-map, compiled for the site, the CMS and the scripts)');
count(run('npm', ['run', '--silent', 'build:site-map']));

fs.rmSync(jestReport, { force: true });
/** Resolves once the end-to-end tests' build is done: when their tests start, or when they end. */
let built;
const buildDone = new Promise((resolve) => {
  built = resolve;
});
const runChecks = async (list) => {
  const results = [];
  for (const check of list) results.push({ check, ...(await runInBackground(check.command, check.args)) });
  return results;
};
const checks = Promise.all([
  runChecks(CHECKS.filter((check) => !check.afterBuild)),
  buildDone.then(() => runChecks(CHECKS.filter((check) => check.afterBuild))),
]).then((tracks) => tracks.flat().sort((a, b) => CHECKS.indexOf(a.check) - CHECKS.indexOf(b.check)));

/** Adds a Playwright run's tests to the tally from its JSON report, saying those that did not run. */
const tallyPlaywright = (report, status, what) => {
  const tally = playwrightTally(report, status);
  if (tally.skipped > 0) console.log(`${tally.skipped} ${what} did not run, counted as failed`);
  add(tally);
};

console.log('\n== API tests (Playwright, the real CMS on SQLite and on PostgreSQL, no site, no browser)');
console.log(
  `   Beside them and the end-to-end tests, at a low priority, their output after: ${CHECKS.map((check) => check.title.replace(/ \(.*/, '')).join(', ')}.`,
);
const apiReport = path.join(ARTIFACTS, 'playwright-api.json');
fs.rmSync(apiReport, { force: true });
// Not spawnSync: the checks' output is read meanwhile.
const apiStatus = await new Promise((resolve) => {
  const child = spawn(bin('playwright'), ['test', '--config', 'playwright.api.config.ts', '--forbid-only'], { cwd: ROOT, stdio: 'inherit' });
  child.on('error', () => resolve(1));
  child.on('close', (status) => resolve(status ?? 1));
});
tallyPlaywright(apiReport, apiStatus, 'API test(s)');
console.log(`API tests done at ${seconds(started)}`);

console.log('\n== End-to-end tests (Playwright, real CMS, build, nginx, Chromium)');
const pwReport = path.join(ARTIFACTS, 'playwright.json');
fs.rmSync(pwReport, { force: true });
const pwStatus = await new Promise((resolve) => {
  const child = spawn(bin('playwright'), ['test', '--forbid-only'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  // Playwright's list reporter says « Running N tests using N workers » once its global setup, which
  // builds the site, is done.
  let line = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    const lines = (line + chunk.toString('utf8')).split('\n');
    line = lines.pop() ?? '';
    if (lines.some((text) => /^Running \d+ tests? using \d+ workers?/.test(text))) built();
  });
  child.on('error', () => resolve(1));
  child.on('close', (status) => resolve(status ?? 1));
});
built();
tallyPlaywright(pwReport, pwStatus, 'end-to-end test(s)');
console.log(`End-to-end tests done at ${seconds(started)}`);

for (const { check, status, output, took } of await checks) {
  console.log(`\n== ${check.title} (${took}, beside the end-to-end tests)`);
  process.stdout.write(output);
  if (check.tally === undefined) count(status);
  else check.tally({ status, output });
  if (status !== 0) console.log(`${check.title}: FAILED (exit status ${status})`);
}

console.log('\n== Bundle budget (first-load JavaScript of each page kind, from the build the end-to-end tests made)');
count(run('node', ['scripts/check-bundle.mjs']));

const recorded = readJson(path.join(ROOT, 'tests', 'test-count.json'))?.tests ?? 0;
if (passed + failed < recorded) {
  console.log(`\n${passed + failed} tests ran, fewer than the ${recorded} of tests/test-count.json: one was dropped or did not run`);
  failed += 1;
}

console.log(`\nTests finished in ${seconds(started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
