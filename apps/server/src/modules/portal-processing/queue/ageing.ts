import { CASE_TYPES, type CaseType } from '@portal/contracts/portal-cases';
import {
  AGEING_CLOCK_STATUSES,
  DECISION_DAYS_PARAMETER,
  HEARING_DAYS_PARAMETER,
  type AgeingBucket,
  type AgeingClock,
} from '@portal/contracts/portal-processing';
import { and, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { CaseColumns } from '../../portal-cases';
import { getParameter } from '../../settings';

// The ageing of open cases against the legal periods of the settings (ADR 0086): the dashboard counts by it, the
// queue filters by it, both through `ageingBucketSql`, which follows contracts' `ageingBucket`.

const DAY_MS = 86_400_000;

/** The periods in days: the decision's per kind, the answer to a request for information, to an intent to reject. */
export type AgeingPeriods = { decision: Record<CaseType, number>; information: number; hearing: number };

export async function ageingPeriods(db: Db): Promise<AgeingPeriods> {
  const [decisionDays, information, hearing] = await Promise.all([
    Promise.all(CASE_TYPES.map((type) => getParameter(db, DECISION_DAYS_PARAMETER[type]))),
    getParameter(db, 'portal_information_request_days'),
    getParameter(db, HEARING_DAYS_PARAMETER),
  ]);
  const decision = Object.fromEntries(CASE_TYPES.map((type, i) => [type, decisionDays[i]])) as Record<CaseType, number>;
  return { decision, information, hearing };
}

/** The due time a clock runs to: the decision's, the answer to the request for information's, the hearing's. */
function clockDue(cases: CaseColumns, clock: AgeingClock): AnyColumn {
  return { DECISION: cases.dueAt, INFORMATION: cases.correctionsDueAt, HEARING: cases.hearingDueAt }[clock];
}

/** The cases a clock runs on: in one of its statuses, with its due time set. */
export function inClockSql(cases: CaseColumns, clock: AgeingClock): SQL {
  return and(inArray(cases.status, [...AGEING_CLOCK_STATUSES[clock]]), isNotNull(clockDue(cases, clock)))!;
}

/**
 * The instant before which a case of the clock has less than `fraction` of its period left: `now` plus that share
 * of the period (per kind for the decision). Computed in milliseconds, as `ageingBucket` does.
 */
function thresholdSql(cases: CaseColumns, clock: AgeingClock, periods: AgeingPeriods, now: Date, divisor: number): SQL {
  const at = (days: number) => sql`${new Date(now.getTime() + (days * DAY_MS) / divisor).toISOString()}::timestamptz`;
  if (clock === 'INFORMATION') return at(periods.information);
  if (clock === 'HEARING') return at(periods.hearing);
  const cases_ = CASE_TYPES.map((type) => sql`when ${type} then ${at(periods.decision[type])}`);
  return sql`(case ${cases.caseType} ${sql.join(cases_, sql` `)} end)`;
}

/** The `AGEING_BUCKETS` value of a case on a clock at `now` (meaningful where `inClockSql` holds). */
export function ageingBucketSql(
  cases: CaseColumns,
  clock: AgeingClock,
  periods: AgeingPeriods,
  now: Date,
): SQL<AgeingBucket> {
  const due = clockDue(cases, clock);
  return sql<AgeingBucket>`(case
    when ${due} < ${now.toISOString()}::timestamptz then 'OVERDUE'
    when ${due} < ${thresholdSql(cases, clock, periods, now, 10)} then 'LAST_TENTH'
    when ${due} < ${thresholdSql(cases, clock, periods, now, 2)} then 'LESS_THAN_HALF_LEFT'
    else 'MORE_THAN_HALF_LEFT' end)`;
}
