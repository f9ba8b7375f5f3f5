import type { Paged, PagedQuery } from '@portal/contracts';
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { pagedRows, pagingPlan } from '../../platform/http/paging';
import { isStaffAccountSql } from '../navigation';
import { accountSortColumns, accountStatusFilter, accountTextFilters } from './admin-service';
import type { UserRow } from './service';
import { users } from './tables';

// A staff account is managed from /admin/auth/users only, even when it belongs to a company: the company's
// administrator neither sees nor changes it.
const companyMembers = (companyId: number) => and(eq(users.companyId, companyId), not(isStaffAccountSql(users.id)));

/** The users of one company, a page at a time (the company module's list of company users); no staff accounts. */
export function pagedCompanyMembers(
  db: Db,
  companyId: number,
  query: PagedQuery,
  rawQuery: Record<string, unknown>,
): Promise<Paged<UserRow>> {
  const plan = pagingPlan(query, rawQuery, {
    sortable: accountSortColumns,
    filters: { ...accountTextFilters, status: accountStatusFilter },
    where: companyMembers(companyId),
  });
  return pagedRows(db, users, plan, (row) => row);
}

/**
 * A user of the company by username (case-insensitive); undefined when there is none in that company or
 * it is a staff account.
 */
export async function findCompanyMember(db: Db, companyId: number, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(companyMembers(companyId), sql`lower(${users.username}) = lower(${username})`));
  return row;
}

export type AccountState = { status: string; disabledTo: Date | null; blockReason: string | null };

/**
 * Moves a user to a new account state when their status is still one of `from` (a concurrent
 * change makes the update miss, and the caller answers 409); the updated row, or undefined.
 */
export async function setAccountState(
  db: Db,
  userId: number,
  from: readonly string[],
  state: AccountState,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...state, updatedAt: new Date() })
    .where(and(eq(users.id, userId), inArray(users.status, [...from])))
    .returning();
  return row;
}
