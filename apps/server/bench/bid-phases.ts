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

/** Closed-loop phases without HTTP (the raw bound, the bid command) on every shape and load, on PostgreSQL. */
export async function directPhases(
  run: PhaseRun,
  label: string,
  phase: (options: DirectPhaseOptions) => Promise<PhaseStats>,
  url: string,
  data: BenchData,
  amounts: Amounts,
) {
  const results = new Map<string, PhaseStats>();
  for (const shape of SHAPES) {
    for (const workers of CONCURRENCY) {
      await readAllNotices(url);
      const stats = await run.watched(() =>
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
      results.set(key(shape, workers), stats);
      run.log(`${label} ${shape}, ${workers} workers: ${brief(stats)}`);
    }
  }
  return results;
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
  const results = new Map<string, PhaseStats>();
  for (const shape of SHAPES) {
    for (const workers of CONCURRENCY) {
      // On PostgreSQL, where this process can reach the database (the embedded one is the server's own, and fresh).
      if (databaseUrl) await readAllNotices(databaseUrl);
      const stats = await run.watched(() =>
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
      results.set(key(shape, workers), stats);
      run.log(`${label} ${shape}, ${workers} bidders: ${brief(stats)}`);
    }
  }
  return { bidders, results };
}
