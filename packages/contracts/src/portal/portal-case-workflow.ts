import { z } from 'zod';
import type { CaseType } from './portal-cases';

/**
 * A case's workflow (customs-portal spec §4; DESIGN.md §5 "Case status"; ADR 0071 withdrawal, ADR 0074 hearing): the
 * statuses, the one table of which action each status allows, where each action leads, the hearing's rule before a
 * rejection, and the timeline's event kinds. The server's 409s and the screens' buttons both read
 * `caseActionAllowed`. Re-exported by `portal-cases`, the kinds' core.
 */
export const CASE_STATUSES = [
  'DRAFT',
  'SUBMITTED',
  'IN_PROCESS',
  'RETURNED_FOR_CORRECTIONS',
  /** The officer sent an intent to reject: the party may answer until the hearing's deadline. */
  'HEARING',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  /** The owner withdrew the submitted application before a decision (final). */
  'WITHDRAWN',
] as const;
export const caseStatusSchema = z.enum(CASE_STATUSES);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

/**
 * What each status allows. Owner actions: edit (the case and its records, documents), submit, cancel. Officer
 * actions: take (SUBMITTED → IN_PROCESS, assigned to them), return (request information: IN_PROCESS →
 * RETURNED_FOR_CORRECTIONS with a deadline), approve and reject (IN_PROCESS → APPROVED | REJECTED), integrate
 * (register a submitted general case in the authority's registry). The right to be heard (ADR 0074): intent
 * (IN_PROCESS → HEARING, the reasons of an intended rejection with the party's deadline), answer (the owner:
 * HEARING → IN_PROCESS, back to the same officer); reject also from HEARING once the party answered or the period
 * ended (`hearingAllowsReject`). Take over: an officer takes an open case another officer holds (the status stays;
 * that officer is told).
 */
export const CASE_ACTIONS = [
  'edit',
  'submit',
  'cancel',
  'take',
  'return',
  'approve',
  'reject',
  'integrate',
  'revoke_certificate',
  'withdraw',
  'intent',
  'resume',
  'take_over',
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

const ALLOWED: Record<CaseAction, readonly CaseStatus[]> = {
  /** During a hearing the owner adds documents to answer (as after a request for information). */
  edit: ['DRAFT', 'RETURNED_FOR_CORRECTIONS', 'HEARING'],
  /** From HEARING: the party's answer to an intent to reject. */
  submit: ['DRAFT', 'RETURNED_FOR_CORRECTIONS', 'HEARING'],
  cancel: ['DRAFT', 'RETURNED_FOR_CORRECTIONS'],
  take: ['SUBMITTED'],
  return: ['IN_PROCESS'],
  approve: ['IN_PROCESS'],
  /** And only after a hearing (`hearingAllowsReject`). */
  reject: ['IN_PROCESS', 'HEARING'],
  integrate: ['SUBMITTED', 'IN_PROCESS', 'APPROVED'],
  /** A movement certificate is issued on approval; an officer may withdraw it afterwards. */
  revoke_certificate: ['APPROVED'],
  /** The owner withdraws a submitted application, with a reason, while no decision has been taken. */
  withdraw: ['SUBMITTED', 'IN_PROCESS', 'RETURNED_FOR_CORRECTIONS', 'HEARING'],
  intent: ['IN_PROCESS'],
  /** The officer who asked for information takes the case back once the filer's period ended unanswered. */
  resume: ['RETURNED_FOR_CORRECTIONS'],
  /** The statuses in which a case is with an officer (only one another officer holds: `allowedCaseActions`). */
  take_over: ['IN_PROCESS', 'RETURNED_FOR_CORRECTIONS', 'HEARING'],
};

/**
 * The status an action leads to (integrate and edit keep the status). A resubmission answering a request for
 * information goes back to the officer who asked: IN_PROCESS, not SUBMITTED (`submitResult`).
 */
export const CASE_ACTION_RESULT: Partial<Record<CaseAction, CaseStatus>> = {
  submit: 'SUBMITTED',
  cancel: 'CANCELLED',
  take: 'IN_PROCESS',
  return: 'RETURNED_FOR_CORRECTIONS',
  approve: 'APPROVED',
  reject: 'REJECTED',
  withdraw: 'WITHDRAWN',
  intent: 'HEARING',
  resume: 'IN_PROCESS',
};

/** Where a submission leads: back to the assigned officer (an answer to their request) or to the queue. */
export const submitResult = (assigned: boolean): CaseStatus => (assigned ? 'IN_PROCESS' : 'SUBMITTED');

/** The 409 keys of a rejection the hearing does not yet allow (CASE_ERROR carries them too). */
export const HEARING_ERROR = {
  /** A rejection without an intent to reject sent to the party first (ADR 0074). */
  required: 'portal.hearing_required',
  /** A rejection while the party's period to answer the intent runs and they have not answered. */
  running: 'portal.hearing_period_running',
} as const;

/** The hearing before a rejection (ADR 0074): when the intent went out, the party's deadline, their answer. */
export type CaseHearingState = {
  sentAt: Date | string | null;
  answerDueAt: Date | string | null;
  answeredAt: Date | string | null;
};

/**
 * Whether a rejection may be decided now: only after an intent to reject was sent and the party answered it or
 * its period ended (Union Customs Code art. 22(6)); `null` when it may, else the 409 key that says why not.
 */
export function hearingRefusal(
  hearing: CaseHearingState,
  now: Date,
): (typeof HEARING_ERROR)[keyof typeof HEARING_ERROR] | null {
  if (!hearing.sentAt || !hearing.answerDueAt) return HEARING_ERROR.required;
  if (hearing.answeredAt) return null;
  return now.getTime() > new Date(hearing.answerDueAt).getTime() ? null : HEARING_ERROR.running;
}
export const hearingAllowsReject = (hearing: CaseHearingState, now: Date) => hearingRefusal(hearing, now) === null;

/** The 409 key of taking a case back while the filer's period to answer a request for information still runs. */
export const INFORMATION_PERIOD_RUNNING = 'portal.information_period_running';

/**
 * Whether the officer may take back a case returned for information without an answer: only once the filer's
 * deadline passed (they answer by submitting until then).
 */
export function informationPeriodEnded(correctionsDueAt: Date | string | null, now: Date): boolean {
  return correctionsDueAt !== null && now.getTime() > new Date(correctionsDueAt).getTime();
}

export function caseActionAllowed(status: CaseStatus, action: CaseAction): boolean {
  return ALLOWED[action].includes(status);
}

/**
 * The actions only some kinds have (a case kind's own view): a general case is integrated into the authority's
 * registry, a movement certificate's issued certificate is revoked. Every other action belongs to every kind.
 */
const KIND_ONLY: Partial<Record<CaseAction, readonly CaseType[]>> = {
  integrate: ['GENERAL'],
  revoke_certificate: ['MOVEMENT_CERTIFICATE'],
};

/** Whether a case of this kind has the action at all (its status and the caller decide the rest). */
export function caseKindHasAction(caseType: CaseType, action: CaseAction): boolean {
  return KIND_ONLY[action]?.includes(caseType) ?? true;
}

/** Whether the owner edits a case in this status (spec §4); every other status opens the read-only view. */
export const isCaseEditable = (status: CaseStatus) => caseActionAllowed(status, 'edit');
/** Statuses after which nothing more happens to a case. */
export const FINAL_CASE_STATUSES: readonly CaseStatus[] = ['APPROVED', 'REJECTED', 'CANCELLED', 'WITHDRAWN'];
/** Whether a case in this status still has a deadline to show (a final one has none: nothing is due any more). */
export const caseShowsDeadline = (status: CaseStatus) => !FINAL_CASE_STATUSES.includes(status);

/** What the timeline of a case records: one entry per transition and per notable act. */
export const CASE_EVENT_KINDS = [
  'CREATED',
  'SUBMITTED',
  'TAKEN',
  'RETURNED',
  'APPROVED',
  'REJECTED',
  'CANCELLED',
  'INTEGRATED',
  'CERTIFICATE_REVOKED',
  'WITHDRAWN',
  /** The party withdrew the authority of the intermediary who filed the case for them. */
  'REPRESENTATION_REVOKED',
  /** The officer's intent to reject (the hearing opens). */
  'INTENT_SENT',
  /** The party answered the intent (the hearing closes). */
  'HEARING_ANSWERED',
  /** The filer's period to answer a request for information ended without an answer; the officer goes on. */
  'INFORMATION_UNANSWERED',
  /** An officer took over the case from the officer who held it (its note: that officer's username; staff only). */
  'TAKEN_OVER',
] as const;
export type CaseEventKind = (typeof CASE_EVENT_KINDS)[number];
