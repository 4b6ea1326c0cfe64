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

/**
 * Where a run's script boot-up went: Lighthouse's boot-up items (each a URL the main thread's tasks are
 * attributed to, counted in the total when its tasks took 50 ms or more) as the time the total counts of
 * each, its evaluation and its parse and compile, by a name that holds from one build to the next: a
 * script's file name without its content hash (`app`, `framework`, `component---src-templates-…`), the
 * page's own inline scripts and the callbacks they set up as `document`, a task no script is named in as
 * Lighthouse names it (`Unattributable`).
 */
export function bootupByScript(items) {
  const byName = {};
  for (const { url, scripting = 0, scriptParseCompile = 0 } of items) {
    let name = url;
    if (/^https?:/.test(url)) {
      const { pathname } = new URL(url);
      name = pathname.endsWith('.js') ? pathname.slice(pathname.lastIndexOf('/') + 1).replace(/-[0-9a-f]{20}\.js$|\.js$/, '') : 'document';
    }
    byName[name] = (byName[name] ?? 0) + scripting + scriptParseCompile;
  }
  return byName;
}

/** Each name's median over a page's runs (a run where a script was under Lighthouse's threshold counts 0), largest first. */
export function bootupMedians(runs) {
  const names = new Set(runs.flatMap((run) => Object.keys(run.bootupByScript ?? {})));
  return Object.fromEntries([...names].map((name) => [name, median(runs.map((run) => run.bootupByScript?.[name] ?? 0))]).sort((a, b) => b[1] - a[1]));
}

/**
 * Lighthouse's throttling method for the runs, from BENCH_LIGHTHOUSE_THROTTLING: `simulate` (its default,
 * the instrument: the page loaded at full speed, its tasks counted four times over) or `devtools`
 * (the CPU slowed four times and the network throttled while the page loads: only computing is slowed,
 * not the waits on the browser's other processes that the simulation multiplies too).
 */
export function throttlingMethod(value = 'simulate') {
  if (value === 'simulate' || value === 'devtools') return value;
  throw new Error(`BENCH_LIGHTHOUSE_THROTTLING is ${JSON.stringify(value)}: use simulate (the default) or devtools`);
}

/**
 * A main-thread task's own time on the CPU: its thread time (the trace's `tdur` of a complete event, or the
 * `tts` of its end less its start's) less its children's, at most its own time on the clock (`selfTime`,
 * what Lighthouse counts); a task the trace gives no thread time for counts its `selfTime`. On a machine
 * with few cores, the main thread waits, descheduled, while its page's other threads (the scripts'
 * streamed compiles, the network) and the browser's other processes run: the clock counts that wait in
 * the task that was running, the thread's time does not.
 */
export function ownThreadTime(task) {
  const threadTime = (node) => {
    if (node.event.tdur !== undefined) return node.event.tdur / 1000;
    if (node.event.tts !== undefined && node.endEvent?.tts !== undefined) return (node.endEvent.tts - node.event.tts) / 1000;
    return undefined;
  };
  const own = threadTime(task);
  if (own === undefined) return task.selfTime;
  const children = task.children.reduce((sum, child) => sum + (threadTime(child) ?? child.duration), 0);
  return Math.min(task.selfTime, Math.max(0, own - children));
}

/** The task groups of script work, as Lighthouse's boot-up counts them. */
const SCRIPT_GROUPS = ['scriptEvaluation', 'scriptParseCompile'];

/**
 * The script boot-up of a run as Lighthouse's `bootup-time` audit totals it, from the time of its tasks by
 * URL and task group (`getExecutionTimingsByURL` of its tracehouse): each URL's times multiplied by the
 * simulation's CPU slowdown (1 when the CPU was slowed for real), the script groups of every URL whose
 * total comes to `thresholdMs` or more, Lighthouse's own tasks left out.
 */
export function bootupTotal(timingsByURL, multiplier, thresholdMs = 50) {
  let total = 0;
  for (const [url, byGroup] of timingsByURL) {
    if (url === '_lighthouse-eval.js') continue;
    const all = Object.values(byGroup).reduce((sum, ms) => sum + ms, 0) * multiplier;
    if (all >= thresholdMs) total += SCRIPT_GROUPS.reduce((sum, group) => sum + (byGroup[group] ?? 0), 0) * multiplier;
  }
  return total;
}
