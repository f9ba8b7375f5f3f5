import {
  allowedUserActions,
  USER_ADMIN_ERROR,
  type AdminUser,
  type approveUserSchema,
  type blockUserSchema,
  type disableUserSchema,
  type enableUserSchema,
  type RegisteredUserRef,
  type rejectUserSchema,
  type UserAction,
} from '@portal/contracts/user-admin';
import type { z } from 'zod';
import { pathGrantedByPages, USER_STATUSES } from '@portal/contracts';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict, forbidden, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/access';
import type { SignedInContext } from '../../../platform/http/context';
import { revokeUserSessions } from '../../auth';
import { queueMail } from '../../mail';
import { guardAdministration } from '../../navigation';
import { presentAdminUser } from '../admin/admin-service';
import { registryPageOfUser } from '../registry-scope/registry-scope';
import {
  findUserById,
  findUserByUsername,
  isUsernameOf,
  updateUserInStatus,
  type UserChanges,
  type UserRow,
} from '../../users';

export { COMPANIES_FOR_APPROVAL_PAGE, INDIVIDUALS_FOR_APPROVAL_PAGE } from '../registry-scope/registry-scope';

/** Who acts: the audit fields and the pages they hold. */
export type StaffContext = { actor: Actor; auth: AuthContext };

/** The staff member acting, from the caller of a signed-in context. */
export const staffOf = ({ caller }: SignedInContext): StaffContext => ({ actor: caller.actor, auth: caller.account });

/** The account an action names by id or username (both must match when both are given); 404 otherwise. */
export async function findTarget(db: Db, ref: RegisteredUserRef): Promise<UserRow> {
  const user = ref.id !== undefined ? await findUserById(db, ref.id) : await findUserByUsername(db, ref.username!);
  if (!user || (ref.username !== undefined && !isUsernameOf(user, ref.username))) {
    throw notFound();
  }
  return user;
}

/**
 * Staff act only on the registry's accounts (`registryPageOf`): never on their own account (409), never on
 * a staff account or one that is neither a company's user nor a registered person (404, as if it did not
 * exist), and only with the approval page that covers the account (403).
 */
export async function assertMayActOn(db: Db, context: StaffContext, user: UserRow): Promise<void> {
  if (user.id === context.auth.userId) throw conflict(USER_ADMIN_ERROR.ownAccount);
  const page = await registryPageOfUser(db, user);
  if (!page) throw notFound();
  if (!pathGrantedByPages(page, context.auth.pageUrls)) throw forbidden();
}

const statusesAllowing = (action: UserAction) => USER_STATUSES.filter((s) => allowedUserActions(s).includes(action));

/**
 * Moves the account when its status (read again inside the update) allows the action; a concurrent
 * change or a status that does not allow it answers 409 with the status the account has.
 */
async function transition(
  db: Db,
  context: StaffContext,
  user: UserRow,
  action: UserAction,
  values: UserChanges,
  audit: Record<string, unknown>,
): Promise<UserRow> {
  await assertMayActOn(db, context, user);
  // A registered account can hold administration pages directly: it must not take the last access away.
  const guard = await guardAdministration(db);
  const row = await updateUserInStatus(db, user.id, statusesAllowing(action), values);
  if (!row) {
    const current = await findUserById(db, user.id);
    throw conflict(USER_ADMIN_ERROR.actionNotAllowed, { status: current?.status ?? user.status });
  }
  await guard.check();
  await writeAudit(db, {
    action: `user.${action}`,
    entity: 'user',
    entityId: user.id,
    before: { status: user.status },
    after: { status: row.status, ...audit },
    ...context.actor,
  });
  return row;
}

/**
 * PENDING_APPROVAL → APPROVED. For a company administrator this is the approval of the company: the
 * company's other users are created later by this administrator, so none waits for it.
 */
export async function approveUser(
  ctx: SignedInContext,
  { registeredUser: ref }: z.output<typeof approveUserSchema>,
): Promise<AdminUser> {
  const context = staffOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await transition(
      tx,
      context,
      await findTarget(tx, ref),
      'approve',
      { status: 'APPROVED', rejectReason: null },
      {},
    );
    if (row.email) await queueMail(tx, { to: row.email, template: 'account_approved', lang: row.lang, params: {} });
    return presentAdminUser(row);
  });
}

/** PENDING_APPROVAL → REJECTED with a reason, mailed to the user. */
export async function rejectUser(
  ctx: SignedInContext,
  { registeredUser: ref, rejectReason: reason }: z.output<typeof rejectUserSchema>,
) {
  const context = staffOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const target = await findTarget(tx, ref);
    const row = await transition(
      tx,
      context,
      target,
      'reject',
      { status: 'REJECTED', rejectReason: reason },
      {
        rejectReason: reason,
      },
    );
    await revokeUserSessions(tx, row.id, 'rejected');
    if (row.email)
      await queueMail(tx, { to: row.email, template: 'account_rejected', lang: row.lang, params: { reason } });
    return presentAdminUser(row);
  });
}

/** APPROVED or DISABLED → BLOCKED with a reason; every session of the user ends. */
export async function blockUser(
  ctx: SignedInContext,
  { registeredUser: ref, blockReason: reason }: z.output<typeof blockUserSchema>,
) {
  const context = staffOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const target = await findTarget(tx, ref);
    const row = await transition(
      tx,
      context,
      target,
      'block',
      { status: 'BLOCKED', blockReason: reason, disabledTo: null },
      { blockReason: reason },
    );
    await revokeUserSessions(tx, row.id, 'blocked');
    if (row.email)
      await queueMail(tx, { to: row.email, template: 'account_blocked', lang: row.lang, params: { reason } });
    return presentAdminUser(row);
  });
}

/** BLOCKED or DISABLED → APPROVED. */
export async function enableUser(ctx: SignedInContext, { username }: z.output<typeof enableUserSchema>) {
  const context = staffOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const target = await findTarget(tx, { username });
    const row = await transition(
      tx,
      context,
      target,
      'enable',
      { status: 'APPROVED', blockReason: null, disabledTo: null },
      {},
    );
    if (row.email) await queueMail(tx, { to: row.email, template: 'account_enabled', lang: row.lang, params: {} });
    return presentAdminUser(row);
  });
}

/** APPROVED → DISABLED until now + days; sign-in enables the account again once the date has passed. */
export async function disableUser(ctx: SignedInContext, { username, days }: z.output<typeof disableUserSchema>) {
  const context = staffOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const target = await findTarget(tx, { username });
    const until = new Date(Date.now() + days * 86_400_000);
    const row = await transition(
      tx,
      context,
      target,
      'disable',
      { status: 'DISABLED', disabledTo: until },
      {
        days,
        disabledTo: until.toISOString(),
      },
    );
    await revokeUserSessions(tx, row.id, 'disabled');
    if (row.email) {
      await queueMail(tx, { to: row.email, template: 'account_disabled', lang: row.lang, params: { until } });
    }
    return presentAdminUser(row);
  });
}
