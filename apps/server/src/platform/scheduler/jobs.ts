import { lt } from 'drizzle-orm';
import { usedCaptchas } from '../captcha/tables';
import type { Db } from '../db/database';
import { rateLimitCounters } from '../http/tables';
import { realtimeEvents } from '../realtime/tables';
import type { JobSummary } from '@portal/contracts';
import type { JobDefinition, Scheduler } from './scheduler';

const MINUTE = 60_000;
/** Bus events are read by every instance right after commit; an hour is plenty. */
export const KEEP_EVENTS_MS = 60 * MINUTE;

const ago = (ms: number) => new Date(Date.now() - ms);

/** The summary of a pruning job: `job.result.deleted` with the count. */
export async function deleted(rows: Promise<unknown[]>): Promise<JobSummary> {
  return { key: 'job.result.deleted', params: { count: (await rows).length } };
}

/** The platform's housekeeping jobs; modules register their own (auth: sessions, sign-in attempts). */
export const PLATFORM_JOBS: JobDefinition[] = [
  {
    code: 'realtime_events_prune',
    descriptionKey: 'job.realtime_events_prune',
    intervalMs: 10 * MINUTE,
    run: (db: Db) =>
      deleted(
        db
          .delete(realtimeEvents)
          .where(lt(realtimeEvents.createdAt, ago(KEEP_EVENTS_MS)))
          .returning({ n: realtimeEvents.id }),
      ),
  },
  {
    code: 'captcha_prune',
    descriptionKey: 'job.captcha_prune',
    intervalMs: 60 * MINUTE,
    run: (db: Db) =>
      deleted(
        db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date())).returning({ s: usedCaptchas.signature }),
      ),
  },
  {
    // An expired counter counts as absent (the next hit starts at 1), so deleting it changes no answer.
    code: 'rate_limit_counters_prune',
    descriptionKey: 'job.rate_limit_counters_prune',
    intervalMs: 10 * MINUTE,
    run: (db: Db) =>
      deleted(
        db
          .delete(rateLimitCounters)
          .where(lt(rateLimitCounters.resetAt, new Date()))
          .returning({ k: rateLimitCounters.key }),
      ),
  },
];

export function registerPlatformJobs(scheduler: Scheduler): void {
  for (const job of PLATFORM_JOBS) scheduler.register(job);
}
