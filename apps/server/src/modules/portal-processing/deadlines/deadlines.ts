import type { CaseType } from '@portal/contracts/portal-cases';
import { DECISION_DAYS_PARAMETER, endOfDayAfter } from '@portal/contracts/portal-processing';
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

/** The days to appeal a decision, printed in it. */
export const appealDays = (db: Db) => getParameter(db, 'portal_appeal_days');
