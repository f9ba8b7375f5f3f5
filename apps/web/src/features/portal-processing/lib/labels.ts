import type { CaseEventKind } from '@portal/contracts/portal-cases';
import type { QueueAssignee } from '@portal/contracts/portal-processing';

// The workflow's labels: `[key, English fallback]` for `t(...)`.

export const EVENT_LABEL: Record<CaseEventKind, [string, string]> = {
  CREATED: ['portal.event.CREATED', 'Created'],
  SUBMITTED: ['portal.event.SUBMITTED', 'Submitted'],
  TAKEN: ['portal.event.TAKEN', 'Taken up by the customs office'],
  RETURNED: ['portal.event.RETURNED', 'Returned for more information'],
  APPROVED: ['portal.event.APPROVED', 'Approved'],
  REJECTED: ['portal.event.REJECTED', 'Rejected'],
  CANCELLED: ['portal.event.CANCELLED', 'Cancelled'],
  INTEGRATED: ['portal.event.INTEGRATED', 'Registered in the registry'],
  CERTIFICATE_REVOKED: ['portal.event.CERTIFICATE_REVOKED', 'Certificate revoked'],
  WITHDRAWN: ['portal.event.WITHDRAWN', 'Withdrawn by the applicant'],
  REPRESENTATION_REVOKED: ['portal.event.REPRESENTATION_REVOKED', 'Authority of the intermediary withdrawn'],
  INTENT_SENT: ['portal.event.INTENT_SENT', 'Intent to reject sent'],
  HEARING_ANSWERED: ['portal.event.HEARING_ANSWERED', 'The party answered'],
  INFORMATION_UNANSWERED: ['portal.event.INFORMATION_UNANSWERED', 'No answer to the request for information'],
  TAKEN_OVER: ['portal.event.TAKEN_OVER', 'Taken over from another officer'],
};

/** The dot of each event on the timeline. */
export const EVENT_COLOR: Record<CaseEventKind, string> = {
  CREATED: 'gray',
  SUBMITTED: 'blue',
  TAKEN: 'blue',
  RETURNED: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
  INTEGRATED: 'blue',
  CERTIFICATE_REVOKED: 'red',
  WITHDRAWN: 'gray',
  REPRESENTATION_REVOKED: 'orange',
  INTENT_SENT: 'orange',
  HEARING_ANSWERED: 'blue',
  INFORMATION_UNANSWERED: 'orange',
  TAKEN_OVER: 'blue',
};

export const ASSIGNEE_LABEL: Record<QueueAssignee, [string, string]> = {
  all: ['portal.processing.assignee_all', 'Everyone’s'],
  mine: ['portal.processing.assignee_mine', 'Mine'],
  unassigned: ['portal.processing.assignee_unassigned', 'Not taken'],
};

export const L = {
  /** The authority when its name is not known yet (the settings give it, ADR 0089). */
  authority: ['portal.processing.authority', 'The authority'],
  officer: ['portal.processing.officer_named', 'Customs officer {{name}}'],
  system: ['portal.processing.system', 'System'],
  dueAt: ['portal.processing.due_at', 'Decision due by'],
  correctionsDueAt: ['portal.processing.corrections_due_at', 'Corrections due by'],
  hearingDueAt: ['portal.processing.hearing_due_at', 'Answer to the intent due by'],
  answerPeriodEnded: ['portal.processing.answer_period_ended', 'Ended without an answer'],
  daysLeft: ['portal.processing.days_left', 'Days left: {{count}}'],
  dueToday: ['portal.processing.due_today', 'Due today'],
  overdueBy: ['portal.processing.overdue_by', 'Days overdue: {{count}}'],
  overdue: ['portal.processing.overdue', 'Overdue'],
  notDue: ['portal.processing.not_due', 'No deadline yet: the case has not been submitted.'],
  decided: ['portal.processing.decided_at', 'Decided on'],
  history: ['portal.processing.history', 'History of the case'],
  noEvents: ['portal.processing.no_events', 'Nothing has happened to this case yet.'],
  timelineFailed: ['portal.processing.timeline_failed', 'The history of the case could not be loaded.'],
  retry: ['generic.retry', 'Try again'],
  assignedTo: ['portal.processing.assigned_to', 'Taken by {{username}}'],
  protocolNumber: ['portal.processing.protocol_number', 'Protocol number'],
  // Actions
  actions: ['portal.processing.actions', 'Processing'],
  take: ['portal.processing.take', 'Take the case'],
  takeText: [
    'portal.processing.take_text',
    'The case is assigned to you and goes in process; the filer is told. Only you can then ask for information or decide it.',
  ],
  takeOver: ['portal.processing.take_over', 'Take over the case'],
  takeOverText: [
    'portal.processing.take_over_text',
    '{{username}} has this case. It is assigned to you and stays where it is (its status, deadlines and hearing); {{username}} is told. Only you can then ask for information or decide it.',
  ],
  requestInformation: ['portal.processing.request_information', 'Ask for information'],
  requestText: ['portal.processing.request_text', 'What the filer must add or explain'],
  requestHelp: [
    'portal.processing.request_help',
    'Posted in the case’s forum and issued as a document; the filer is mailed and may correct and submit the case again.',
  ],
  deadlineDays: ['portal.processing.deadline_days', 'Days to answer'],
  deadlineDaysHelp: ['portal.processing.deadline_days_help', 'Empty: the default of the settings.'],
  resume: ['portal.processing.resume', 'Go on without an answer'],
  resumeText: [
    'portal.processing.resume_text',
    'The filer’s period to answer the request for information ended without an answer. The case goes back in process with you and the period to decide runs again; the filer is told. You may then decide with what the case holds, ask again or send an intent to reject.',
  ],
  intent: ['portal.processing.intent', 'Intent to reject'],
  intentText: [
    'portal.processing.intent_text',
    'Before a rejection the party is heard: they are mailed the reasons and have the days of the setting “Days to answer an intent to reject” (30 unless changed) to answer in the forum or with documents. The case is in the hearing until they answer or the period ends; only then can it be rejected.',
  ],
  intentReasons: ['portal.processing.intent_reasons', 'Reasons of the intended rejection'],
  intentReasonsHelp: [
    'portal.processing.intent_reasons_help',
    'Posted in the case’s forum as the authority’s message and mailed to the filer.',
  ],
  intentSend: ['portal.processing.intent_send', 'Send the intent'],
  intentTextDays: [
    'portal.processing.intent_text_days',
    'Before a rejection the party is heard: they are mailed the reasons and have {{days}} days (the setting “Days to answer an intent to reject”) to answer in the forum or with documents. The case is in the hearing until they answer or the period ends; only then can it be rejected.',
  ],
  intentSent: ['portal.processing.intent_sent', 'The intent was sent. The party may answer until {{deadline}}.'],
  answered: ['portal.processing.answered', 'Answered'],
  answeredHelp: ['portal.processing.answered_help', 'The party answered and you have not acted since.'],
  approve: ['portal.processing.approve', 'Approve'],
  reject: ['portal.processing.reject', 'Reject'],
  reasoning: ['portal.processing.reasoning', 'Reasoning'],
  reasoningHelp: [
    'portal.processing.reasoning_help',
    'Printed in the decision, with the right to be heard and the appeal, in the filer’s language.',
  ],
  decisionType: ['portal.processing.decision_type', 'Decision type'],
  decisionTypeHelp: [
    'portal.processing.decision_type_help',
    'The type under which the decision is registered; empty: the one the case’s sub-type implies.',
  ],
  btiDecidedCode: ['portal.processing.bti_decided_code', 'Decided tariff code'],
  btiDecidedCodeHelp: [
    'portal.processing.bti_decided_code_help',
    'Eight digits of a tariff in force; it may differ from the proposed code.',
  ],
  btiJustification: ['portal.processing.bti_justification', 'Classification justification'],
  approveText: ['portal.processing.approve_text', 'The case is approved and the decision is issued to the filer.'],
  rejectText: ['portal.processing.reject_text', 'The case is rejected and the decision is issued to the filer.'],
  integrate: ['portal.processing.integrate', 'Register in the registry'],
  integrateText: [
    'portal.processing.integrate_text',
    'The case gets the protocol number of the authority’s registry, shown to the filer. A number is given once.',
  ],
  protocolHelp: ['portal.processing.protocol_help', 'As the registry gave it, e.g. 02/2026-1234.'],
  back: ['portal.keep', 'Back'],
  done: ['action.saved', 'Record saved.'],
  success: ['generic.success', 'Success'],
} as const satisfies Record<string, readonly [string, string]>;
