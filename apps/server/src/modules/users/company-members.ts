import { usernameKey, type UserStatus } from '@portal/contracts/auth';
import type { Paged, pagedFilterQuerySchema } from '@portal/contracts';
import { and, eq, not, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { pagedRows, pagingPlan } from '../../platform/http/paging';
import { accountSortColumns, accountStatusFilter, accountTextFilters } from './account-lists';
import type { UserRow } from './service';
import { users } from './tables';

/**
 * The accounts of a company its administrator does not manage, as SQL over the account's id: the caller
 * passes the staff accounts (the roles live in the navigation module), which are managed from
 * /admin/auth/users only, even when they belong to a company.
 */
export type UnmanagedAccounts = (userId: AnyColumn) => SQL;

const companyMembers = (companyId: number, unmanaged: UnmanagedAccounts) =>
  and(eq(users.companyId, companyId), not(unmanaged(users.id)));

/** The users of one company, a page at a time (the company module's list of company users), without the unmanaged ones. */
export function pagedCompanyMembers(
  db: Db,
  companyId: number,
  unmanaged: UnmanagedAccounts,
  query: z.infer<typeof pagedFilterQuerySchema>,
): Promise<Paged<UserRow>> {
  const plan = pagingPlan(query, {
    sortable: accountSortColumns,
    filters: { ...accountTextFilters, status: accountStatusFilter },
    where: companyMembers(companyId, unmanaged),
  });
  return pagedRows(db, users, plan, (row) => row);
}

/**
 * A user of the company by username (its key: any case, any compatible form); undefined when there is none in that company or
 * it is one of the unmanaged accounts.
 */
export async function findCompanyMember(
  db: Db,
  companyId: number,
  unmanaged: UnmanagedAccounts,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(companyMembers(companyId, unmanaged), eq(users.usernameKey, usernameKey(username))));
  return row;
}

export type AccountState = { status: UserStatus; disabledTo: Date | null; blockReason: string | null };
