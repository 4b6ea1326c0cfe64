// What npm run bench:lighthouse makes of its runs: each page's medians, and its ratios to the bare page's.
// A ratio is taken run by run, each run of a page to the bare page's run of the same round (the rounds are
// interleaved: run 1 of every page, then run 2…), and the median of those is the page's: the machine's
// drift from one round to the next (another process, the CPU's clock) moves both sides of a pair, and the
// medians of each side taken apart would pair a page's quiet round with the bare page's busy one.

/** The middle value; the mean of the two middle ones for an even count. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A page's median score in each category and median of each metric (a metric a run lacks counts as Infinity). */
export const medians = (runs, categories, metrics) => ({
  scores: Object.fromEntries(categories.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
  metrics: Object.fromEntries(metrics.map((name) => [name, median(runs.map((run) => run.metrics[name] ?? Infinity))])),
});

/**
 * For each metric named, the ratio of each of a page's runs to the floor's run of the same round (a floor
 * under 1 counts as 1: a bare page with no blocking time at all), and their median.
 */
export function pairedRatios(runs, floorRuns, metrics) {
  if (runs.length !== floorRuns.length) throw new Error(`${runs.length} runs against the floor's ${floorRuns.length}: the rounds do not pair`);
  return Object.fromEntries(
    metrics.map((name) => {
      const byRun = runs.map((run, index) => (run.metrics[name] ?? Infinity) / Math.max(floorRuns[index].metrics[name] ?? 0, 1));
      return [name, { median: median(byRun), runs: byRun }];
    }),
  );
}
