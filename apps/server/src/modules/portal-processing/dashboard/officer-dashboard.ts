import { wallTimeIn, wallTimeToDate } from '@portal/contracts/dates';
import { CASE_TYPES, FINAL_CASE_STATUSES } from '@portal/contracts/portal-cases';
import {
  AGEING_BUCKETS,
  AGEING_CLOCKS,
  DASHBOARD_OVERDUE_LIMIT,
  DASHBOARD_WEEKS,
  OPEN_CASE_STATUSES,
  calendarDaysBetween,
  type AgeingBucket,
  type OfficerDashboard,
} from '@portal/contracts/portal-processing';
import { and, asc, count, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../../platform/http/context';
import { selectFromCases } from '../../portal-cases';
import { businessTimeZone } from '../../settings';
import { usernameSql } from '../../users';
import { ageingBucketSql, ageingPeriods, inClockSql } from '../queue/ageing';
import { officerSeesSql, overdueSql } from '../queue/queue';

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * The Mondays (calendar days, `YYYY-MM-DD`) of the last `DASHBOARD_WEEKS` weeks in the zone, oldest first, and the
 * instant the first of them starts.
 */
export function dashboardWeeks(
  now: Date,
  timeZone: string,
): { weeks: Array<{ start: string; end: string }>; from: Date } {
  const today = wallTimeIn(now, timeZone);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day));
  const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
    const start = new Date(monday.getTime() - (DASHBOARD_WEEKS - 1 - i) * 7 * DAY_MS);
    return { start: dayText(start), end: dayText(new Date(start.getTime() + 6 * DAY_MS)) };
  });
  const first = new Date(monday.getTime() - (DASHBOARD_WEEKS - 1) * 7 * DAY_MS);
  const from =
    wallTimeToDate(
      { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: first.getUTCDate(), hour: 0, minute: 0 },
      timeZone,
    ) ?? first;
  return { weeks, from };
}

/**
 * `GET portal_cases/dashboard`: the officer dashboard's figures over the cases the queue shows the caller (submitted,
 * not their own), each computed by one SQL aggregate; the queue's filters select the same cases (ADR 0086).
 */
export async function officerDashboard({ db, caller: { account: auth } }: SignedInContext): Promise<OfficerDashboard> {
  const now = new Date();
  const [timeZone, periods] = await Promise.all([businessTimeZone(db), ageingPeriods(db)]);
  const { weeks, from } = dashboardWeeks(now, timeZone);
  const open = [...OPEN_CASE_STATUSES];
  const final = [...FINAL_CASE_STATUSES];

  const [byKindAndStatus, ageingRows, overdueRows, [{ overdueTotal }], decided, mine, [{ mineOverdue }]] =
    await Promise.all([
      selectFromCases(db, (c) => ({
        fields: { kind: c.caseType, status: c.status, count: count() },
        where: and(officerSeesSql(c, auth), inArray(c.status, open)),
        groupBy: [c.caseType, c.status],
      })),
      Promise.all(
        AGEING_CLOCKS.map((clock) =>
          selectFromCases(db, (c) => {
            const bucket = ageingBucketSql(c, clock, periods, now);
            return {
              fields: { bucket, count: count() },
              where: and(officerSeesSql(c, auth), inClockSql(c, clock)),
              // By position: the expression's parameters would not match it again.
              groupBy: [sql`1`],
            };
          }).then((rows) => ({ clock, rows })),
        ),
      ),
      selectFromCases(db, (c) => ({
        fields: {
          id: c.id,
          number: c.number,
          caseType: c.caseType,
          status: c.status,
          subject: c.subject,
          dueAt: c.dueAt,
          assignee: sql<string | null>`${usernameSql(c.assignedOfficerId)}`,
        },
        where: and(officerSeesSql(c, auth), overdueSql(c, now)),
        orderBy: [asc(c.dueAt), asc(c.id)],
        limit: DASHBOARD_OVERDUE_LIMIT,
      })),
      selectFromCases(db, (c) => ({
        fields: { overdueTotal: count() },
        where: and(officerSeesSql(c, auth), overdueSql(c, now)),
      })),
      selectFromCases(db, (c) => {
        const week = sql<string>`to_char(date_trunc('week', ${c.decidedAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
        return {
          fields: { week, status: c.status, count: count() },
          where: and(
            officerSeesSql(c, auth),
            inArray(c.status, ['APPROVED', 'REJECTED']),
            isNotNull(c.decidedAt),
            gte(c.decidedAt, from),
          ),
          groupBy: [sql`1`, sql`2`],
        };
      }),
      selectFromCases(db, (c) => ({
        fields: { status: c.status, count: count() },
        where: and(officerSeesSql(c, auth), eq(c.assignedOfficerId, auth.userId), notInArray(c.status, final)),
        groupBy: [c.status],
      })),
      selectFromCases(db, (c) => ({
        fields: { mineOverdue: count() },
        where: and(officerSeesSql(c, auth), eq(c.assignedOfficerId, auth.userId), overdueSql(c, now)),
      })),
    ]);

  const decidedIn = (week: string, status: 'APPROVED' | 'REJECTED') =>
    decided.find((row) => row.week === week && row.status === status)?.count ?? 0;
  return {
    openByKindAndStatus: byKindAndStatus
      .map((row) => ({ kind: row.kind, status: row.status, count: row.count }))
      .sort(
        (a, b) =>
          CASE_TYPES.indexOf(a.kind) - CASE_TYPES.indexOf(b.kind) ||
          open.indexOf(a.status as (typeof open)[number]) - open.indexOf(b.status as (typeof open)[number]),
      ),
    ageing: ageingRows.flatMap(({ clock, rows }) =>
      AGEING_BUCKETS.map((bucket: AgeingBucket) => ({
        clock,
        bucket,
        count: rows.find((row) => row.bucket === bucket)?.count ?? 0,
      })),
    ),
    periods,
    overdue: overdueRows.map((row) => ({
      id: row.id,
      number: row.number,
      caseType: row.caseType,
      status: row.status,
      subject: row.subject,
      dueAt: row.dueAt!.toISOString(),
      daysOverdue: calendarDaysBetween(row.dueAt!, now, timeZone),
      assignee: row.assignee,
    })),
    overdueTotal,
    decisionsPerWeek: weeks.map(({ start, end }) => ({
      weekStart: start,
      weekEnd: end,
      approved: decidedIn(start, 'APPROVED'),
      rejected: decidedIn(start, 'REJECTED'),
    })),
    mine: {
      byStatus: mine
        .map((row) => ({ status: row.status, count: row.count }))
        .sort(
          (a, b) => open.indexOf(a.status as (typeof open)[number]) - open.indexOf(b.status as (typeof open)[number]),
        ),
      overdue: mineOverdue,
    },
  };
}
