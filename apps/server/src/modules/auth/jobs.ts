import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { deleted } from '../../platform/scheduler/jobs';
import type { JobDefinition } from '../../platform/scheduler/scheduler';
import { loginAttempts, sessions } from './tables';

const DAY = 24 * 60 * 60_000;
/** Expired or revoked sessions and sign-in attempts are kept this long (for the audit of sign-ins). */
export const KEEP_SESSIONS_MS = 30 * DAY;
export const KEEP_LOGIN_ATTEMPTS_MS = 30 * DAY;

const ago = (ms: number) => new Date(Date.now() - ms);

/** Housekeeping of the auth module, run by the scheduler. */
export const AUTH_JOBS: JobDefinition[] = [
  {
    code: 'sessions_prune',
    descriptionKey: 'job.sessions_prune',
    intervalMs: 60 * 60_000,
    run: (db: Db) =>
      deleted(
        db
          .delete(sessions)
          .where(
            or(
              lt(sessions.expiresAt, ago(KEEP_SESSIONS_MS)),
              and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, ago(KEEP_SESSIONS_MS))),
            ),
          )
          .returning({ id: sessions.id }),
      ),
  },
  {
    code: 'login_attempts_prune',
    descriptionKey: 'job.login_attempts_prune',
    intervalMs: 60 * 60_000,
    run: (db: Db) =>
      deleted(
        db
          .delete(loginAttempts)
          .where(lt(loginAttempts.at, ago(KEEP_LOGIN_ATTEMPTS_MS)))
          .returning({ id: loginAttempts.id }),
      ),
  },
];
