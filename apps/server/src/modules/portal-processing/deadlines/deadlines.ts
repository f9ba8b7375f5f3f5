import type { CaseType } from '@portal/contracts/portal-cases';
import {
  DECISION_DAYS_PARAMETER,
  HEARING_DAYS_PARAMETER,
  endOfDayAfter,
  resumedDueAt,
} from '@portal/contracts/portal-processing';
import type { Db } from '../../../platform/db/database';
import { businessTimeZone, getParameter } from '../../settings';

// The workflow's deadlines, from the portal settings; a deadline in days ends with its last day in the business
// time zone.

/** When the decision on a case of a kind first submitted at `from` is due. */
export async function decisionDueAt(db: Db, caseType: CaseType, from: Date): Promise<Date> {
  const [days, zone] = await Promise.all([getParameter(db, DECISION_DAYS_PARAMETER[caseType]), businessTimeZone(db)]);
  return endOfDayAfter(from, days, zone);
}

/** By when the filer answers a request for information: the officer's days, else the setting's. */
export async function informationDueAt(db: Db, days: number | null | undefined, from: Date): Promise<Date> {
  const [fallback, zone] = await Promise.all([
    getParameter(db, 'portal_information_request_days'),
    businessTimeZone(db),
  ]);
  return endOfDayAfter(from, days ?? fallback, zone);
}

/** By when the party answers an intent to reject (the `portal_hearing_days` setting, ADR 0074). */
export async function hearingDueAt(db: Db, from: Date): Promise<Date> {
  const [days, zone] = await Promise.all([getParameter(db, HEARING_DAYS_PARAMETER), businessTimeZone(db)]);
  return endOfDayAfter(from, days, zone);
}

/**
 * The decision's due time once a pause (a request for information or a hearing) ends at `resumedAt`: moved by the
 * days it lasted; unchanged when nothing paused it.
 */
export async function dueAfterPause(
  db: Db,
  row: { dueAt: Date | null; pausedAt: Date | null },
  resumedAt: Date,
): Promise<Date | null> {
  if (!row.dueAt || !row.pausedAt) return row.dueAt;
  return resumedDueAt(row.dueAt, row.pausedAt, resumedAt, await businessTimeZone(db));
}

/** The days to appeal a decision, printed in it. */
export const appealDays = (db: Db) => getParameter(db, 'portal_appeal_days');
