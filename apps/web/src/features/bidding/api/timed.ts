import { clockSample, type ClockSample } from '../lib/server-clock';

/** An answer with the clock sample of its request (spec §9: every answer carries `serverTime`). */
export type Timed<T> = { answer: T; sample: ClockSample | null };

/** Runs a request and takes the server clock's sample from the answer's `serverTime`. */
export async function timed<T extends { serverTime: string }>(call: () => Promise<T>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const answer = await call();
  return { answer, sample: clockSample(sentAt, Date.now(), answer.serverTime) };
}
