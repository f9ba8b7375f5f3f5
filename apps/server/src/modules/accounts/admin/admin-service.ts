import type { PagedFilterQuery } from '@portal/contracts/paging';
import { pathGrantedByPages, type Paged } from '@portal/contracts';
import {
  USER_ADMIN_ERROR,
  type AdminUser,
  type UserLogEntry,
  type userLogQuerySchema,
  type UserUpdate,
} from '@portal/contracts/user-admin';
import type { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { auditRowsPage, writeAudit } from '../../../platform/audit/audit';
import { auditLog } from '../../../platform/audit/tables';
import { sqlState, type Db } from '../../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors';
import type { ServiceContext, SignedInContext } from '../../../platform/http/context';
import { guardAdministration } from '../../navigation';
import {
  deleteUserById,
  findUserById,
  findUserByUsername,
  findUsersByEmail,
  lockUserById,
  pagedUserRows,
  updateUser,
  usersWithHistory,
  type UserRow,
} from '../../users';
import { registryPageOfUser } from '../registry-scope/registry-scope';

/** The page of staff administration of accounts: the only one that manages staff accounts. */
export const USERS_PAGE = '/admin/auth/users';

/** An account as staff see it; the username and the status are never edited in a form. */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    lang: row.lang,
    status: row.status,
    disabledTo: row.disabledTo?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    blockReason: row.blockReason,
    companyId: row.companyId,
    companyAdministrator: row.companyAdministrator,
    individualId: row.individualId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    fieldProperties: { username: { disabled: true }, status: { disabled: true } },
  };
}

/**
 * `/admin/auth/users` and the user picker of the access screens: accounts, paged and filtered, each saying
 * whether it may be deleted (no history; the last-administrator rule is checked by the delete itself).
 */
export async function pagedUsers({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<AdminUser>> {
  const rows = await pagedUserRows(db, query);
  const page = { ...rows, content: rows.content.map(presentAdminUser) };
  const withHistory = await usersWithHistory(
    db,
    page.content.map((u) => u.id),
  );
  return { ...page, content: page.content.map((u) => ({ ...u, deletable: !withHistory.has(u.id) })) };
}

export async function userByIdForStaff({ db }: ServiceContext, id: number): Promise<AdminUser> {
  const row = await findUserById(db, id);
  if (!row) throw notFound();
  const withHistory = await usersWithHistory(db, [id]);
  return { ...presentAdminUser(row), deletable: !withHistory.has(id) };
}

/**
 * `DELETE /users/{id}`: only an account without history (`usersWithHistory`; 409 `user_has_history`), never
 * the caller's own (409 `user.own_account`) and never one whose loss leaves nobody reaching user and role
 * administration (409 `role.last_administrator`). Its sessions, tokens, roles and pages go with it; its
 * company or individual record stays (a record without an account, as a customs case subject is).
 */
export async function deleteUserByStaff({ db, caller: { actor } }: ServiceContext, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    if (id === actor.actorId) throw conflict(USER_ADMIN_ERROR.ownAccount);
    const guard = await guardAdministration(tx);
    const before = await lockUserById(tx, id);
    if (!before) throw notFound();
    if ((await usersWithHistory(tx, [id], { actorRows: true })).has(id)) throw conflict(USER_ADMIN_ERROR.hasHistory);
    try {
      await deleteUserById(tx, id);
    } catch (error) {
      // A row of another feature that no history check names still refuses the delete with the same key.
      if (sqlState(error) === '23503') throw conflict(USER_ADMIN_ERROR.hasHistory);
      throw error;
    }
    await guard.check();
    await writeAudit(tx, {
      action: 'user.deleted',
      entity: 'user',
      entityId: id,
      before: {
        username: before.username,
        email: before.email,
        status: before.status,
        companyId: before.companyId,
        individualId: before.individualId,
      },
      ...actor,
    });
  });
}

export async function userByUsernameForStaff({ db }: ServiceContext, username: string): Promise<AdminUser> {
  const row = await findUserByUsername(db, username);
  if (!row) throw notFound();
  return presentAdminUser(row);
}

/** Staff change an account's e-mail, phone and language (never the password or the status). */
export async function updateUserByStaff(
  { db, caller: { actor } }: ServiceContext,
  id: number,
  input: UserUpdate,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, id);
    if (!before) throw notFound();
    const email = input.email.trim();
    const others = (await findUsersByEmail(tx, email)).filter((u) => u.id !== id);
    if (others.length > 0) throw badRequest({ email: USER_ADMIN_ERROR.emailTaken });
    const after = await updateUser(tx, id, { email, phone: input.phone ? input.phone : null, lang: input.lang });
    if (!after) throw notFound();
    await writeAudit(tx, {
      action: 'user.updated',
      entity: 'user',
      entityId: id,
      before: { email: before.email, phone: before.phone, lang: before.lang },
      after: { email: after.email, phone: after.phone, lang: after.lang },
      ...actor,
    });
    return presentAdminUser(after);
  });
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function presentLogEntry(row: typeof auditLog.$inferSelect): UserLogEntry {
  const after = (row.after ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorUsername: row.actorUsername,
    action: row.action,
    status: text(after.status),
    reason: text(after.rejectReason) ?? text(after.blockReason) ?? text(after.reason),
    disabledTo: text(after.disabledTo),
  };
}

/** The audit rows about an account (entity `user`), newest first. */
export async function logOfUser(db: Db, userId: number, page: number, pageSize: number): Promise<Paged<UserLogEntry>> {
  const where = and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)));
  const { rows, total } = await auditRowsPage(db, where, page, pageSize);
  return { content: rows.map(presentLogEntry), totalElements: total };
}

/**
 * `GET /users/log?code=<username>`: any account's log for holders of /admin/auth/users; through an
 * approval page only the registry's accounts (`registryPageOf`), so a staff account's log answers 404 there.
 */
export async function logOfUsername(
  { db, caller: { account: auth } }: SignedInContext,
  { code: username, page, count: pageSize }: z.output<typeof userLogQuerySchema>,
) {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound();
  if (!pathGrantedByPages(USERS_PAGE, auth.pageUrls)) {
    const registryPage = await registryPageOfUser(db, user);
    if (!registryPage) throw notFound();
    if (!pathGrantedByPages(registryPage, auth.pageUrls)) throw forbidden();
  }
  return logOfUser(db, user.id, page, pageSize);
}
