import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
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
 *
 * With `bands` (conditions that split the matching cases into groups listed one after the other: every case of the
 * first band before any of the second, each band in `orderBy`), each band is read by itself (ADR 0103): an index in
 * `orderBy` order then stops at the page instead of every matching case being sorted. The page is read from the
 * band the offset falls in, then from the next ones while it is not full, each read choosing its ids and reading
 * their rows in one statement; a band the page starts past is counted to find where the next one starts. A later band
 * is not read at all when an earlier one fills the page: its first cases may lie far into the index (the oldest cases
 * that are not overdue, behind every overdue one).
 */
export async function pageOfCases(
  db: Db,
  build: (cases: CaseColumns) => { where?: SQL; orderBy: SQL[]; bands?: SQL[] },
  page: { limit: number; offset: number },
): Promise<{ rows: CaseRow[]; total: number }> {
  const { where, orderBy, bands } = build(portalCases);
  const order = [...orderBy, asc(portalCases.id)];
  const total = db.select({ total: count() }).from(portalCases).where(where);
  // The rows matching `condition` from `offset` on: their ids chosen first (from an index where the condition and
  // the order allow), and only those rows read, in one statement.
  const rowsIn = (condition: SQL | undefined, limit: number, offset: number) =>
    db
      .select()
      .from(portalCases)
      .where(
        inArray(
          portalCases.id,
          db
            .select({ id: portalCases.id })
            .from(portalCases)
            .where(condition)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        ),
      )
      .orderBy(...order);
  if (!bands?.length) {
    const [rows, [counted]] = await Promise.all([rowsIn(where, page.limit, page.offset), total]);
    return { rows, total: counted.total };
  }

  const [first, [counted]] = await Promise.all([rowsIn(and(where, bands[0]), page.limit, page.offset), total]);
  const rows: CaseRow[] = [];
  let skip = page.offset;
  for (const [i, band] of bands.entries()) {
    if (rows.length === page.limit) break;
    const read = i === 0 ? first : await rowsIn(and(where, band), page.limit - rows.length, skip);
    if (read.length > 0) {
      rows.push(...read);
      skip = 0;
    } else if (skip > 0) {
      // The page starts past this band: the next one is read from the offset less this band's cases.
      const [{ inBand }] = await db.select({ inBand: count() }).from(portalCases).where(and(where, band));
      skip -= inBand;
    }
  }
  return { rows, total: counted.total };
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
