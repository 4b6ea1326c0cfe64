// npm test: the site map package's build, unit tests (jest), script tests, version floors, lint, end-to-end
// tests (Playwright against the real stack), the bundle budget, type checks.
// Ends with one line "N passed, N failed" summing every test and check. A run of fewer tests than the
// count recorded in tests/test-count.json fails (no silent narrowing: a test dropped, a suite that did not
// run, a `.only` left behind); a change that adds tests raises the count in the same commit.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/paths.mjs';

process.env.GATSBY_TELEMETRY_DISABLED = '1';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');
fs.mkdirSync(ARTIFACTS, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const run = (command, args) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

let passed = 0;
let failed = 0;
/** A check that counts as one test: passed when its command exits 0. */
const count = (status) => {
  if (status === 0) passed += 1;
  else failed += 1;
  return status;
};
const started = Date.now();

console.log('\n== Site map (packages/site-map, compiled for the site, the CMS and the scripts)');
count(run('npm', ['run', '--silent', 'build:site-map']));

console.log('\n== Unit tests (jest)');
const jestReport = path.join(ARTIFACTS, 'jest.json');
fs.rmSync(jestReport, { force: true });
const jestStatus = run(bin('jest'), ['--json', `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
if (jest === null) failed += 1;
else {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) + (jestStatus !== 0 && jest.numFailedTests === 0 ? 1 : 0);
}

console.log('\n== Script tests (node --test: releases, the rebuild service, nginx reloads, the preview folder, version floors, bundle sizes)');
const scriptTests = spawnSync('node', ['--test', '--test-reporter=tap', 'tests/scripts/'], { cwd: ROOT, encoding: 'utf8' });
process.stdout.write(scriptTests.stdout);
process.stderr.write(scriptTests.stderr);
const tapCount = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(scriptTests.stdout)?.[1] ?? 0);
passed += tapCount('pass');
failed += tapCount('fail') + (scriptTests.status !== 0 && tapCount('fail') === 0 ? 1 : 0);

console.log('\n== Dependency version floors (advisories; npm audit cannot run here)');
count(run('node', ['scripts/check-versions.mjs']));

console.log('\n== Locale files (every key in fr and en, none unused)');
count(run('node', ['scripts/check-locales.mjs']));

console.log('\n== Lint (ESLint with the layer rules, then Prettier)');
count(run(bin('eslint'), ['.']));
count(run(bin('prettier'), ['--check', '--log-level', 'warn', '.']));

console.log('\n== End-to-end tests (Playwright, real CMS, build, nginx, Chromium)');
const pwReport = path.join(ARTIFACTS, 'playwright.json');
fs.rmSync(pwReport, { force: true });
const pwStatus = run(bin('playwright'), ['test', '--forbid-only']);
const pw = readJson(pwReport);
if (pw === null) failed += 1;
else {
  passed += pw.stats.expected + pw.stats.flaky;
  // No test is skipped on purpose: one that did not run (its project's dependency failed: the stress and
  // editors projects after a failure of the site tests) is not a pass.
  if (pw.stats.skipped > 0) console.log(`${pw.stats.skipped} end-to-end test(s) did not run, counted as failed`);
  failed += pw.stats.unexpected + pw.stats.skipped + ((pw.errors ?? []).length > 0 || (pwStatus !== 0 && pw.stats.unexpected === 0) ? 1 : 0);
}

console.log('\n== Bundle budget (first-load JavaScript of each page kind, from the build the end-to-end tests made)');
count(run('node', ['scripts/check-bundle.mjs']));

console.log('\n== Type checks (TypeScript strict, site and CMS)');
for (const [name, args] of [
  ['site', ['--noEmit', '-p', 'tsconfig.json']],
  ['cms', ['--noEmit', '-p', 'cms/tsconfig.json']],
]) {
  const status = count(run(bin('tsc'), args));
  console.log(`typecheck ${name}: ${status === 0 ? 'ok' : 'FAILED'}`);
}

const recorded = readJson(path.join(ROOT, 'tests', 'test-count.json'))?.tests ?? 0;
if (passed + failed < recorded) {
  console.log(`\n${passed + failed} tests ran, fewer than the ${recorded} of tests/test-count.json: one was dropped or did not run`);
  failed += 1;
}

console.log(`\nTests finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
