import { asc, eq } from 'drizzle-orm';
import { accountLink } from '@portal/contracts';
import type { JobSummary } from '@portal/contracts';
import { writeAudit } from '../../platform/audit/audit';
import type { ServiceContext } from '../../platform/http/context';
import type { Db } from '../../platform/db/database';
import { queueMail } from '../mail';
import { findUserByUsername, findUsersByEmail } from '../users';
import { mailToken, PASSWORD_RESET_VALID_MS } from './service';
import { accountRequests, type AccountRequestKind } from './tables';

type AccountRequest = typeof accountRequests.$inferSelect;

/** Requests resolved by one run of the job at most; the rest wait for the next run. */
const RESOLVED_PER_RUN = 500;

/**
 * `renew_password` and `remind_username`: the request is recorded (and audited) as it was asked, and the
 * `account_requests` job resolves it. The caller's answer, the statements it runs and their time are the same
 * whether or not an account exists; what differs (the account's lookup, the token, the mail) happens later, apart
 * from any request.
 */
export async function recordAccountRequest(
  { db, caller: { address: ip } }: ServiceContext,
  kind: AccountRequestKind,
  subject: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(accountRequests).values({ kind, subject, ip });
    await writeAudit(tx, {
      action: kind === 'PASSWORD_RESET' ? 'password_reset.requested' : 'username_reminder.requested',
      entity: 'user',
      ip,
      ...(kind === 'PASSWORD_RESET' ? { actorUsername: subject } : { after: { email: subject } }),
    });
  });
}

/** A reset link to the account of this username when it is approved and has an address; else the refusal, logged. */
async function resolvePasswordReset(db: Db, publicUrl: string, request: AccountRequest): Promise<void> {
  const { subject: username, ip } = request;
  const user = await findUserByUsername(db, username);
  if (!user || user.status !== 'APPROVED' || !user.email) {
    await writeAudit(db, { action: 'password_reset.refused', entity: 'user', actorUsername: username, ip });
    return;
  }
  const to = user.email;
  await mailToken(db, user.id, 'PASSWORD_RESET', PASSWORD_RESET_VALID_MS, (token) =>
    queueMail(db, {
      to,
      template: 'password_reset',
      lang: user.lang,
      params: { username: user.username, link: accountLink(publicUrl, 'passwordReset', token) },
    }),
  );
  await writeAudit(db, {
    action: 'password_reset.mailed',
    entity: 'user',
    entityId: user.id,
    actorUsername: user.username,
    ip,
  });
}

/** Every username of the address, mailed to it; an address without accounts is logged and gets nothing. */
async function resolveUsernameReminder(db: Db, request: AccountRequest): Promise<void> {
  const found = (await findUsersByEmail(db, request.subject)).filter((u) => u.email);
  await writeAudit(db, {
    action: found.length > 0 ? 'username_reminder.sent' : 'username_reminder.unknown',
    entity: 'user',
    entityId: found[0]?.id ?? null,
    ip: request.ip,
  });
  if (found.length === 0) return;
  await queueMail(db, {
    to: found[0].email!,
    template: 'username_reminder',
    lang: found[0].lang,
    params: { usernames: found.map((u) => u.username) },
  });
}

/**
 * Resolves the recorded requests, oldest first, each in its own transaction that deletes it: a failure leaves it
 * for the next run, and a request is resolved once whoever runs this (a row another run holds is waited for, then
 * gone). Answers how many were resolved.
 */
export async function resolveAccountRequests(db: Db, publicUrl: string): Promise<number> {
  let resolved = 0;
  while (resolved < RESOLVED_PER_RUN) {
    const done = await db.transaction(async (tx) => {
      const [request] = await tx.select().from(accountRequests).orderBy(asc(accountRequests.id)).limit(1).for('update');
      if (!request) return false;
      await tx.delete(accountRequests).where(eq(accountRequests.id, request.id));
      if (request.kind === 'PASSWORD_RESET') await resolvePasswordReset(tx, publicUrl, request);
      else await resolveUsernameReminder(tx, request);
      return true;
    });
    if (!done) break;
    resolved++;
  }
  return resolved;
}

/** The job's summary of a run. */
export async function accountRequestsJob(db: Db, publicUrl: string): Promise<JobSummary> {
  return { key: 'job.result.account_requests', params: { count: await resolveAccountRequests(db, publicUrl) } };
}
