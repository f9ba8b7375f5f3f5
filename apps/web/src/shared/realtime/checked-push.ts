import type { z } from 'zod';

/** A topic whose pushes do not fit their contract is logged at most this often. */
export const PUSH_WARNING_INTERVAL_MS = 60_000;

/** When each topic was last logged (epoch ms). */
const warnedAt = new Map<string, number>();

/**
 * A push checked against its topic's schema in contracts: its value, or undefined when it does not fit. A push that
 * does not fit is logged (console.warn with the topic and zod's issues) at most once a minute per topic, so a server
 * and a screen that disagree show in the console instead of the screen silently missing the pushes.
 */
export function checkedPush<T>(topic: string, schema: z.ZodType<T>, body: unknown): T | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const now = Date.now();
  const last = warnedAt.get(topic);
  if (last === undefined || now - last >= PUSH_WARNING_INTERVAL_MS) {
    warnedAt.set(topic, now);
    console.warn(`A push on ${topic} does not fit its contract and is ignored`, parsed.error.issues);
  }
  return undefined;
}
