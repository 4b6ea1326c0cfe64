// Gatsby's own phases, read from its output: "success <phase> - 1.234s" lines, summed by phase. The build
// benchmark reports them, and the rebuild service logs the slowest of each publication's build.

/**
 * A collector: give `onBuildLine` to buildSite; once it is done, read `phases` (seconds by phase name) and
 * `rendered.pages`, the pages whose HTML Gatsby rendered again (none when it says there are no new or
 * changed html files).
 */
export function phaseCollector() {
  const phases = {};
  const rendered = { pages: 0 };
  // Gatsby wraps its output at 80 columns: a long phase's name ends one line with " -", its time starts the next
  // ("Writing page-data.json and slice-data.json files to public directory", 30 s of a clean build at 20,000 offers).
  let wrapped = null;
  const onBuildLine = (line) => {
    // Colours, and the cursor moves of Gatsby's progress lines (erase, up, column), are stripped.
    // eslint-disable-next-line no-control-regex
    const text = line.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').trim();
    const full = wrapped === null ? text : `${wrapped} ${text}`;
    wrapped = /^success .+ -$/.test(text) ? text : null;
    const match = /^success (.+?) - (\d+(?:\.\d+)?)s(?: - (\d+)\/\d+)?/.exec(full);
    if (match === null) return;
    phases[match[1]] = Math.round(((phases[match[1]] ?? 0) + Number(match[2])) * 1000) / 1000;
    if (match[1] === 'Building static HTML for pages' && match[3] !== undefined) rendered.pages += Number(match[3]);
  };
  return { phases, rendered, onBuildLine };
}

/** The `count` slowest phases, as "name 1.2 s, …". */
export const slowestPhases = (phases, count = 8) =>
  Object.entries(phases)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
    .join(', ');
