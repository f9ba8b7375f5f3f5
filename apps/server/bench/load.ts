// Load shapes shared by the raw-SQL and HTTP measurements: a closed loop of N workers and an open loop
// at a fixed rate, each with a warm-up that is not recorded, and the figures they yield.
import type { OtherLoad } from './cpu-watch';
import { INCREMENT, STARTING_PRICE } from './setup';

/** What one bid attempt came to. */
export type Outcome = 'accepted' | 'refused' | 'limited' | 'error';

export type PhaseStats = {
  accepted: number;
  refused: number;
  /** 429 answers (the per-address limit of send_bid); the bench spreads addresses so this stays 0. */
  limited: number;
  errors: number;
  firstError?: string;
  seconds: number;
  /** Milliseconds of each accepted attempt (closed loop: send → answer; open loop: planned send → answer). */
  latencies: number[];
  /** CPU other processes on the machine took meanwhile (set by the caller). */
  other?: OtherLoad | null;
};

export const acceptedPerSecond = (s: PhaseStats) => s.accepted / s.seconds;

/** The q-quantile (nearest rank) of the values, or NaN when there are none. */
export function percentile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rising amounts per lot: every attempt offers the lot's next step (start + n × step), so an attempt is
 * refused only when a bigger one committed first or its bidder already leads. Counters live as long as
 * the database, so later phases start above every earlier bid.
 */
export class Amounts {
  private readonly counters = new Map<number, number>();
  next(lotId: number): number {
    const n = (this.counters.get(lotId) ?? 0) + 1;
    this.counters.set(lotId, n);
    return STARTING_PRICE + (n - 1) * INCREMENT;
  }
}

function emptyStats(seconds: number): PhaseStats {
  return { accepted: 0, refused: 0, limited: 0, errors: 0, seconds, latencies: [] };
}

function record(stats: PhaseStats, outcome: Outcome, ms: number) {
  if (outcome === 'accepted') {
    stats.accepted++;
    stats.latencies.push(ms);
  } else if (outcome === 'refused') stats.refused++;
  else if (outcome === 'limited') stats.limited++;
  else stats.errors++;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `workers` loops each sending its next attempt as soon as the previous one is answered. Attempts that
 * start after the warm-up and end before the end of the window are recorded.
 */
export async function closedLoop(options: {
  workers: number;
  warmupMs: number;
  durationMs: number;
  attempt: (worker: number) => Promise<Outcome>;
}): Promise<PhaseStats> {
  const stats = emptyStats(options.durationMs / 1000);
  const measureFrom = performance.now() + options.warmupMs;
  const end = measureFrom + options.durationMs;
  const loop = async (worker: number) => {
    while (performance.now() < end) {
      const started = performance.now();
      let outcome: Outcome;
      try {
        outcome = await options.attempt(worker);
      } catch (error) {
        outcome = 'error';
        stats.firstError ??= describe(error);
      }
      const ended = performance.now();
      if (started >= measureFrom && ended <= end) record(stats, outcome, ended - started);
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, w) => loop(w)));
  return stats;
}

/**
 * Attempt i is sent at start + i / rate whatever the earlier ones are doing (no coordinated omission:
 * latency counts from the planned send). Attempts planned inside the window are recorded, also when
 * they are answered after it.
 */
export async function openLoop(options: {
  rate: number;
  warmupMs: number;
  durationMs: number;
  attempt: (i: number) => Promise<Outcome>;
}): Promise<PhaseStats> {
  const stats = emptyStats(options.durationMs / 1000);
  const start = performance.now();
  const measureFrom = start + options.warmupMs;
  const end = measureFrom + options.durationMs;
  const interval = 1000 / options.rate;
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; ; i++) {
    const due = start + i * interval;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const sent = options.attempt(i).then(
      (outcome) => {
        if (due >= measureFrom) record(stats, outcome, performance.now() - due);
      },
      (error) => {
        stats.firstError ??= describe(error);
        if (due >= measureFrom) record(stats, 'error', performance.now() - due);
      },
    );
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  }
  await Promise.all(inFlight);
  return stats;
}
