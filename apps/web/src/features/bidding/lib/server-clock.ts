import { COUNTDOWN_DRIFT_RELOAD_MS } from '@portal/contracts/bidding';

/**
 * The server's clock as this browser sees it (spec §4, §9). Every answer carries `serverTime`; the
 * request's midpoint (start + round trip / 2) is when the server most likely read it, so
 * `offset = serverTime − midpoint` and the server's now is `Date.now() + offset`. The sample with the
 * smallest round trip is the most precise and is kept. Two browsers with different clocks then count
 * down the same second.
 */
export type ClockSample = {
  /** Milliseconds to add to `Date.now()` to get the server's time. */
  offset: number;
  roundTrip: number;
  /** This machine's time at the request's midpoint. */
  midpoint: number;
};

/** The sample of one answer: `sentAt` and `receivedAt` on this machine's clock; null for an unreadable time. */
export function clockSample(sentAt: number, receivedAt: number, serverTime: string): ClockSample | null {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server) || receivedAt < sentAt) return null;
  const roundTrip = receivedAt - sentAt;
  const midpoint = sentAt + roundTrip / 2;
  return { offset: server - midpoint, roundTrip, midpoint };
}

/** The better of two samples: the one with the smaller round trip (the first one when equal). */
export function betterSample(current: ClockSample | null, next: ClockSample): ClockSample {
  return current === null || next.roundTrip < current.roundTrip ? next : current;
}

/** Milliseconds to `endTime` (epoch ms) by the server's clock, as this machine reckons it at `now`. */
export function remainingMs(endTime: number, now: number, offset: number): number {
  return endTime - (now + offset);
}

/**
 * How far this screen's countdown (with the offset it holds) is from the server's `remainingTime` of an
 * answer, at the moment the server wrote it (the answer's midpoint).
 */
export function countdownDrift(
  lot: { endTime: number; remainingTime: number },
  sample: Pick<ClockSample, 'midpoint'>,
  offset: number,
): number {
  return Math.abs(remainingMs(lot.endTime, sample.midpoint, offset) - lot.remainingTime);
}

/** Spec §4/§9: a countdown that drifted more than `COUNTDOWN_DRIFT_RELOAD_MS` from the server's reloads. */
export const driftCallsForReload = (drift: number) => drift > COUNTDOWN_DRIFT_RELOAD_MS;

/**
 * The machine's clock was changed (or slept) when its wall time moved differently from the monotonic
 * `performance.now()` between two ticks by more than the drift limit: the offset no longer holds.
 */
export function clockJumped(
  before: { wall: number; mono: number },
  after: { wall: number; mono: number },
  limit = COUNTDOWN_DRIFT_RELOAD_MS,
): boolean {
  return Math.abs(after.wall - before.wall - (after.mono - before.mono)) > limit;
}

type Listener = () => void;

/**
 * The screen's one view of the server clock: holds the best sample, answers the server's now, and
 * starts over from the next sample after a reload (`restart`), a detected drift or a clock jump.
 */
export class ServerClock {
  private best: ClockSample | null = null;
  private restartPending = false;
  private readonly listeners = new Set<Listener>();

  get offset(): number {
    return this.best?.offset ?? 0;
  }

  get known(): boolean {
    return this.best !== null;
  }

  /** The server's time now, epoch ms. */
  now(): number {
    return Date.now() + this.offset;
  }

  /** The next sample replaces the held one whatever its round trip. */
  restart(): void {
    this.restartPending = true;
  }

  /**
   * Takes the sample of an answer and checks the answer's lots against the countdown held so far.
   * Answers true when a countdown drifted beyond the limit: the clock then starts over from this sample,
   * and the caller reloads what the old offset showed.
   */
  observe(sample: ClockSample | null, lots: ReadonlyArray<{ endTime: number; remainingTime: number }> = []): boolean {
    if (!sample) return false;
    const before = this.best;
    const drifted =
      before !== null &&
      !this.restartPending &&
      lots.some((lot) => lot.remainingTime > 0 && driftCallsForReload(countdownDrift(lot, sample, before.offset)));
    this.best = this.restartPending || drifted ? sample : betterSample(before, sample);
    this.restartPending = false;
    if (this.best !== before) for (const listener of this.listeners) listener();
    return drifted;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
