// The memory of a process and all its descendants (Gatsby's build is a parent and its workers), sampled
// from /proc: the benchmarks report a build's peak. Proportional set size (PSS): a page shared by several
// processes counts once in all, split between them. Gatsby's processes all map its LMDB datastore, whose
// pages the resident sizes would count once per process (a cold build at 20,000 offers: 7.4 to 8.9 GB of
// summed resident size, 5.4 GB of summed PSS).
import fs from 'node:fs';

/** The processes below each process, by parent id. */
function childrenByParent() {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone between the listing and the read
    }
    // The command name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  return children;
}

/** A process's proportional set size in bytes (0 once it has exited). */
function pss(pid) {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Bytes of memory of `pid` and every process below it, now (PSS). */
export function treeMemory(pid) {
  const children = childrenByParent();
  let total = 0;
  const stack = [pid];
  while (stack.length > 0) {
    const current = stack.pop();
    total += pss(current);
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Samples a process tree every `everyMs` until `stop()`, which returns the peak in MB. */
export function peakSampler(everyMs = 1000) {
  let pid;
  let peak = 0;
  const sample = () => {
    if (pid !== undefined) peak = Math.max(peak, treeMemory(pid));
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
