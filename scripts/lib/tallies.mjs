// What a test run counts as passed and failed, from its report, for `npm test` and `npm run test:quick`.
// A run that exited in error without a failed test counts one failure: its runner broke.
import fs from 'node:fs';

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
/** A runner's counts, and one failure more when it exited in error with none counted. */
const counted = (passed, failed, status) => ({ passed, failed: failed + (status !== 0 && failed === 0 ? 1 : 0) });

/** jest's JSON report (--json --outputFile): its tests, and the suites that could not run. */
export function jestTally(report, status) {
  const jest = readJson(report);
  if (jest === null) return { passed: 0, failed: 1 };
  return counted(jest.numPassedTests, jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0), status);
}

/** node --test's TAP output: its « # pass N » and « # fail N ». */
export function tapTally(output, status) {
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
  return counted(count('pass'), count('fail'), status);
}

/**
 * Playwright's JSON report. No test is skipped on purpose: one that did not run (its project's dependency
 * failed: the stress and editors projects after a failure of the site tests) is not a pass; an error of
 * the run itself (its global setup) is a failure.
 */
export function playwrightTally(report, status) {
  const pw = readJson(report);
  if (pw === null) return { passed: 0, failed: 1, skipped: 0 };
  const { expected, flaky, unexpected, skipped } = pw.stats;
  const broken = (pw.errors ?? []).length > 0 || (status !== 0 && unexpected === 0);
  return { passed: expected + flaky, failed: unexpected + skipped + (broken ? 1 : 0), skipped };
}
