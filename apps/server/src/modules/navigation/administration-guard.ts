import { ADMINISTRATION_PAGES, PAGE_ADMIN_ERROR, pathGrantedByPages } from '@portal/contracts';
import { inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import { someApprovedUser } from '../users';
import { pages, rolePages, userPages, userRoles } from './tables';

// One key for the transaction-scoped advisory lock that serialises the guarded commands.
const ADMINISTRATION_LOCK = 7_311_402_519;

/** The users holding, through a role or directly, one of these pages. */
function holdersOf(pageIds: number[]) {
  return sql`(select ${userPages.userId} from ${userPages} where ${inArray(userPages.pageId, pageIds)}
    union select ${userRoles.userId} from ${userRoles} inner join ${rolePages} on ${rolePages.roleId} = ${userRoles.roleId}
    where ${inArray(rolePages.pageId, pageIds)})`;
}

/**
 * Whether some active (APPROVED) account reaches every administration page (contracts
 * `ADMINISTRATION_PAGES`), by the access hook's own rule: a page grants its url and everything under it.
 */
export async function administrationReachable(db: Db): Promise<boolean> {
  const all = await db.select({ id: pages.id, url: pages.url }).from(pages);
  const granting = ADMINISTRATION_PAGES.map((path) =>
    all.filter((page) => pathGrantedByPages(path, [page.url])).map((page) => page.id),
  );
  if (granting.some((ids) => ids.length === 0)) return false;
  return someApprovedUser(
    db,
    granting.map((ids) => (userId: AnyColumn) => sql`${userId} in ${holdersOf(ids)}`),
  );
}

export type AdministrationGuard = {
  /** After the change, before commit: 409 `role.last_administrator` when nobody can administer any more. */
  check(): Promise<void>;
};

/**
 * Starts the guard of a command that can take access away (role or user pages, user roles, pages and
 * their assignment, roles, an account's status). Call it inside the command's transaction before the
 * change, and `check()` after it: the change is refused when it leaves no active account reaching both
 * /admin/auth/user_role_pages and /admin/auth/users. The advisory lock (until the transaction ends) keeps
 * two such commands from each removing one of the last two administrators. A state that already had
 * nobody (only reachable by editing the database) does not block changes that do not repair it.
 */
export async function guardAdministration(db: Db): Promise<AdministrationGuard> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATION_LOCK})`);
  const before = await administrationReachable(db);
  return {
    async check() {
      if (before && !(await administrationReachable(db))) throw conflict(PAGE_ADMIN_ERROR.lastAdministrator);
    },
  };
}

/** Runs a command that can take access away under the guard (see `guardAdministration`). */
export async function withAdministrationGuard<T>(db: Db, change: () => Promise<T>): Promise<T> {
  const guard = await guardAdministration(db);
  const result = await change();
  await guard.check();
  return result;
}
