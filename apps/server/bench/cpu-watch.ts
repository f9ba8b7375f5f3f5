// How much CPU other processes took while a phase ran: the machine's busy time (/proc/stat) minus the
// time of the bench's own processes (this process and its children, the PostgreSQL cluster's processes).
// With 2 cores a test run or a build elsewhere changes the figures; this says when it happened.
import fs from 'node:fs';

/** `ours`: user + system jiffies of each of the bench's processes. */
type Sample = { at: number; busy: number; steal: number; total: number; ours: Map<number, number> };

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** Every process as pid → [parent pid, user + system jiffies]. */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (!stat) continue;
    // Fields after the command (which may hold spaces): state ppid … utime (12th) stime (13th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.set(Number(name), [Number(fields[1]), Number(fields[11]) + Number(fields[12])]);
  }
  return table;
}

function sample(roots: number[]): Sample | null {
  const stat = read('/proc/stat');
  if (!stat) return null;
  // cpu user nice system idle iowait irq softirq steal …
  const [user, nice, system, idle, iowait, irq, softirq, steal] = stat
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const table = processTable();
  const rootSet = new Set(roots);
  const ours = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; hops++) {
      if (rootSet.has(p)) return true;
      p = table.get(p)?.[0] ?? 0;
    }
    return false;
  };
  const oursJiffies = new Map<number, number>();
  for (const [pid, [, jiffies]] of table) if (ours(pid)) oursJiffies.set(pid, jiffies);
  const busy = user + nice + system + irq + softirq;
  return { at: Date.now(), busy, steal, total: busy + idle + iowait + steal, ours: oursJiffies };
}

/** The PostgreSQL cluster's postmaster (BENCH_PG_PID, set by scripts/bench.mjs) and this process. */
const roots = () => [process.pid, Number(process.env.BENCH_PG_PID) || 0].filter((p) => p > 0);

export type OtherLoad = { cores: number; steal: number };

/** Starts watching; `stop()` answers the cores other processes kept busy on average, and the VM's steal. */
export function watchCpu(): { stop(): OtherLoad | null } {
  const first = sample(roots());
  return {
    stop() {
      const last = sample(roots());
      if (!first || !last || last.total <= first.total) return null;
      const cores = (last.total - first.total) / ((last.at - first.at) / 1000) / 100; // jiffies: 1/100 s
      const share = (n: number) => (n / (last.total - first.total)) * cores;
      // What the bench's processes used meanwhile: processes that exited in between (idle pool
      // connections closing) count nothing rather than taking their whole past off.
      let ours = 0;
      for (const [pid, jiffies] of last.ours) ours += Math.max(0, jiffies - (first.ours.get(pid) ?? 0));
      return {
        cores: Math.max(0, share(last.busy - first.busy - ours)),
        steal: share(last.steal - first.steal),
      };
    },
  };
}

/**
 * Waits (up to `maxMs`) until other processes have left the cores nearly idle for a second, so a phase
 * does not start in the middle of someone's test run or build. Answers whether it got that quiet.
 */
export async function waitForQuiet(maxMs: number, threshold = 0.1): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const watch = watchCpu();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const other = watch.stop();
    if (!other || other.cores < threshold) return true;
    if (Date.now() >= deadline) return false;
  }
}
