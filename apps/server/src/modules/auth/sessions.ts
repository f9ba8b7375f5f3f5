import crypto from 'node:crypto';
import { STAFF_ROLES } from '@portal/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/access';
import { publishEvent, SESSIONS_ENDED_TOPIC, type SessionsEndedBody } from '../../platform/realtime/bus';
import { accessAt, accessVersionSql, roleCodesOf } from '../navigation';
import { getParameter, parameterSql, parameterValue } from '../settings';
import { passwordExpired, sessionUserFromJson, sessionUserJsonSql } from '../users';
import { sessions } from './tables';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}

// last_seen_at is written at most this often, so reading the user is not a write per request.
const TOUCH_INTERVAL_MS = 60_000;

/** Opens a session: a new 256-bit token whose SHA-256 alone is stored. */
export async function openSession(
  db: Db,
  user: { id: number },
  options: { rememberMe: boolean; ip: string; userAgent?: string },
): Promise<string> {
  const roles = await roleCodesOf(db, user.id);
  const staff = roles.some((r) => STAFF_ROLES.includes(r as (typeof STAFF_ROLES)[number]));
  const idleMinutes = staff
    ? await getParameter(db, 'session_idle_minutes_staff')
    : options.rememberMe
      ? (await getParameter(db, 'session_remember_me_days')) * 24 * 60
      : await getParameter(db, 'session_idle_minutes_user');
  const absoluteMs = options.rememberMe
    ? (await getParameter(db, 'session_remember_me_days')) * 86_400_000
    : (await getParameter(db, 'session_absolute_hours')) * 3_600_000;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    rememberMe: options.rememberMe,
    idleTimeoutSeconds: idleMinutes * 60,
    expiresAt: new Date(Date.now() + absoluteMs),
    ip: options.ip,
    userAgent: options.userAgent?.slice(0, 512),
  });
  return token;
}

/**
 * The query of resolveSession, built once per database handle: Drizzle builds a statement's text anew on every call,
 * which on this query (read on every signed-in request) cost as much as the database's answer. In one query: the
 * session, its user, the access version and the password age.
 */
function sessionQuery(db: Db) {
  const now = sql.placeholder('now');
  return db
    .select({
      sessionId: sessions.id,
      rememberMe: sessions.rememberMe,
      lastSeenAt: sessions.lastSeenAt,
      user: sql<Record<string, unknown> | null>`${sessionUserJsonSql(sessions.userId)}`,
      accessVersion: accessVersionSql(),
      maxAge: sql<string | null>`${parameterSql('password_max_age_days')}`,
    })
    .from(sessions)
    .where(
      sql`${sessions.tokenHash} = ${sql.placeholder('tokenHash')} and ${sessions.revokedAt} is null
        and ${sessions.expiresAt} > ${now} and ${sessions.lastSeenAt} + make_interval(secs => ${sessions.idleTimeoutSeconds}) > ${now}`,
    )
    .prepare('resolve_session');
}
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/**
 * The signed-in user behind a token, or null when the token is unknown, revoked or expired. Read on every
 * authenticated request, so in one query (sessionQuery); the user's roles and pages come from the process's copy
 * while the access version stands (a second query when it moved).
 */
export async function resolveSession(db: Db, token: string): Promise<AuthContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = new Date();
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQuery(db)));
  const [row] = await query.execute({ tokenHash: hashToken(token), now });
  if (!row) return null;
  const user = sessionUserFromJson(row.user);
  if (!user || user.status !== 'APPROVED') return null;
  const access = await accessAt(db, user.id, row.accessVersion);
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    userId: user.id,
    username: user.username,
    sessionId: row.sessionId,
    rememberMe: row.rememberMe,
    roles: access.roles,
    pageUrls: access.urls,
    passwordExpired: passwordExpired(user.passwordChangedAt, parameterValue('password_max_age_days', row.maxAge), now),
    companyId: user.companyId,
    individualId: user.individualId ?? null,
    companyAdministrator: user.companyAdministrator,
    lang: user.lang,
  };
}

/** Ends one session; its real-time connections are closed once the caller's transaction commits. */
export async function revokeSession(db: Db, sessionId: number, reason: string): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await announceEnded(db, rows);
}

/** Ends every open session of a user (password change, block, disable). */
export async function revokeUserSessions(db: Db, userId: number, reason: string): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await announceEnded(db, rows);
  return rows.length;
}

/** Tells every instance (after commit) to close the STOMP connections signed in with these sessions. */
async function announceEnded(db: Db, rows: Array<{ id: number }>): Promise<void> {
  if (rows.length === 0) return;
  const body: SessionsEndedBody = { sessionIds: rows.map((row) => row.id) };
  await publishEvent(db, SESSIONS_ENDED_TOPIC, body);
}
