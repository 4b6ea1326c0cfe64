// What npm run bench:lighthouse makes of its runs (scripts/lib/lighthouse-runs.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { median, medians, pairedRatios } from '../../scripts/lib/lighthouse-runs.mjs';

const run = (metrics, scores = {}) => ({ metrics, scores });

test('the median of an odd count is its middle value, of an even count the mean of the two middle ones', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test("a page's medians: each category's and each metric's apart, a missing metric counted as Infinity", () => {
  const runs = [run({ tbt: 300, lcp: 900 }, { performance: 90 }), run({ tbt: 100 }, { performance: 97 }), run({ tbt: 200, lcp: 800 }, { performance: 95 })];
  assert.deepEqual(medians(runs, ['performance'], ['tbt', 'lcp']), { scores: { performance: 95 }, metrics: { tbt: 200, lcp: 900 } });
});

test('ratios are taken round by round, not as the ratio of the medians', () => {
  // The machine slows down in the third round: the bare page's and the page's runs both double.
  const floor = [run({ tbt: 100 }), run({ tbt: 110 }), run({ tbt: 300 })];
  const page = [run({ tbt: 150 }), run({ tbt: 160 }), run({ tbt: 450 })];
  const { tbt } = pairedRatios(page, floor, ['tbt']);
  assert.deepEqual(
    tbt.runs.map((ratio) => Number(ratio.toFixed(2))),
    [1.5, 1.45, 1.5],
  );
  assert.equal(tbt.median, 1.5);
  // The medians' ratio would have paired the page's 160 with the floor's 110.
  assert.notEqual(tbt.median, median([150, 160, 450]) / median([100, 110, 300]));
});

test('a floor under 1 counts as 1; runs that do not pair are an error', () => {
  assert.deepEqual(pairedRatios([run({ tbt: 40 })], [run({ tbt: 0 })], ['tbt']).tbt, { median: 40, runs: [40] });
  assert.throws(() => pairedRatios([run({ tbt: 1 })], [], ['tbt']), /do not pair/);
});
