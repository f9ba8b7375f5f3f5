import { z } from 'zod';
import { wallTimeIn, wallTimeToDate } from '../common/dates';
import { idSchema, int4Schema, textSchema } from '../common/input';
import { pagedQuerySchema, queryValueSchema } from '../common/paging';
import { btiDecisionSchema } from './portal-bti';
import {
  CASE_STATUSES,
  CASE_TYPES,
  FINAL_CASE_STATUSES,
  caseEventSchema,
  portalCaseSchema,
  type CaseAction,
  type CaseStatus,
  type CaseType,
} from './portal-cases';
import type { ParameterCode } from '../admin/settings';
import '../common/zod-messages';

/**
 * The customs portal's case workflow (DESIGN.md §5 "Case status"): submit and cancel by the owner, the officer's
 * queue, take, request for information, approve, reject and integrate, the deadlines and the timeline.
 */

/** `POST {kind}_cases/submit_{kind}_case`, `POST portal_cases/take` and `take_over`: the case's id. */
export const caseIdBodySchema = z.object({ id: idSchema });

export const WITHDRAWAL_REASON_MAX = 4000;
/** `POST portal_cases/withdraw`: the owner withdraws a submitted application before a decision, saying why. */
export const withdrawCaseSchema = z.object({
  id: idSchema,
  reason: textSchema().trim().min(1).max(WITHDRAWAL_REASON_MAX),
});
export type WithdrawCaseInput = z.infer<typeof withdrawCaseSchema>;

export const INFORMATION_REQUEST_MAX = 4000;
export const DECISION_REASONING_MAX = 8000;
/** Days a filer may be given to answer a request for information. */
export const INFORMATION_DAYS_MIN = 1;
export const INFORMATION_DAYS_MAX = 365;

/** `POST portal_cases/request_information`: the request's text and, when not the default setting, the days to answer. */
export const requestInformationSchema = z.object({
  id: idSchema,
  text: textSchema().trim().min(1).max(INFORMATION_REQUEST_MAX),
  deadlineDays: int4Schema(INFORMATION_DAYS_MIN, INFORMATION_DAYS_MAX).nullish(),
});
export type RequestInformationInput = z.infer<typeof requestInformationSchema>;

/**
 * `POST portal_cases/approve` and `reject`: the reasoning printed in the decision; the decision type of the
 * register when the case's records and sub-type do not tell it; for approving a BTI case, the BTI decision (the
 * decided code and the classification justification, required there; ignored otherwise).
 */
export const caseDecisionSchema = z.object({
  id: idSchema,
  reasoning: textSchema().trim().min(1).max(DECISION_REASONING_MAX),
  decisionTypeId: idSchema.nullish(),
  bti: btiDecisionSchema.nullish(),
});
export type CaseDecisionInput = z.infer<typeof caseDecisionSchema>;

export const INTENT_REASONS_MAX = 8000;
/** `POST portal_cases/intent_to_reject`: the reasons of the intended rejection the party is heard on. */
export const caseIntentSchema = z.object({
  id: idSchema,
  reasons: textSchema().trim().min(1).max(INTENT_REASONS_MAX),
});
export type CaseIntentInput = z.infer<typeof caseIntentSchema>;

/** The days the party has to answer an intent to reject (ADR 0074; Union Customs Code art. 22(6)). */
export const HEARING_DAYS_PARAMETER = 'portal_hearing_days' satisfies ParameterCode;

/**
 * A protocol number of the authority's registry: 3 to 30 letters, digits and the separators `/ - .`, starting
 * with a letter or digit (`02/2026-1234`). Stored in capitals; unique over every case.
 */
export const PROTOCOL_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9/.-]{2,29}$/;

/** `POST general_cases/integrate`: registers a submitted general case under the registry's protocol number. */
export const integrateCaseSchema = z.object({
  id: idSchema,
  protocolNumber: textSchema().trim().toUpperCase().regex(PROTOCOL_NUMBER_PATTERN, 'portal.protocol_number_invalid'),
});
export type IntegrateCaseInput = z.infer<typeof integrateCaseSchema>;

/** The body of the 409 `portal.required_documents_missing`: the type codes, and the types with their labels. */
export const missingDocumentsAnswerSchema = z.object({
  missing: z.array(z.string()),
  missingTypes: z
    .array(z.object({ code: z.string(), labelSQ: z.string(), labelEN: z.string(), labelSR: z.string() }))
    .optional(),
});

/** The 409 keys of the workflow beyond the core's (`CASE_ERROR`). */
export const PROCESSING_ERROR = {
  /** A declaration complaint without a declaration, a decision complaint without its decision. */
  complaintRecordsMissing: 'portal.complaint_records_missing',
  alreadyIntegrated: 'portal.case_already_integrated',
  protocolNumberTaken: 'portal.protocol_number_taken',
  /** The decision's number (`DP-` and the case's) is already in the authority's register. */
  decisionNumberRegistered: 'portal.decision_number_registered',
  /** Only general cases are integrated in the registry. */
  notIntegrable: 'portal.case_wrong_kind',
} as const;

/** The queue's assignee filter: the caller's cases, nobody's, or everyone's. */
export const QUEUE_ASSIGNEES = ['mine', 'unassigned', 'all'] as const;
export type QueueAssignee = (typeof QUEUE_ASSIGNEES)[number];
/** The statuses the queue shows unless a status is asked for: the ones an officer still acts on. */
export const OPEN_CASE_STATUSES = [
  'SUBMITTED',
  'IN_PROCESS',
  'RETURNED_FOR_CORRECTIONS',
  'HEARING',
] as const satisfies readonly CaseStatus[];

/** What the queue sorts by (`sort=<key>,asc|desc`): each of its columns; without a sort, overdue first, then the oldest. */
export const QUEUE_SORT_KEYS = [
  'number',
  'status',
  'dueAt',
  'caseType',
  'subject',
  'filer',
  'submittedAt',
  'assignee',
] as const;
export type QueueSortKey = (typeof QUEUE_SORT_KEYS)[number];

/**
 * `GET portal_cases/queue?page=1&count=10&filter[kind]=GENERAL&filter[status]=SUBMITTED&filter[assignee]=mine
 * &filter[minAgeDays]=10&filter[overdue]=true&filter[number]=GEN-2026&filter[search]=Tirana
 * &filter[submittedFrom]=01.11.2026&filter[submittedTo]=30.11.2026&sort=submittedAt,desc`: without a `sort`, overdue
 * first, then the oldest submission.
 */
export const caseQueueQuerySchema = pagedQuerySchema
  .extend({
    sort: textSchema()
      .max(100)
      .regex(/^[A-Za-z][A-Za-z0-9_.]*(,(asc|desc))?$/i, 'validation.invalid_format')
      .optional(),
  })
  .catchall(queryValueSchema);
export type CaseQueueQuery = z.output<typeof caseQueueQuerySchema>;
export const QUEUE_FILTERS = [
  'kind',
  'status',
  'assignee',
  'minAgeDays',
  'overdue',
  'number',
  'search',
  'submittedFrom',
  'submittedTo',
  /** A clock's ageing bucket (`ageingFilterValue`: `DECISION.OVERDUE`), as the dashboard counts it. */
  'ageing',
  /** The days of the decision (approved or rejected), both included, as the dashboard's weeks count them. */
  'decidedFrom',
  'decidedTo',
] as const;
/**
 * `filter[status]`: one status, OPEN (SUBMITTED, IN_PROCESS, RETURNED_FOR_CORRECTIONS, HEARING) or ALL. Without one, OPEN;
 * but a search (`number` or `search`) looks in every status, so a case is found whatever its status.
 */
export const QUEUE_STATUS_FILTERS = [...CASE_STATUSES.filter((s) => s !== 'DRAFT'), 'OPEN', 'ALL'] as const;
/** The status the queue shows when none is asked for. */
export function defaultQueueStatus(filters: Partial<Record<(typeof QUEUE_FILTERS)[number], string>>): 'OPEN' | 'ALL' {
  return filters.number || filters.search ? 'ALL' : 'OPEN';
}

/** Where a case stands against its deadlines (see `caseDeadlines`). */
export const caseDeadlineStateSchema = z.object({
  /** Calendar days (business time zone) from today to the decision's due day; negative once past. */
  daysLeft: z.number().int().nullable(),
  overdue: z.boolean(),
  /**
   * While the party is asked (returned for corrections, or HEARING on an intent to reject): days left to their
   * answer; `correctionsOverdue` once that period ended without an answer.
   */
  correctionsDaysLeft: z.number().int().nullable(),
  correctionsOverdue: z.boolean(),
});
export type CaseDeadlineState = z.infer<typeof caseDeadlineStateSchema>;

/** A row of the officer's queue: the case as every screen reads it, with its deadlines. */
export const queuedCaseSchema = portalCaseSchema.extend({ deadlines: caseDeadlineStateSchema });
export type QueuedCase = z.infer<typeof queuedCaseSchema>;

/** Who acted, as the timeline shows it: the filer's side, the authority, or nobody (the system). */
export const TIMELINE_ACTOR_ROLES = ['FILER', 'OFFICER'] as const;
/**
 * A timeline entry: the core event with the side that acted. Officers see every actor's username; the filer
 * sees the authority's acts as the authority's (`actorRole` OFFICER, `actor` null): the office decides, not
 * the person, and officers' account names are not handed to the public.
 */
export const timelineEventSchema = caseEventSchema.extend({
  actorRole: z.enum(TIMELINE_ACTOR_ROLES).nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** The officer's actions (the others are the owner's). */
export const OFFICER_ACTIONS = [
  'take',
  'return',
  'approve',
  'reject',
  'integrate',
  'revoke_certificate',
  'intent',
  'resume',
  'take_over',
] as const satisfies readonly CaseAction[];
export type OfficerAction = (typeof OFFICER_ACTIONS)[number];
export const isOfficerAction = (action: CaseAction): action is OfficerAction =>
  (OFFICER_ACTIONS as readonly string[]).includes(action);

/** The parameter holding the days to decide a case of a kind (`portal_decision_days_general` …). */
export const DECISION_DAYS_PARAMETER = {
  GENERAL: 'portal_decision_days_general',
  COMPLAINT: 'portal_decision_days_complaint',
  AUTHORIZATION: 'portal_decision_days_authorization',
  MOVEMENT_CERTIFICATE: 'portal_decision_days_movement_certificate',
  BTI: 'portal_decision_days_bti',
  IPR: 'portal_decision_days_ipr',
} as const satisfies Record<CaseType, ParameterCode>;

const DAY_MS = 86_400_000;

/**
 * The end (23:59:59.999 in the business time zone) of the calendar day `days` days after `from`'s day: a
 * deadline given in days ends with the day, wherever in the day it started.
 */
export function endOfDayAfter(from: Date, days: number, timeZone: string): Date {
  const wall = wallTimeIn(from, timeZone);
  const target = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  const end = wallTimeToDate(
    { year: target.getUTCFullYear(), month: target.getUTCMonth() + 1, day: target.getUTCDate(), hour: 23, minute: 59 },
    timeZone,
  );
  // 23:59 exists on every day of every zone's rules in use here; the fallback keeps the arithmetic total.
  return end ? new Date(end.getTime() + 59_999) : new Date(from.getTime() + days * DAY_MS);
}

/** Calendar days (in the zone) from `now`'s day to `until`'s day: 0 on the due day, -1 the day after. */
export function calendarDaysBetween(now: Date, until: Date, timeZone: string): number {
  const a = wallTimeIn(now, timeZone);
  const b = wallTimeIn(until, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/**
 * The decision's due time after a pause (a request for information or a hearing, ADR 0074): the legal period
 * stops while the party is asked and runs on after; moved by the calendar days (in the zone) from the pause's
 * start to its end, and still ending with its day.
 */
export function resumedDueAt(dueAt: Date, pausedFrom: Date, resumedAt: Date, timeZone: string): Date {
  const days = Math.max(0, calendarDaysBetween(pausedFrom, resumedAt, timeZone));
  return days === 0 ? dueAt : endOfDayAfter(dueAt, days, timeZone);
}

const toDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/** What pauses a case's decision period (ADR 0074): its status and the party's deadline of each kind of asking. */
export type CasePauseState = {
  status: CaseStatus;
  dueAt: Date | string | null;
  pausedAt: Date | string | null;
  correctionsDueAt: Date | string | null;
  hearingDueAt: Date | string | null;
};

/**
 * The party's deadline that holds the decision paused: the answer to a request for information while the case is
 * RETURNED_FOR_CORRECTIONS, to an intent to reject while it is HEARING (an answered hearing is IN_PROCESS again);
 * null otherwise.
 */
export function answerDeadlineOf(c: Pick<CasePauseState, 'status' | 'correctionsDueAt' | 'hearingDueAt'>): Date | null {
  if (c.status === 'RETURNED_FOR_CORRECTIONS') return toDate(c.correctionsDueAt);
  if (c.status === 'HEARING') return toDate(c.hearingDueAt);
  return null;
}

/**
 * When the pause ends for an answer (or a decision) at `at`: then, or the party's deadline when that came first: a
 * period to answer that ended without an answer stops pausing the decision at its end.
 */
export function pauseEndAt(c: Pick<CasePauseState, 'status' | 'correctionsDueAt' | 'hearingDueAt'>, at: Date): Date {
  const deadline = answerDeadlineOf(c);
  return deadline && deadline.getTime() < at.getTime() ? deadline : at;
}

/**
 * The decision's due time as it stands at `now`: the stored one, except once the party's period to answer ended
 * without an answer, when the decision's period runs again from that end (`resumedDueAt`). While the period to
 * answer runs the stored time stands (the pause's length is not known yet).
 */
export function currentDueAt(c: CasePauseState, now: Date, timeZone: string): Date | null {
  const due = toDate(c.dueAt);
  const paused = toDate(c.pausedAt);
  if (!due || !paused) return due;
  const end = pauseEndAt(c, now);
  return end.getTime() < now.getTime() ? resumedDueAt(due, paused, end, timeZone) : due;
}

/**
 * Where a case stands: days left to its decision's due day and overdue (now past dueAt while the case is not
 * final); while the party is asked (returned for corrections, or heard on an intent to reject), the same for
 * their answer, whose being overdue means the period ended without an answer.
 */
export function caseDeadlines(
  portalCase: {
    caseStatus: CaseStatus;
    dueAt: Date | string | null;
    correctionsDueAt: Date | string | null;
    hearing?: { answerDueAt: string } | null;
  },
  now: Date,
  timeZone: string,
): CaseDeadlineState {
  const open = !FINAL_CASE_STATUSES.includes(portalCase.caseStatus);
  const due = toDate(portalCase.dueAt);
  const corrections = answerDeadlineOf({
    status: portalCase.caseStatus,
    correctionsDueAt: portalCase.correctionsDueAt,
    hearingDueAt: portalCase.hearing?.answerDueAt ?? null,
  });
  return {
    daysLeft: due && open ? calendarDaysBetween(now, due, timeZone) : null,
    overdue: Boolean(due && open && now.getTime() > due.getTime()),
    correctionsDaysLeft: corrections ? calendarDaysBetween(now, corrections, timeZone) : null,
    correctionsOverdue: Boolean(corrections && now.getTime() > corrections.getTime()),
  };
}

// ── The officer dashboard (ADR 0086) ──────────────────────────────────────────────────────────────────────────

/** The page of the officer dashboard (customs officers; ADMIN holds every page). */
export const OFFICER_DASHBOARD_PAGE = '/web_portal_processing/dashboard';

/**
 * The legal periods a case's age is measured against: the decision (per kind, `DECISION_DAYS_PARAMETER`) on every
 * open case, the party's answer to a request for information while RETURNED_FOR_CORRECTIONS, to an intent to reject
 * while HEARING.
 */
export const AGEING_CLOCKS = ['DECISION', 'INFORMATION', 'HEARING'] as const;
export type AgeingClock = (typeof AGEING_CLOCKS)[number];
/** Where a case stands in its period: more than half left, less than half, its last tenth, or past its end. */
export const AGEING_BUCKETS = ['MORE_THAN_HALF_LEFT', 'LESS_THAN_HALF_LEFT', 'LAST_TENTH', 'OVERDUE'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/**
 * The bucket of a case whose period of `periodDays` days (the setting) ends at `dueAt`: OVERDUE once `now` is past
 * it (the queue's overdue rule), LAST_TENTH with less than a tenth of the period left, LESS_THAN_HALF_LEFT with less
 * than half, else MORE_THAN_HALF_LEFT. The server's SQL (`ageingBucketSql`) follows this rule; a property test holds
 * them together.
 */
export function ageingBucket(dueAt: Date, now: Date, periodDays: number): AgeingBucket {
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'OVERDUE';
  if (left * 10 < periodDays * DAY_MS) return 'LAST_TENTH';
  if (left * 2 < periodDays * DAY_MS) return 'LESS_THAN_HALF_LEFT';
  return 'MORE_THAN_HALF_LEFT';
}

/** The statuses a clock runs in (DECISION: every open status). */
export const AGEING_CLOCK_STATUSES: Record<AgeingClock, readonly CaseStatus[]> = {
  DECISION: OPEN_CASE_STATUSES,
  INFORMATION: ['RETURNED_FOR_CORRECTIONS'],
  HEARING: ['HEARING'],
};

/** The queue's `filter[ageing]` value of a clock's bucket (`DECISION.OVERDUE`). */
export const ageingFilterValue = (clock: AgeingClock, bucket: AgeingBucket) => `${clock}.${bucket}`;
export function parseAgeingFilter(value: string): { clock: AgeingClock; bucket: AgeingBucket } | null {
  const [clock, bucket, ...rest] = value.split('.');
  if (rest.length > 0) return null;
  if (!(AGEING_CLOCKS as readonly string[]).includes(clock)) return null;
  if (!(AGEING_BUCKETS as readonly string[]).includes(bucket ?? '')) return null;
  return { clock: clock as AgeingClock, bucket: bucket as AgeingBucket };
}

/** How many weeks of decisions the dashboard shows (the current one last). */
export const DASHBOARD_WEEKS = 12;
/** How many overdue cases the dashboard lists (the queue's overdue filter shows them all). */
export const DASHBOARD_OVERDUE_LIMIT = 10;

const count = z.number().int().nonnegative();

/**
 * `GET portal_cases/dashboard`: the figures of the officer dashboard over the submitted cases the queue shows (not
 * the caller's own): open cases by kind and status, their ageing against the settings' periods, the overdue ones
 * (the longest overdue first), decisions per week and the cases the caller has taken.
 */
export const officerDashboardSchema = z.object({
  /** Open cases (`OPEN_CASE_STATUSES`) per kind and status; pairs without a case are left out. */
  openByKindAndStatus: z.array(z.object({ kind: z.enum(CASE_TYPES), status: z.enum(CASE_STATUSES), count })),
  /** Every clock × bucket, zeros included, in `AGEING_CLOCKS` × `AGEING_BUCKETS` order. */
  ageing: z.array(z.object({ clock: z.enum(AGEING_CLOCKS), bucket: z.enum(AGEING_BUCKETS), count })),
  /** The periods in days (the settings) the ageing is measured against. */
  periods: z.object({
    decision: z.record(z.enum(CASE_TYPES), z.number().int()),
    information: z.number().int(),
    hearing: z.number().int(),
  }),
  overdue: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      caseType: z.enum(CASE_TYPES),
      status: z.enum(CASE_STATUSES),
      subject: z.string(),
      dueAt: z.string(),
      /** Calendar days (business time zone) past the due day. */
      daysOverdue: z.number().int(),
      assignee: z.string().nullable(),
    }),
  ),
  overdueTotal: count,
  /** The last `DASHBOARD_WEEKS` weeks (Monday to Sunday in the business time zone), oldest first. */
  decisionsPerWeek: z.array(z.object({ weekStart: z.string(), weekEnd: z.string(), approved: count, rejected: count })),
  /** The caller's taken cases that are not final, per status, and how many of them are overdue. */
  mine: z.object({ byStatus: z.array(z.object({ status: z.enum(CASE_STATUSES), count })), overdue: count }),
});
export type OfficerDashboard = z.infer<typeof officerDashboardSchema>;
