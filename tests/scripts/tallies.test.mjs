// What npm test and npm run test:quick count of a run (scripts/lib/tallies.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jestTally, playwrightTally, tapTally } from '../../scripts/lib/tallies.mjs';

const report = (content) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tally-')), 'report.json');
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
};

test('a Playwright run: flaky tests pass, tests that did not run fail, an error of the run fails once more', () => {
  const stats = { expected: 10, flaky: 1, unexpected: 2, skipped: 3 };
  assert.deepEqual(playwrightTally(report({ stats }), 1), { passed: 11, failed: 5, skipped: 3 });
  assert.deepEqual(playwrightTally(report({ stats: { ...stats, unexpected: 0, skipped: 0 }, errors: [{ message: 'setup' }] }), 1), {
    passed: 11,
    failed: 1,
    skipped: 0,
  });
  assert.deepEqual(playwrightTally('/nowhere/report.json', 1), { passed: 0, failed: 1, skipped: 0 });
});

test('a jest run: its suites that could not run fail; a runner that broke with no failure counts one', () => {
  assert.deepEqual(jestTally(report({ numPassedTests: 7, numFailedTests: 1, numRuntimeErrorTestSuites: 2 }), 1), { passed: 7, failed: 3 });
  assert.deepEqual(jestTally(report({ numPassedTests: 7, numFailedTests: 0 }), 1), { passed: 7, failed: 1 });
  assert.deepEqual(jestTally(report({ numPassedTests: 7, numFailedTests: 0 }), 0), { passed: 7, failed: 0 });
});

test('a node --test run, from its TAP summary', () => {
  assert.deepEqual(tapTally('ok 1 - a\n# pass 30\n# fail 0\n', 0), { passed: 30, failed: 0 });
  assert.deepEqual(tapTally('# pass 29\n# fail 1\n', 1), { passed: 29, failed: 1 });
  assert.deepEqual(tapTally('Error: cannot start\n', 1), { passed: 0, failed: 1 });
});
