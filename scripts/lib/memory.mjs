// The resident memory of a process and all its descendants (Gatsby's build is a parent and its workers),
// sampled from /proc: the benchmarks report a build's peak.
import fs from 'node:fs';

const PAGE_BYTES = 4096;

/** Resident bytes of `pid` and every process below it, now (0 once it has exited). */
export function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone between the listing and the read
    }
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    rss.set(Number(entry), Number(fields[21]) * PAGE_BYTES);
  }
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    total += rss.get(current) ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Samples a process tree every `everyMs` until `stop()`, which returns the peak in MB. */
export function peakSampler(everyMs = 500) {
  let pid;
  let peak = 0;
  const sample = () => {
    if (pid !== undefined) peak = Math.max(peak, treeRss(pid));
  };
  const timer = setInterval(sample, everyMs);
  return {
    watch: (child) => {
      pid = child.pid;
    },
    stop: () => {
      sample();
      clearInterval(timer);
      return Math.round(peak / 1024 / 1024);
    },
  };
}
