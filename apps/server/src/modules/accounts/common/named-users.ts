import type { Db } from '../../../platform/db/database';
import { companyNames } from '../../companies';
import { individualNames } from '../../individuals';
import { findUsersByIds } from '../../users';

/** A user as documents name them: the company name for company users, first and last name for individuals. */
export type NamedUser = { id: number; username: string; email: string | null; lang: string; displayName: string };

/** The named users of these ids, in three queries whatever their number (ids without a user are left out). */
export async function namedUsers(db: Db, userIds: readonly number[]): Promise<Map<number, NamedUser>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await findUsersByIds(db, unique);
  // One after the other: callers pass their transaction, which is one connection.
  const companyName = await companyNames(
    db,
    rows.flatMap((r) => (r.companyId === null ? [] : [r.companyId])),
  );
  const personName = await individualNames(
    db,
    rows.flatMap((r) => (r.individualId === null ? [] : [r.individualId])),
  );

  return new Map(
    rows.map((r) => {
      const displayName =
        (r.companyId !== null ? companyName.get(r.companyId) : undefined) ??
        (r.individualId !== null ? personName.get(r.individualId) : undefined) ??
        r.username;
      return [r.id, { id: r.id, username: r.username, email: r.email, lang: r.lang, displayName }];
    }),
  );
}
