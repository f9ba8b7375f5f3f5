import { pathGrantedByPages, USER_STATUSES, type Paged, type PagedQuery, type UserStatus } from '@portal/contracts';
import { USER_ADMIN_ERROR, type AdminUser, type UserLogEntry, type UserUpdate } from '@portal/contracts/user-admin';
import { and, eq } from 'drizzle-orm';
import { auditRowsPage, writeAudit, type Actor } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/tables';
import { sqlState, type Db } from '../../platform/db/database';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { containsFilter, oneOfFilter, pagedRows, pagingPlan, searchFilter } from '../../platform/http/paging';
import { guardAdministration } from '../navigation';
import { usersWithHistory } from './history';
import { registryPageOfUser } from './registry-scope';
import { findUserById, findUserByUsername, findUsersByEmail, type UserRow } from './service';
import { users } from './tables';

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
    status: row.status as UserStatus,
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

/** Columns every list of accounts sorts by (staff's, the approvals', a company's users). */
export const accountSortColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

/** Filters every list of accounts offers on the account's own text fields. */
export const accountTextFilters = {
  username: containsFilter(users.username),
  email: containsFilter(users.email),
};

export const accountStatusFilter = oneOfFilter(users.status, USER_STATUSES);

/**
 * `/admin/auth/users` and the user picker of the access screens: accounts, paged and filtered, each saying
 * whether it may be deleted (no history; the last-administrator rule is checked by the delete itself).
 */
export async function pagedUsers(
  db: Db,
  query: PagedQuery,
  rawQuery: Record<string, unknown>,
): Promise<Paged<AdminUser>> {
  const plan = pagingPlan(query, rawQuery, {
    sortable: accountSortColumns,
    filters: {
      ...accountTextFilters,
      status: accountStatusFilter,
      search: searchFilter(users.username, users.email),
    },
  });
  const page = await pagedRows(db, users, plan, presentAdminUser);
  const withHistory = await usersWithHistory(
    db,
    page.content.map((u) => u.id),
  );
  return { ...page, content: page.content.map((u) => ({ ...u, deletable: !withHistory.has(u.id) })) };
}

export async function userByIdForStaff(db: Db, id: number): Promise<AdminUser> {
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
export async function deleteUserByStaff(db: Db, actor: Actor, id: number): Promise<void> {
  if (id === actor.actorId) throw conflict(USER_ADMIN_ERROR.ownAccount);
  const guard = await guardAdministration(db);
  const [before] = await db.select().from(users).where(eq(users.id, id)).for('update');
  if (!before) throw notFound();
  if ((await usersWithHistory(db, [id], { actorRows: true })).has(id)) throw conflict(USER_ADMIN_ERROR.hasHistory);
  try {
    await db.delete(users).where(eq(users.id, id));
  } catch (error) {
    // A row of another feature that no history check names still refuses the delete with the same key.
    if (sqlState(error) === '23503') throw conflict(USER_ADMIN_ERROR.hasHistory);
    throw error;
  }
  await guard.check();
  await writeAudit(db, {
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
}

export async function userByUsernameForStaff(db: Db, username: string): Promise<AdminUser> {
  const row = await findUserByUsername(db, username);
  if (!row) throw notFound();
  return presentAdminUser(row);
}

/** Staff change an account's e-mail, phone and language (never the password or the status). */
export async function updateUserByStaff(db: Db, actor: Actor, id: number, input: UserUpdate): Promise<AdminUser> {
  const before = await findUserById(db, id);
  if (!before) throw notFound();
  const email = input.email.trim();
  const others = (await findUsersByEmail(db, email)).filter((u) => u.id !== id);
  if (others.length > 0) throw badRequest({ email: USER_ADMIN_ERROR.emailTaken });
  const [after] = await db
    .update(users)
    .set({ email, phone: input.phone ? input.phone : null, lang: input.lang, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  await writeAudit(db, {
    action: 'user.updated',
    entity: 'user',
    entityId: id,
    before: { email: before.email, phone: before.phone, lang: before.lang },
    after: { email: after.email, phone: after.phone, lang: after.lang },
    ...actor,
  });
  return presentAdminUser(after);
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
  db: Db,
  auth: Pick<AuthContext, 'pageUrls'>,
  username: string,
  page: number,
  pageSize: number,
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
