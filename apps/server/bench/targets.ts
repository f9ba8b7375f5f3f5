// The targets, one line each, with PASS or SHORT beside the figure: every phase adds its own rows and the
// bench prints them together at the end of a run. Informational: the bench exits 0 whatever they say.

/** One target: what is measured, the bound it is held to, the figure reached and whether it is met. */
export interface TargetRow {
  target: string;
  bound: string;
  figure: string;
  met: boolean;
}

const rows: TargetRow[] = [];

/** Notes a target's outcome for the summary. */
export function recordTarget(row: TargetRow) {
  rows.push(row);
}

/** Prints the summary of every target recorded in this run (nothing when no phase recorded one). */
export function printTargets() {
  if (rows.length === 0) return;
  const width = Math.max(...rows.map((r) => r.target.length));
  console.log('\nTargets');
  for (const r of rows) {
    console.log(`  ${r.met ? 'PASS ' : 'SHORT'}  ${r.target.padEnd(width)}  ${r.figure} (target ${r.bound})`);
  }
}
