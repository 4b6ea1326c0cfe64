// What npm run bench:lighthouse makes of its runs (scripts/lib/lighthouse-runs.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  bootupByScript,
  bootupMedians,
  bootupTotal,
  median,
  medians,
  ownThreadTime,
  pairedRatios,
  throttlingMethod,
} from '../../scripts/lib/lighthouse-runs.mjs';

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

test("a run's boot-up by script: names without content hashes, the page's own as document, a total kept", () => {
  const items = [
    { url: 'http://127.0.0.1:9400/offres-emploi/1001-hote', total: 900, scripting: 170, scriptParseCompile: 15 },
    { url: 'http://127.0.0.1:9400/app-e40db1f335af83664af9.js', total: 420, scripting: 206, scriptParseCompile: 68 },
    { url: 'http://127.0.0.1:9400/2bd8c949a554448a7dbab326fc658c6a901bdc0f-0faea566980ccd7e3072.js', total: 66, scripting: 62, scriptParseCompile: 2 },
    { url: 'Unattributable', total: 1000, scripting: 10, scriptParseCompile: 0 },
  ];
  const byScript = bootupByScript(items);
  assert.deepEqual(byScript, { document: 185, app: 274, '2bd8c949a554448a7dbab326fc658c6a901bdc0f': 64, Unattributable: 10 });
  assert.equal(
    Object.values(byScript).reduce((sum, ms) => sum + ms, 0),
    533,
  );
});

test("a page's boot-up by script: each script's median over its runs, a run where it was not counted as 0", () => {
  const runs = [{ bootupByScript: { app: 300, commons: 60 } }, { bootupByScript: { app: 200 } }, { bootupByScript: { app: 250, commons: 80 } }];
  assert.deepEqual(bootupMedians(runs), { app: 250, commons: 60 });
  assert.deepEqual(Object.keys(bootupMedians([{ bootupByScript: { a: 1, b: 9 } }])), ['b', 'a']);
});

test('the throttling method: simulate by default, devtools when asked, anything else a clear error', () => {
  assert.equal(throttlingMethod(undefined), 'simulate');
  assert.equal(throttlingMethod('devtools'), 'devtools');
  assert.throws(() => throttlingMethod('applied'), /BENCH_LIGHTHOUSE_THROTTLING is "applied": use simulate \(the default\) or devtools/);
});

/** A main-thread task as Lighthouse's tracehouse gives it: its event, its own time on the clock, its children. */
const task = ({ selfTime, duration = selfTime, event = {}, endEvent, children = [] }) => ({ selfTime, duration, event, endEvent, children });

test("a task's own thread time: its thread time less its children's, at most its time on the clock", () => {
  // 10 ms on the clock of which 4 in a child; the thread ran 5 ms of it, 3 of them in the child: 2 ms its own.
  const child = task({ selfTime: 4, event: { tdur: 3000 } });
  assert.equal(ownThreadTime(task({ selfTime: 6, duration: 10, event: { tdur: 5000 }, children: [child] })), 2);
  // A begin and an end event: their thread timestamps.
  assert.equal(ownThreadTime(task({ selfTime: 8, event: { tts: 1000 }, endEvent: { tts: 4500 } })), 3.5);
  // Never more than its time on the clock, never less than nothing.
  assert.equal(ownThreadTime(task({ selfTime: 1, event: { tdur: 5000 } })), 1);
  assert.equal(ownThreadTime(task({ selfTime: 1, event: { tdur: 1000 }, children: [task({ selfTime: 2, event: { tdur: 2000 } })] })), 0);
  // No thread time in the trace: its time on the clock.
  assert.equal(ownThreadTime(task({ selfTime: 7 })), 7);
});

test("a run's boot-up as Lighthouse totals it: the script groups of each URL over the threshold, times the slowdown", () => {
  const timings = new Map([
    ['http://127.0.0.1/app-0123.js', { scriptEvaluation: 30, scriptParseCompile: 5, styleLayout: 10 }],
    // 12 ms: 48 ms at a 4× slowdown, under the threshold of 50.
    ['http://127.0.0.1/webpack-runtime-0123.js', { scriptEvaluation: 12 }],
    // Over the threshold by its layout, which is not script: its 2 ms of script count.
    ['http://127.0.0.1/page', { parseHTML: 20, scriptEvaluation: 2 }],
    ['_lighthouse-eval.js', { scriptEvaluation: 40 }],
  ]);
  assert.equal(bootupTotal(timings, 4), (35 + 2) * 4);
  // At a 2× slowdown, the runtime (24 ms) and the page (44 ms) stay under it.
  assert.equal(bootupTotal(timings, 2), 35 * 2);
  assert.equal(bootupTotal(new Map(), 4), 0);
});
