import { STAFF_ROLES, type RoleCode } from '@portal/contracts';
import type { Db } from '../../../platform/db/database';
import { roleCodesOf } from '../../navigation';
import type { UserRow } from '../../users';

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
