import { ERROR, type LoginError } from '@portal/contracts';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { getParameter } from '../settings/service';
import { endDisablingIfOver, findUserByUsername, setPasswordHash, type UserRow } from '../users/service';
import type { Captcha } from '../../platform/captcha/captcha';
import { badRequest, forbidden, unauthorized } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { openSession, revokeUserSessions } from './sessions';
import { loginAttempts } from './tables';

export type SignInRequest = {
  username: string;
  password: string;
  rememberMe: boolean;
  altcha?: string;
  ip: string;
  userAgent?: string;
};

export type SignInResult = { ok: true; token: string } | { ok: false; status: 401 | 429; body: LoginError };

// More failures than this for one account within a minute are refused outright.
const ACCOUNT_FAILURES_PER_MINUTE = 10;

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

/** Whether the next sign-in for this account or address must carry a solved captcha. */
export async function captchaRequired(db: Db, username: string, ip: string): Promise<boolean> {
  const threshold = await getParameter(db, 'captcha_failed_attempts');
  const since = new Date(Date.now() - (await getParameter(db, 'login_failure_window_minutes')) * 60_000);
  const [byUser, byIp] = await Promise.all([
    failuresSinceLastSuccess(db, 'username', username.toLowerCase(), since),
    failuresSinceLastSuccess(db, 'ip', ip, since),
  ]);
  return byUser >= threshold || byIp >= threshold;
}

/** Why an account with the right password may still not sign in; null when it may. */
function statusRefusal(user: UserRow): LoginError | null {
  if (user.status === 'APPROVED') return null;
  return {
    _error: `login.status_${user.status.toLowerCase()}`,
    ...(user.status === 'DISABLED' && user.disabledTo ? { disabledTo: user.disabledTo.toISOString() } : {}),
    ...(user.status === 'REJECTED' && user.rejectReason ? { reason: user.rejectReason } : {}),
    ...(user.status === 'BLOCKED' && user.blockReason ? { reason: user.blockReason } : {}),
  };
}

/** Checks the captcha when due, then the credentials and the account status; opens a session. */
export async function signIn(db: Db, captcha: Captcha, request: SignInRequest): Promise<SignInResult> {
  const username = request.username.trim();
  const usernameKey = username.toLowerCase();
  const { ip } = request;
  const record = async (success: boolean, action: string, userId?: number) => {
    await db.insert(loginAttempts).values({ username: usernameKey, ip, success });
    await writeAudit(db, { action, entity: 'user', entityId: userId ?? null, actorUsername: username, ip });
  };

  const [recent] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, usernameKey),
        eq(loginAttempts.success, false),
        gt(loginAttempts.at, sql`now() - interval '1 minute'`),
      ),
    );
  if (recent.n >= ACCOUNT_FAILURES_PER_MINUTE) {
    await writeAudit(db, { action: 'login.rate_limited', entity: 'user', actorUsername: username, ip });
    return { ok: false, status: 429, body: { _error: ERROR.tooManyRequests, captchaRequired: true } };
  }

  if (await captchaRequired(db, usernameKey, ip)) {
    if (!(await captcha.verify(db, request.altcha))) {
      await record(false, 'login.captcha_failed');
      return { ok: false, status: 401, body: { _error: ERROR.captcha, captchaRequired: true } };
    }
  }

  const user = await findUserByUsername(db, username);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, request.password)
    : (await burnPasswordCheck(request.password), false);
  if (!user || !passwordOk) {
    await record(false, 'login.failed', user?.id);
    return {
      ok: false,
      status: 401,
      body: { _error: ERROR.invalidCredentials, captchaRequired: await captchaRequired(db, usernameKey, ip) },
    };
  }

  const refusal = statusRefusal(await endDisablingIfOver(db, user));
  if (refusal) {
    await writeAudit(db, {
      action: 'login.refused_status',
      entity: 'user',
      entityId: user.id,
      actorUsername: username,
      ip,
      after: { status: user.status },
    });
    return { ok: false, status: 401, body: refusal };
  }

  await record(true, 'login.succeeded', user.id);
  const token = await openSession(db, user, { rememberMe: request.rememberMe, ip, userAgent: request.userAgent });
  return { ok: true, token };
}

/**
 * Changes the signed-in user's password after checking the old one; every session of the user
 * is revoked and a new one opened for the caller.
 */
export async function changePassword(
  db: Db,
  actor: { userId: number; username: string; rememberMe: boolean; ip: string; userAgent?: string },
  input: { username: string; oldPassword: string; password: string; confirmPassword?: string },
): Promise<{ token: string }> {
  if (input.username.toLowerCase() !== actor.username.toLowerCase()) throw forbidden();
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw badRequest({ confirmPassword: 'eauction.confirm_password_missmatch' });
  }
  const user = await findUserByUsername(db, actor.username);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw badRequest({ oldPassword: 'profile.wrong_old_password' });
  }
  if (await verifyPassword(user.passwordHash, input.password)) {
    throw badRequest({ password: 'profile.password_not_changed' });
  }
  await setPasswordHash(db, user.id, await hashPassword(input.password));
  await revokeUserSessions(db, user.id, 'password_changed');
  await writeAudit(db, {
    action: 'user.password_changed',
    entity: 'user',
    entityId: user.id,
    actorId: user.id,
    actorUsername: user.username,
    ip: actor.ip,
  });
  const token = await openSession(db, user, { rememberMe: actor.rememberMe, ip: actor.ip, userAgent: actor.userAgent });
  return { token };
}
