import { lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { deleted } from '../../platform/scheduler/jobs';
import type { JobDefinition } from '../../platform/scheduler/scheduler';
import { accountTokens } from './tables';

const DAY = 24 * 60 * 60_000;
/** Used or expired confirmation codes and reset tokens are kept this long (so a late click is still explained by the log). */
export const KEEP_ACCOUNT_TOKENS_MS = 30 * DAY;

/** Housekeeping of the registration module, run by the scheduler. */
export const REGISTRATION_JOBS: JobDefinition[] = [
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
