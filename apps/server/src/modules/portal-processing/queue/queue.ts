import { filtersOf, parseSort, type Paged } from '@portal/contracts/paging';
import { CASE_TYPES, FINAL_CASE_STATUSES } from '@portal/contracts/portal-cases';
import {
  OPEN_CASE_STATUSES,
  QUEUE_ASSIGNEES,
  QUEUE_FILTERS,
  QUEUE_SORT_KEYS,
  QUEUE_STATUS_FILTERS,
  caseDeadlines,
  defaultQueueStatus,
  parseAgeingFilter,
  type CaseQueueQuery,
  type QueuedCase,
} from '@portal/contracts/portal-processing';
import { usernameSql } from '../../users';
import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { badRequest } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/access';
import type { SignedInContext } from '../../../platform/http/context';
import {
  caseSearchSql,
  dayFilter,
  filerNameSql,
  pageOfCases,
  presentCases,
  type CaseColumns,
} from '../../portal-cases';
import { businessTimeZone } from '../../settings';
import { ageingBucketSql, ageingPeriods, inClockSql, type AgeingPeriods } from './ageing';

const DAY_MS = 86_400_000;
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The conditions of the queue's `filter[…]` parameters; 400 on an unknown filter or value. */
function queueConditions(
  cases: CaseColumns,
  query: CaseQueueQuery,
  auth: AuthContext,
  now: Date,
  timeZone: string,
  periods: AgeingPeriods | null,
): SQL[] {
  const filters = filtersOf(query);
  const invalid = (name: string) => badRequest({ [`filter[${name}]`]: 'validation.invalid_value' });
  for (const name of Object.keys(filters)) {
    if (!oneOf(QUEUE_FILTERS, name)) throw badRequest({ [`filter[${name}]`]: 'validation.unknown_field' });
  }
  const conditions: SQL[] = [officerSeesSql(cases, auth)];

  // A search finds a case whatever its status, unless a status is asked for.
  const status = filters.status ?? defaultQueueStatus(filters);
  if (!oneOf(QUEUE_STATUS_FILTERS, status)) throw invalid('status');
  if (status === 'OPEN') conditions.push(inArray(cases.status, OPEN_CASE_STATUSES));
  else if (status !== 'ALL') conditions.push(eq(cases.status, status));

  if (filters.kind !== undefined) {
    if (!oneOf(CASE_TYPES, filters.kind)) throw invalid('kind');
    conditions.push(eq(cases.caseType, filters.kind));
  }
  const assignee = filters.assignee ?? 'all';
  if (!oneOf(QUEUE_ASSIGNEES, assignee)) throw invalid('assignee');
  if (assignee === 'mine') conditions.push(eq(cases.assignedOfficerId, auth.userId));
  if (assignee === 'unassigned') conditions.push(isNull(cases.assignedOfficerId));

  if (filters.minAgeDays !== undefined) {
    if (!/^\d{1,4}$/.test(filters.minAgeDays)) throw invalid('minAgeDays');
    conditions.push(lte(cases.submittedAt, new Date(now.getTime() - Number(filters.minAgeDays) * DAY_MS)));
  }
  if (filters.overdue !== undefined) {
    if (filters.overdue !== 'true' && filters.overdue !== 'false') throw invalid('overdue');
    const overdue = overdueSql(cases, now);
    conditions.push(filters.overdue === 'true' ? overdue : sql`not ${overdue}`);
  }
  if (filters.ageing !== undefined) {
    const ageing = parseAgeingFilter(filters.ageing);
    if (!ageing || !periods) throw invalid('ageing');
    conditions.push(
      inClockSql(cases, ageing.clock),
      sql`${ageingBucketSql(cases, ageing.clock, periods, now)} = ${ageing.bucket}`,
    );
  }
  if (filters.number !== undefined) {
    conditions.push(
      or(
        ilike(cases.number, `%${escapeLike(filters.number)}%`),
        ilike(cases.protocolNumber, `%${escapeLike(filters.number)}%`),
      )!,
    );
  }
  if (filters.search !== undefined) conditions.push(caseSearchSql(cases, filters.search));
  for (const [name, column, end] of [
    ['submittedFrom', cases.submittedAt, 'from'],
    ['submittedTo', cases.submittedAt, 'to'],
    ['decidedFrom', cases.decidedAt, 'from'],
    ['decidedTo', cases.decidedAt, 'to'],
  ] as const) {
    if (filters[name] === undefined) continue;
    const condition = dayFilter(column, end, timeZone)(filters[name]);
    if (!condition) throw invalid(name);
    conditions.push(condition);
  }
  return conditions;
}

/** Officers see cases once submitted, never their own (the queue and the dashboard). */
export function officerSeesSql(cases: CaseColumns, auth: AuthContext): SQL {
  return and(isNotNull(cases.submittedAt), ne(cases.filerUserId, auth.userId))!;
}

/** The officer taken it, by username (nobody's last in ascending order). */
function assigneeSql(cases: CaseColumns): SQL {
  return usernameSql(cases.assignedOfficerId);
}

/**
 * The order of a `sort=<key>,asc|desc` (400 on another key). Without one, overdue first, then the oldest: two bands
 * (overdue, then not), each by submission, which `portal_cases_open_idx` reads in that order (ADR 0103).
 */
function queueOrder(cases: CaseColumns, sort: string | undefined, now: Date): { orderBy: SQL[]; bands?: SQL[] } {
  if (sort === undefined) {
    const overdue = overdueSql(cases, now);
    return { orderBy: [asc(cases.submittedAt)], bands: [overdue, sql`not ${overdue}`] };
  }
  const { field, direction } = parseSort(sort);
  if (!oneOf(QUEUE_SORT_KEYS, field)) throw badRequest({ sort: 'validation.invalid_value' });
  const columns: Record<(typeof QUEUE_SORT_KEYS)[number], AnyColumn | SQL> = {
    number: cases.number,
    status: cases.status,
    dueAt: cases.dueAt,
    caseType: cases.caseType,
    subject: cases.subject,
    filer: filerNameSql(cases),
    submittedAt: cases.submittedAt,
    assignee: assigneeSql(cases),
  };
  return { orderBy: [direction === 'desc' ? sql`${desc(columns[field])} nulls last` : asc(columns[field])] };
}

/** Past its decision's due time while not final (the same rule as `caseDeadlines`). */
export function overdueSql(cases: CaseColumns, now: Date): SQL {
  return sql`(${cases.dueAt} is not null and ${cases.dueAt} < ${now} and ${notInArray(cases.status, [...FINAL_CASE_STATUSES])})`;
}

/**
 * `GET portal_cases/queue`: one page of the submitted cases (not the caller's own), overdue ones first, then the
 * oldest submission, unless `sort` names a `QUEUE_SORT_KEYS` key; filters kind, status (a status, OPEN by default
 * or ALL when searching, or ALL), assignee (mine, unassigned, all), minAgeDays (submitted at least that many days
 * ago), overdue (true/false), number (the case's or its protocol number, contains), search (number, subject, filer
 * and whom the case is about: names, personal and business numbers) and submittedFrom/submittedTo (days, both
 * included), ageing (a clock's bucket, `DECISION.OVERDUE`, as the dashboard counts it) and decidedFrom/decidedTo
 * (days of the decision, both included). Each row carries its deadlines.
 */
export async function caseQueue(
  { db, caller: { account: auth } }: SignedInContext,
  query: CaseQueueQuery,
): Promise<Paged<QueuedCase>> {
  const now = new Date();
  const [timeZone, periods] = await Promise.all([
    businessTimeZone(db),
    filtersOf(query).ageing !== undefined ? ageingPeriods(db) : null,
  ]);
  const { rows, total } = await pageOfCases(
    db,
    (cases) => ({
      where: and(...queueConditions(cases, query, auth, now, timeZone, periods)),
      ...queueOrder(cases, query.sort, now),
    }),
    { limit: query.count, offset: (query.page - 1) * query.count },
  );
  const presented = await presentCases(db, rows, auth, { timeZone });
  return {
    content: presented.map((portalCase) => ({ ...portalCase, deadlines: caseDeadlines(portalCase, now, timeZone) })),
    totalElements: total,
  };
}
