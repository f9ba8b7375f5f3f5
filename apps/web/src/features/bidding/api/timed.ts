import { ApiError, NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { clockSample, type ClockSample } from '../lib/server-clock';

/** An answer with the clock sample of its request (spec §9: every answer carries `serverTime`). */
export type Timed<T> = { answer: T; sample: ClockSample | null };

/** Runs a request and takes the server clock's sample from the answer's `serverTime`. */
export async function timed<T extends { serverTime: string }>(call: () => Promise<T>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const answer = await call();
  return { answer, sample: clockSample(sentAt, Date.now(), answer.serverTime) };
}

/**
 * How long a bid or a maximum waits for its answer. A network gone without a word (a half-open connection) would keep
 * the request, and the bidder, waiting for minutes; after this the bid counts as unanswered, and "Send again" repeats
 * it with the same `Idempotency-Key`, so it is never placed twice.
 */
export const ANSWER_TIMEOUT_MS = 10_000;

/** Runs a request that is given up after `ms` without its answer: for the caller, the server could not be reached. */
export async function withinDeadline<T>(call: (signal: AbortSignal) => Promise<T>, ms = ANSWER_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new ApiError(NETWORK_ERROR_STATUS, { _error: 'network_error' });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
