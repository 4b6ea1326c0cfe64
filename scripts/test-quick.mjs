// npm run test:quick: what needs no site build, in a couple of minutes: the API's tests (the real CMS on
// SQLite and PostgreSQL, their seeds from the cache when the CMS did not change) and, beside them, the unit
// tests (jest) and the script tests (node --test). Ends with "N passed, N failed" over the three.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './lib/paths.mjs';
import { jestTally, playwrightTally, tapTally } from './lib/tallies.mjs';

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
const ARTIFACTS = path.join(ROOT, 'tests', 'artifacts');
fs.mkdirSync(ARTIFACTS, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** Runs a command, its output kept for the end; resolves with its status and output. */
const run = (command, args) =>
  new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString('utf8'), took: seconds() }));
  });

if ((spawnSync('npm', ['run', '--silent', 'build:site-map'], { cwd: ROOT, stdio: 'inherit' }).status ?? 1) !== 0) process.exit(1);
const jestReport = path.join(ARTIFACTS, 'jest-quick.json');
const apiReport = path.join(ARTIFACTS, 'playwright-api.json');
for (const file of [jestReport, apiReport]) fs.rmSync(file, { force: true });
const [api, jest, scripts] = await Promise.all([
  run(bin('playwright'), ['test', '--config', 'playwright.api.config.ts']),
  run(bin('jest'), ['--json', `--outputFile=${jestReport}`]),
  run('node', ['--test', '--test-reporter=tap', 'tests/scripts/']),
]);

let passed = 0;
let failed = 0;
for (const [title, result, tally] of [
  ['API tests', api, () => playwrightTally(apiReport, api.status)],
  ['Unit tests (jest)', jest, () => jestTally(jestReport, jest.status)],
  ['Script tests', scripts, () => tapTally(scripts.output, scripts.status)],
]) {
  console.log(`\n== ${title} (done at ${result.took})`);
  // A passing run says its counts; a failing one all it printed.
  const summary = { 'API tests': /^\s+\d+ (passed|flaky)/, 'Unit tests (jest)': /^Tests:/, 'Script tests': /^# (pass|fail) / }[title];
  const lines = result.output.split('\n');
  process.stdout.write(`${(result.status === 0 ? lines.filter((line) => summary.test(line)) : lines).join('\n')}\n`);
  const counts = tally();
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`\nQuick tests finished in ${seconds()}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
