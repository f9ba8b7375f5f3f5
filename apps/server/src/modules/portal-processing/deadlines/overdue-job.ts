import type { JobSummary } from '@portal/contracts';
import { formatDate } from '@portal/contracts/dates';
import { PORTAL_OFFICER_PAGE } from '@portal/contracts/portal-cases';
import { OPEN_CASE_STATUSES } from '@portal/contracts/portal-processing';
import { CASE_KIND_OF_TYPE, caseScreenPath } from '@portal/contracts/portal-cases';
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { JobDefinition } from '../../../platform/scheduler/scheduler';
import { queueMail } from '../../mail';
import { notify } from '../../notifications';
import { caseRecipients } from '../notices/notices';
import { pageOfCases, settleEndedAnswerPeriods, type CaseColumns } from '../../portal-cases';
import { businessTimeZone } from '../../settings';
import { findUsersByIds } from '../../users';

export const OVERDUE_CASES_JOB = 'portal_overdue_cases';
export const ENDED_ANSWER_PERIODS_JOB = 'portal_ended_answer_periods';
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** A bound on one run (overdue cases are few; a backlog larger than this is mailed over the next days). */
const MAX_CASES = 2000;

/**
 * Mails each officer the open cases they have taken whose decision is overdue, as one digest in their language
 * with a link to their queue. Cases nobody has taken yet are not mailed: they head the queue of every officer.
 * Answers how many officers were mailed.
 */
export async function mailOverdueCases(db: Db, publicUrl: string, now: Date = new Date()): Promise<number> {
  // The due times of periods that ended unanswered first, so the digest reads what the cases show.
  await settleEndedAnswerPeriods(db, now);
  const { rows } = await pageOfCases(
    db,
    (cases) => ({
      where: and(inArray(cases.status, OPEN_CASE_STATUSES), isNotNull(cases.assignedOfficerId), lt(cases.dueAt, now)),
      orderBy: [sql`${cases.assignedOfficerId}`, sql`${cases.dueAt} asc`],
    }),
    { limit: MAX_CASES, offset: 0 },
  );
  const byOfficer = new Map<number, typeof rows>();
  for (const row of rows)
    byOfficer.set(row.assignedOfficerId!, [...(byOfficer.get(row.assignedOfficerId!) ?? []), row]);
  if (byOfficer.size === 0) return 0;
  const [officers, zone] = await Promise.all([findUsersByIds(db, [...byOfficer.keys()]), businessTimeZone(db)]);
  let mailed = 0;
  for (const officer of officers) {
    const cases = byOfficer.get(officer.id);
    if (!officer.email || !cases) continue;
    await db.transaction((tx) =>
      queueMail(tx, {
        to: officer.email!,
        template: 'portal_cases_overdue',
        lang: officer.lang,
        params: {
          cases: cases.map((c) => `${c.number} (${formatDate(c.dueAt, zone)})`),
          link: `${publicUrl}${PORTAL_OFFICER_PAGE}?assignee=mine&overdue=true`,
        },
      }),
    );
    mailed++;
  }
  return mailed;
}

export const DEADLINE_NOTICES_JOB = 'portal_deadline_notices';
/** A party is reminded this long before their deadline (ADR 0084). */
const REMINDER_DAYS = 3;

/**
 * The daily in-portal reminders of deadlines (ADR 0084): the filer and party of a case whose answer is due within
 * three days (a request for information, an intent to reject) get `deadline_soon`; the officer of a case whose
 * decision became overdue since the last run gets `case_overdue`. Each run looks at one day's window, so a case is
 * reminded once. Answers how many notices were stored.
 */
export async function noticeDeadlines(db: Db, now: Date = new Date()): Promise<number> {
  const from = new Date(now.getTime() + (REMINDER_DAYS - 1) * DAY_MS);
  const to = new Date(now.getTime() + REMINDER_DAYS * DAY_MS);
  const window = (column: CaseColumns['correctionsDueAt'] | CaseColumns['hearingDueAt']) =>
    and(gt(column, from), lte(column, to));
  const { rows: answering } = await pageOfCases(
    db,
    (cases) => ({
      where: or(
        and(eq(cases.status, 'RETURNED_FOR_CORRECTIONS'), window(cases.correctionsDueAt)),
        and(eq(cases.status, 'HEARING'), isNull(cases.hearingAnsweredAt), window(cases.hearingDueAt)),
      ),
      orderBy: [sql`${cases.id}`],
    }),
    { limit: MAX_CASES, offset: 0 },
  );
  const { rows: overdue } = await pageOfCases(
    db,
    (cases) => ({
      where: and(
        inArray(cases.status, OPEN_CASE_STATUSES),
        isNotNull(cases.assignedOfficerId),
        lt(cases.dueAt, now),
        gt(cases.dueAt, new Date(now.getTime() - DAY_MS)),
      ),
      orderBy: [sql`${cases.id}`],
    }),
    { limit: MAX_CASES, offset: 0 },
  );
  let stored = 0;
  for (const row of answering) {
    const deadline = (row.status === 'HEARING' ? row.hearingDueAt : row.correctionsDueAt)!;
    const link = caseScreenPath(CASE_KIND_OF_TYPE[row.caseType], 'edit', row.id);
    stored += await db.transaction(async (tx) =>
      notify(
        tx,
        (await caseRecipients(tx, row)).map((user) => user.id),
        'deadline_soon',
        { caseNumber: row.number, deadline: deadline.toISOString() },
        link,
      ),
    );
  }
  for (const row of overdue) {
    const link = caseScreenPath(CASE_KIND_OF_TYPE[row.caseType], 'view', row.id);
    stored += await db.transaction((tx) =>
      notify(
        tx,
        row.assignedOfficerId!,
        'case_overdue',
        { caseNumber: row.number, deadline: row.dueAt!.toISOString() },
        link,
      ),
    );
  }
  return stored;
}

/**
 * The workflow's background work: the daily digest of overdue cases, the deadline notices, and hourly the due times
 * of the cases whose party's period to answer ended unanswered (periods end with a day, so the queue agrees within
 * the hour).
 */
export function processingJobs(publicUrl: string): JobDefinition[] {
  return [
    {
      code: DEADLINE_NOTICES_JOB,
      descriptionKey: `job.${DEADLINE_NOTICES_JOB}`,
      intervalMs: DAY_MS,
      run: async (db): Promise<JobSummary> => ({
        key: 'job.result.deadline_notices',
        params: { count: await noticeDeadlines(db) },
      }),
    },
    {
      code: OVERDUE_CASES_JOB,
      descriptionKey: `job.${OVERDUE_CASES_JOB}`,
      intervalMs: DAY_MS,
      run: async (db): Promise<JobSummary> => ({
        key: 'job.result.overdue_case_mails',
        params: { count: await mailOverdueCases(db, publicUrl) },
      }),
    },
    {
      code: ENDED_ANSWER_PERIODS_JOB,
      descriptionKey: `job.${ENDED_ANSWER_PERIODS_JOB}`,
      intervalMs: HOUR_MS,
      run: async (db): Promise<JobSummary> => ({
        key: 'job.result.ended_answer_periods',
        params: { count: await settleEndedAnswerPeriods(db) },
      }),
    },
  ];
}
