// START_TIMING=1: the start prints when each of its steps ends, in ms since the process started (Node's
// `performance.now()` counts from the process's start), to see where a slow start spends its time
// (docs/benchmarks.md, "Start").
const enabled = Boolean(process.env.START_TIMING);

/** Notes the end of a start step (printed only with START_TIMING set). */
export function startStep(step: string): void {
  if (enabled) console.log(`  start ${String(Math.round(performance.now())).padStart(6)} ms  ${step}`);
}
