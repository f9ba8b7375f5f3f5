import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../platform/db/database';
import type { CaseRow } from './access';
import { portalCaseEvents, portalCases } from './tables';

// Reads the modules above this one compose (the processing module's queue and timeline): the tables stay private,
// the callers build their conditions from the columns handed to them.

export type CaseColumns = typeof portalCases;
export type CaseEventRow = typeof portalCaseEvents.$inferSelect;

/**
 * One page of cases matching `where`, in `orderBy` (both built from the columns), and the total. The page's ids are
 * chosen first and only their rows read (ADR 0099): where the columns of the condition and the order are all in an
 * index (the officer queue's, `portal_cases_status_idx`), choosing them reads that index alone, not every matching
 * row of a year of cases.
 */
export async function pageOfCases(
  db: Db,
  build: (cases: CaseColumns) => { where?: SQL; orderBy: SQL[] },
  page: { limit: number; offset: number },
): Promise<{ rows: CaseRow[]; total: number }> {
  const { where, orderBy } = build(portalCases);
  const order = [...orderBy, asc(portalCases.id)];
  const ids = db
    .select({ id: portalCases.id })
    .from(portalCases)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(portalCases)
      .where(inArray(portalCases.id, ids))
      .orderBy(...order),
    db.select({ total: count() }).from(portalCases).where(where),
  ]);
  return { rows, total };
}

/**
 * An aggregate (or any select) over the cases, for the reads of the modules above (the officer dashboard): its
 * fields, where, grouping, order and limit built from the columns handed to `build`.
 */
export async function selectFromCases<T extends SelectedFields>(
  db: Db,
  build: (cases: CaseColumns) => {
    fields: T;
    where?: SQL;
    groupBy?: Array<PgColumn | SQL>;
    orderBy?: Array<PgColumn | SQL>;
    limit?: number;
  },
): Promise<Array<SelectResultFields<T>>> {
  const { fields, where, groupBy, orderBy, limit } = build(portalCases);
  let query = db.select(fields).from(portalCases).where(where).$dynamic();
  if (groupBy?.length) query = query.groupBy(...groupBy);
  if (orderBy?.length) query = query.orderBy(...orderBy);
  if (limit !== undefined) query = query.limit(limit);
  return query;
}

/** The timeline of a case, oldest first (a case has a few dozen entries at most: one per act). */
export function eventsOfCase(db: Db, caseId: number): Promise<CaseEventRow[]> {
  return db
    .select()
    .from(portalCaseEvents)
    .where(eq(portalCaseEvents.caseId, caseId))
    .orderBy(asc(portalCaseEvents.at), asc(portalCaseEvents.id));
}
