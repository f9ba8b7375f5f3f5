// The closed-loop bid phases of `npm run bench`: (a), (a0) and (a2) without HTTP, (b) over HTTP, each on both shapes
// (hot lot, 100 lots) and both loads (CONCURRENCY), with a one-line summary per phase.
import { httpClosedLoop, SESSIONS_PER_BIDDER, signIn } from './http-bids';
import { acceptedPerSecond, type Amounts, percentile, type PhaseStats } from './load';
import type { OtherLoad } from './cpu-watch';
import type { DirectPhaseOptions } from './raw-sql';
import { readAllNotices } from './databases';
import { CONCURRENCY, key, SHAPES, type Shape } from './report';
import type { BenchData } from './setup';

/** What every phase is run with: the plan's times, the log and the CPU watch of main.ts. */
export type PhaseRun = {
  warmupMs: number;
  durationMs: number;
  log: (line: string) => void;
  watched: <T extends { other?: OtherLoad | null }>(phase: () => Promise<T>) => Promise<T>;
};

export const lotPicker = (data: BenchData, shape: Shape) =>
  shape === 'hot lot'
    ? () => data.hotLotId
    : () => data.spreadLotIds[Math.floor(Math.random() * data.spreadLotIds.length)];

const otherText = (o: OtherLoad | null | undefined) =>
  o ? `${o.cores.toFixed(2)} cores${o.steal >= 0.05 ? ` (+${o.steal.toFixed(2)} steal)` : ''}` : '?';
export const brief = (s: PhaseStats) =>
  `${acceptedPerSecond(s).toFixed(0)} accepted/s, ${s.refused} refused in ${s.seconds} s, p50 ${percentile(s.latencies, 0.5).toFixed(1)} ms, ` +
  `p99 ${percentile(s.latencies, 0.99).toFixed(1)} ms` +
  (s.limited ? `, ${s.limited} × 429` : '') +
  (s.errors ? `, ${s.errors} errors (first: ${s.firstError})` : '') +
  `; other processes: ${otherText(s.other)}`;

/** Runs `measure` on every shape and load, each after every notice was read (when `notices` names the database). */
async function overShapesAndLoads(
  run: PhaseRun,
  label: string,
  unit: 'workers' | 'bidders',
  notices: string | undefined,
  measure: (shape: Shape, workers: number) => Promise<PhaseStats>,
) {
  const results = new Map<string, PhaseStats>();
  for (const shape of SHAPES) {
    for (const workers of CONCURRENCY) {
      if (notices) await readAllNotices(notices);
      const stats = await run.watched(() => measure(shape, workers));
      results.set(key(shape, workers), stats);
      run.log(`${label} ${shape}, ${workers} ${unit}: ${brief(stats)}`);
    }
  }
  return results;
}

/** Closed-loop phases without HTTP (the raw bound, the bid command) on every shape and load, on PostgreSQL. */
export function directPhases(
  run: PhaseRun,
  label: string,
  phase: (options: DirectPhaseOptions) => Promise<PhaseStats>,
  url: string,
  data: BenchData,
  amounts: Amounts,
) {
  return overShapesAndLoads(run, label, 'workers', url, (shape, workers) =>
    phase({
      url,
      auctionId: data.auctionId,
      bidders: data.bidders,
      workers,
      pickLot: lotPicker(data, shape),
      amounts,
      warmupMs: run.warmupMs,
      durationMs: run.durationMs,
    }),
  );
}

/** Closed-loop HTTP phases (hot lot and 100 lots, 4 and 16 bidders) against a running server. */
export async function httpPhases(
  run: PhaseRun,
  label: string,
  port: number,
  data: BenchData,
  amounts: Amounts,
  databaseUrl?: string,
) {
  const signInStarted = performance.now();
  const bidders = await signIn(port, data.bidders, SESSIONS_PER_BIDDER);
  run.log(
    `${label}: ${data.bidders.length} bidders signed in ${SESSIONS_PER_BIDDER} times each in ` +
      `${((performance.now() - signInStarted) / 1000).toFixed(1)} s`,
  );
  // Notices are read on PostgreSQL, where this process can reach the database (the embedded one is the server's
  // own, and fresh).
  const results = await overShapesAndLoads(run, label, 'bidders', databaseUrl, (shape, workers) =>
    httpClosedLoop({
      port,
      auctionId: data.auctionId,
      bidders: bidders.slice(0, workers),
      workers,
      pickLot: lotPicker(data, shape),
      amounts,
      warmupMs: run.warmupMs,
      durationMs: run.durationMs,
    }),
  );
  return { bidders, results };
}
