import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { CAPTCHA_MAX_COST } from '../../platform/captcha/captcha';
import type { Db } from '../../platform/db/database';
import { queueMail } from '../mail';
import { getParameter } from '../settings';
import type { UserRow } from '../users';
import { loginAttempts } from './tables';

/*
 * Brute-force protection of sign-in, counted from the `login_attempts` rows (so every instance sees the same
 * counts): failures since the last success within `login_failure_window_minutes`, per account (the username's key,
 * `usernameKey`, which every spelling of the account shares) and per address. Only attempts whose password was
 * checked are rows; a refused captcha, a locked or rate-limited account write none. From `captcha_failed_attempts`
 * failures a captcha is due, and its work doubles with each further failure (a progressive delay that costs the
 * guesser, not the server); after `login_lockout_failures` failures of one account it is locked for
 * `login_lockout_minutes` from its last failure.
 */

async function failuresSinceLastSuccess(db: Db, column: 'username' | 'ip', value: string, since: Date) {
  const key = column === 'username' ? loginAttempts.username : loginAttempts.ip;
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(key, value), eq(loginAttempts.success, true), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const from = lastSuccess ? lastSuccess.at : since;
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(key, value), eq(loginAttempts.success, false), gt(loginAttempts.at, from)));
  return row.n;
}

/**
 * The captcha work the next sign-in of this account from this address must carry: null when no captcha is due,
 * otherwise 1 at the threshold, doubling with each further failure up to the captcha's cap.
 */
export async function requiredCaptchaCost(db: Db, usernameKey: string | null, ip: string): Promise<number | null> {
  const threshold = await getParameter(db, 'captcha_failed_attempts');
  const since = new Date(Date.now() - (await getParameter(db, 'login_failure_window_minutes')) * 60_000);
  // One after the other: inside a transaction both would share one connection.
  const byAccount = usernameKey ? await failuresSinceLastSuccess(db, 'username', usernameKey, since) : 0;
  const byAddress = await failuresSinceLastSuccess(db, 'ip', ip, since);
  const failures = Math.max(byAccount, byAddress);
  if (failures < threshold) return null;
  return Math.min(2 ** Math.min(failures - threshold, 30), CAPTCHA_MAX_COST);
}

/**
 * When the account is locked, the end of the lock: its last `login_lockout_failures` failures since the last
 * success fall within the failure window of each other and the latest is less than `login_lockout_minutes` old.
 * Unknown usernames lock the same way, so the answer tells nobody which accounts exist.
 */
export async function lockedUntil(db: Db, usernameKey: string): Promise<Date | null> {
  const limit = await getParameter(db, 'login_lockout_failures');
  const windowMs = (await getParameter(db, 'login_failure_window_minutes')) * 60_000;
  const lockMs = (await getParameter(db, 'login_lockout_minutes')) * 60_000;
  const rows = await db
    .select({ at: loginAttempts.at, success: loginAttempts.success })
    .from(loginAttempts)
    .where(eq(loginAttempts.username, usernameKey))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(limit);
  if (rows.length < limit || rows.some((r) => r.success)) return null;
  const latest = rows[0].at.getTime();
  if (latest - rows[rows.length - 1].at.getTime() > windowMs) return null;
  const until = new Date(latest + lockMs);
  return until.getTime() > Date.now() ? until : null;
}

/**
 * Serialises the sign-ins of one account inside their transactions (on every instance), so concurrent guesses
 * cannot all pass the captcha and lock checks before any failure is counted.
 */
export async function serialiseAccountSignIns(db: Db, usernameKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${usernameKey}`}))`);
}

/** After a failure: when it locked the account, writes the audit entry and mails the owner (if any). */
export async function lockIfDue(
  db: Db,
  attempt: { usernameKey: string; username: string; ip: string; user: UserRow | undefined; publicUrl: string },
): Promise<Date | null> {
  const until = await lockedUntil(db, attempt.usernameKey);
  if (!until) return null;
  const { user } = attempt;
  await writeAudit(db, {
    action: 'login.locked',
    entity: 'user',
    entityId: user?.id ?? null,
    actorUsername: attempt.username,
    ip: attempt.ip,
    after: { lockedUntil: until.toISOString() },
  });
  if (user?.email) {
    await queueMail(db, {
      to: user.email,
      template: 'account_locked',
      lang: user.lang,
      params: { username: user.username, until, link: `${attempt.publicUrl}/forgotten_password` },
    });
  }
  return until;
}
