import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { CaseRow } from './access';
import { portalCaseEvents, portalCases } from './tables';

// Reads the modules above this one compose (the processing module's queue and timeline): the tables stay private,
// the callers build their conditions from the columns handed to them.

export type CaseColumns = typeof portalCases;
export type CaseEventRow = typeof portalCaseEvents.$inferSelect;

/** One page of cases matching `where`, in `orderBy` (both built from the columns), and the total. */
export async function pageOfCases(
  db: Db,
  build: (cases: CaseColumns) => { where?: SQL; orderBy: SQL[] },
  page: { limit: number; offset: number },
): Promise<{ rows: CaseRow[]; total: number }> {
  const { where, orderBy } = build(portalCases);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(portalCases)
      .where(where)
      .orderBy(...orderBy, asc(portalCases.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(portalCases).where(where),
  ]);
  return { rows, total };
}

/** The timeline of a case, oldest first (a case has a few dozen entries at most: one per act). */
export function eventsOfCase(db: Db, caseId: number): Promise<CaseEventRow[]> {
  return db
    .select()
    .from(portalCaseEvents)
    .where(eq(portalCaseEvents.caseId, caseId))
    .orderBy(asc(portalCaseEvents.at), asc(portalCaseEvents.id));
}
