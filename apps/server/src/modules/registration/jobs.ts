import { lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { deleted } from '../../platform/scheduler/jobs';
import type { JobDefinition } from '../../platform/scheduler/scheduler';
import { accountRequestsJob } from './recovery';
import { accountTokens } from './tables';

const DAY = 24 * 60 * 60_000;
/** Used or expired confirmation codes and reset tokens are kept this long (so a late click is still explained by the log). */
export const KEEP_ACCOUNT_TOKENS_MS = 30 * DAY;

/**
 * How often recorded recovery requests are resolved: at every tick of the scheduler (5 s by default), since the next
 * run counts from the end of the last one (a shorter interval than the tick would not run more often).
 */
export const ACCOUNT_REQUESTS_INTERVAL_MS = 1000;

/** Recovery mails and housekeeping of the registration module, run by the scheduler. */
export const registrationJobs = (publicUrl: string): JobDefinition[] => [
  {
    code: 'account_requests',
    descriptionKey: 'job.account_requests',
    intervalMs: ACCOUNT_REQUESTS_INTERVAL_MS,
    run: (db: Db) => accountRequestsJob(db, publicUrl),
  },
  {
    code: 'account_tokens_prune',
    descriptionKey: 'job.account_tokens_prune',
    intervalMs: 6 * 60 * 60_000,
    run: (db: Db) => {
      const before = new Date(Date.now() - KEEP_ACCOUNT_TOKENS_MS);
      return deleted(
        db
          .delete(accountTokens)
          .where(or(lt(accountTokens.expiresAt, before), lt(accountTokens.usedAt, before)))
          .returning({ id: accountTokens.id }),
      );
    },
  },
];
