import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables';
import type { Db } from '../../platform/db/database';

/**
 * Audit actions about an account that are its own creation (registration, confirmation, creation by a
 * company administrator) or staff's set-up of it (contact data, roles, pages): they are not history, so a
 * wrongly created account can still be deleted. Anything else about it (a sign-in, a status decision,
 * a password change) and anything it did itself (any row it is the actor of) is history.
 */
export const ACCOUNT_CREATION_ACTIONS = [
  'registration.individual',
  'registration.company',
  'registration.confirmed',
  'registration.confirmation_resent',
  'company_user.create',
  'user.updated',
  'user.edit_individual_user',
  'user.roles_set',
  'user.pages_set',
] as const;

/** Ids among `userIds` that another feature's rows point at (bids, requests, guarantees…). */
export type UserHistoryCheck = (db: Db, userIds: number[]) => Promise<Set<number>>;
const historyChecks: UserHistoryCheck[] = [];

/** Features that keep rows about a user register how to find them (an account with such rows is never deleted). */
export function registerUserHistory(check: UserHistoryCheck): void {
  if (!historyChecks.includes(check)) historyChecks.push(check);
}

async function auditHistory(db: Db, userIds: number[], actorRows: boolean): Promise<Set<number>> {
  // One query after the other: this may run inside a command's transaction.
  const about = await db
    .selectDistinct({ id: auditLog.entityId })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'user'),
        inArray(auditLog.entityId, userIds.map(String)),
        notInArray(auditLog.action, [...ACCOUNT_CREATION_ACTIONS]),
      ),
    );
  // No index covers the actor: only the delete itself reads it (lists rely on the sign-in every action needs).
  const acted = actorRows
    ? await db.selectDistinct({ id: auditLog.actorId }).from(auditLog).where(inArray(auditLog.actorId, userIds))
    : [];
  return new Set([...acted, ...about].map((row) => Number(row.id)));
}

/**
 * The accounts among `userIds` that have history (docs/adr/0042-remaining-spec-calls.md): an audit row
 * about them beyond their creation (a sign-in included), rows of another feature, and with `actorRows` an audit
 * row they are the actor of (every such action follows a sign-in, so lists leave that unindexed read out).
 */
export async function usersWithHistory(
  db: Db,
  userIds: number[],
  options: { actorRows?: boolean } = {},
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const found = await auditHistory(db, userIds, options.actorRows ?? false);
  for (const check of historyChecks) {
    const rest = userIds.filter((id) => !found.has(id));
    if (rest.length === 0) break;
    for (const id of await check(db, rest)) found.add(id);
  }
  return found;
}
