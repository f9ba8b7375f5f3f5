import { STAFF_ROLES, type RoleCode } from '@portal/contracts';
import { and, eq, isNotNull, isNull, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { holdsAnyRole, isStaffAccountSql, roleCodesOf } from '../navigation';
import type { UserRow } from './service';
import { users } from './tables';

export const COMPANIES_FOR_APPROVAL_PAGE = '/admin/auth/companies_for_approval';
export const INDIVIDUALS_FOR_APPROVAL_PAGE = '/admin/auth/individuals_for_approval';

/**
 * The accounts the registry pages (approvals, persons, guarantees) act on: a company's users (the company
 * approval page) and registered persons, INDIVIDUAL accounts with an individual record (the individual
 * approval page). A staff account (any staff role, contracts `STAFF_ROLES`) is never one of them, even with
 * a company or an individual record: staff accounts are managed from /admin/auth/users only. Undefined for
 * an account the registry does not manage, which its routes answer 404, as for one that does not exist.
 */
export function registryPageOf(
  user: Pick<UserRow, 'companyId' | 'individualId'>,
  roles: readonly string[],
): string | undefined {
  if (roles.some((code) => STAFF_ROLES.includes(code as RoleCode))) return undefined;
  if (user.companyId !== null) return COMPANIES_FOR_APPROVAL_PAGE;
  if (user.individualId !== null && roles.includes('INDIVIDUAL')) return INDIVIDUALS_FOR_APPROVAL_PAGE;
  return undefined;
}

/** `registryPageOf` for a stored account (its roles are read). */
export async function registryPageOfUser(db: Db, user: UserRow): Promise<string | undefined> {
  return registryPageOf(user, await roleCodesOf(db, user.id));
}

/** SQL: the accounts the companies approval list shows (company administrators, no staff). */
export const companyApplicantSql = (): SQL | undefined =>
  and(isNotNull(users.companyId), eq(users.companyAdministrator, true), not(isStaffAccountSql(users.id)));

/** SQL: the accounts the individuals approval list shows (registered persons, no staff). */
export const personApplicantSql = (): SQL | undefined =>
  and(
    isNotNull(users.individualId),
    isNull(users.companyId),
    holdsAnyRole(users.id, ['INDIVIDUAL']),
    not(isStaffAccountSql(users.id)),
  );

/**
 * SQL for the persons page (individuals module): whether a staff account is linked to this individual
 * record; the persons page hides such a record (the users table stays private to this module).
 */
export function individualOfStaffAccount(individualId: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${users} where ${users.individualId} = ${individualId}
    and ${isStaffAccountSql(users.id)})`;
}
