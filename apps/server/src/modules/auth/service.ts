import { ERROR, LOGIN_LOCKED, sameUsername, usernameKey, type LoginError } from '@portal/contracts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { ServiceContext, SignedInContext } from '../../platform/http/context';
import type { Db } from '../../platform/db/database';
import { endDisablingIfOver, findUserByUsername, setPasswordHash, type UserRow } from '../users';
import type { Captcha } from '../../platform/captcha/captcha';
import { badRequest, forbidden, unauthorized } from '../../platform/errors';
import { hashNewPassword } from './password-policy';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { openSession, revokeSession, revokeUserSessions } from './sessions';
import { lockedUntil, lockIfDue, requiredCaptchaCost, serialiseAccountSignIns } from './sign-in-protection';
import { loginAttempts } from './tables';

export type SignInRequest = {
  username: string;
  password: string;
  rememberMe: boolean;
  altcha?: string;
  userAgent?: string;
  /** Origin for the link in the lock notice. */
  publicUrl: string;
};

export type SignInResult =
  { ok: true; token: string } | { ok: false; status: 401 | 429; body: LoginError; retryAfterSeconds?: number };

function lockedAnswer(until: Date): SignInResult {
  return {
    ok: false,
    status: 429,
    body: { _error: LOGIN_LOCKED, captchaRequired: true, lockedUntil: until.toISOString() },
    retryAfterSeconds: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)),
  };
}

// More failures than this for one account within a minute are refused outright.
const ACCOUNT_FAILURES_PER_MINUTE = 10;

/** Whether the next sign-in for this username key or address must carry a solved captcha. */
/**
 * `GET /captcha/challenge`: the work the caller's next sign-in needs, from its address and, with a username, that
 * account's failures; null when no captcha is due.
 */
export function captchaCost({ db, caller }: ServiceContext, username: string | undefined): Promise<number | null> {
  return requiredCaptchaCost(db, username ? usernameKey(username) : null, caller.address);
}

async function captchaRequired(db: Db, key: string, ip: string): Promise<boolean> {
  return (await requiredCaptchaCost(db, key, ip)) !== null;
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

/**
 * Checks the captcha when due, then the credentials and the account status; opens a session. Counts are kept under
 * the username's key: look-ups compare the accounts' stored keys, so every spelling that reaches an account has the
 * account's key and shares its counts and its lock; a name that reaches none is counted under its own key. Only an
 * attempt whose password was checked (against the account, or against nothing for an unknown name) is counted.
 */
export async function signIn(ctx: ServiceContext, captcha: Captcha, request: SignInRequest): Promise<SignInResult> {
  const { db } = ctx;
  const ip = ctx.caller.address;
  return db.transaction(async (tx) => {
    const username = request.username.trim();
    const key = usernameKey(username);
    await serialiseAccountSignIns(tx, key);
    const user = await findUserByUsername(tx, username);
    const audit = (action: string) =>
      writeAudit(tx, { action, entity: 'user', entityId: user?.id ?? null, actorUsername: username, ip });
    const record = async (success: boolean, action: string) => {
      await tx.insert(loginAttempts).values({ username: key, ip, success });
      await audit(action);
    };

    // A locked account is refused without looking at the password; the refusal is not a failure (it does not
    // prolong the lock).
    const locked = await lockedUntil(tx, key);
    if (locked) {
      await audit('login.refused_locked');
      return lockedAnswer(locked);
    }

    const [recent] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.username, key),
          eq(loginAttempts.success, false),
          gt(loginAttempts.at, sql`now() - interval '1 minute'`),
        ),
      );
    if (recent.n >= ACCOUNT_FAILURES_PER_MINUTE) {
      await audit('login.rate_limited');
      return { ok: false, status: 429, body: { _error: ERROR.tooManyRequests, captchaRequired: true } };
    }

    // A missing, wrong or spent captcha is audited but counted for nobody, neither the account nor the address: it
    // costs its sender nothing, so counting it would let anyone lock or slow down an account for free.
    const cost = await requiredCaptchaCost(tx, key, ip);
    if (cost !== null && !(await captcha.verify(tx, request.altcha, cost))) {
      await audit('login.captcha_failed');
      return { ok: false, status: 401, body: { _error: ERROR.captcha, captchaRequired: true } };
    }

    const passwordOk = user
      ? await verifyPassword(user.passwordHash, request.password)
      : (await burnPasswordCheck(request.password), false);
    if (!user || !passwordOk) {
      await record(false, 'login.failed');
      const lockedNow = await lockIfDue(tx, { usernameKey: key, username, ip, user, publicUrl: request.publicUrl });
      if (lockedNow) return lockedAnswer(lockedNow);
      return {
        ok: false,
        status: 401,
        body: { _error: ERROR.invalidCredentials, captchaRequired: await captchaRequired(tx, key, ip) },
      };
    }

    const refusal = statusRefusal(await endDisablingIfOver(tx, user));
    if (refusal) {
      await writeAudit(tx, {
        action: 'login.refused_status',
        entity: 'user',
        entityId: user.id,
        actorUsername: username,
        ip,
        after: { status: user.status },
      });
      return { ok: false, status: 401, body: refusal };
    }

    await record(true, 'login.succeeded');
    const token = await openSession(tx, user, { rememberMe: request.rememberMe, ip, userAgent: request.userAgent });
    return { ok: true, token };
  });
}

/**
 * Changes the signed-in user's password after checking the old one; every session of the user
 * is revoked and a new one opened for the caller.
 */
export async function changePassword(
  { db, caller }: SignedInContext,
  input: { username: string; oldPassword: string; password: string; confirmPassword?: string },
  userAgent: string | undefined,
): Promise<{ token: string }> {
  const actor = { ...caller.account, ip: caller.address, userAgent };
  return db.transaction(async (tx) => {
    if (!sameUsername(input.username, actor.username)) throw forbidden();
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      throw badRequest({ confirmPassword: 'eauction.confirm_password_missmatch' });
    }
    const user = await findUserByUsername(tx, actor.username);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      throw badRequest({ oldPassword: 'profile.wrong_old_password' });
    }
    if (await verifyPassword(user.passwordHash, input.password)) {
      throw badRequest({ password: 'profile.password_not_changed' });
    }
    await setPasswordHash(tx, user.id, await hashNewPassword(input.password, user.username));
    await revokeUserSessions(tx, user.id, 'password_changed');
    await writeAudit(tx, {
      action: 'user.password_changed',
      entity: 'user',
      entityId: user.id,
      actorId: user.id,
      actorUsername: user.username,
      ip: actor.ip,
    });
    const token = await openSession(tx, user, {
      rememberMe: actor.rememberMe,
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
    return { token };
  });
}

/** POST /user/logout: ends the caller's session, audited. */
export async function signOut({ db, caller: { account: auth, address: ip } }: SignedInContext) {
  await db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId, 'logout');
    await writeAudit(tx, {
      action: 'logout',
      entity: 'user',
      entityId: auth.userId,
      actorId: auth.userId,
      actorUsername: auth.username,
      ip,
    });
  });
}
