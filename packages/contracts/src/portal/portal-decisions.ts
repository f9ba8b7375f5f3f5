import { z } from 'zod';
import { pagedQuerySchema, queryValueSchema } from '../common/paging';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { type CaseLinkType, caseLinkTypeSchema } from './portal-cases';

/**
 * "My decisions" (docs/adr/0078-my-decisions-register.md): the register of what the authority issued to the caller —
 * decisions, authorizations, licences, BTIs, movement certificates and granted IPR applications for action (ADR
 * 0083) — with each one's validity and status, and the
 * reminder mailed before one expires.
 */

/** The kinds of documents in the register. */
export const MY_DECISION_KINDS = [
  'DECISION',
  'AUTHORIZATION',
  'LICENCE',
  'BTI',
  'MOVEMENT_CERTIFICATE',
  'IPR_APPLICATION',
] as const;
export type MyDecisionKind = (typeof MY_DECISION_KINDS)[number];

/**
 * A document's status on a day: REVOKED once revoked; SUPERSEDED once a case started to amend or renew it was
 * approved (ADR 0081: the new decision replaces it, both stay listed); EXPIRED after its last valid day; EXPIRING from
 * `reminderDays` days before its last valid day to that day (both included); VALID otherwise, and always when it
 * has no end of validity.
 */
export const MY_DECISION_STATUSES = ['VALID', 'EXPIRING', 'EXPIRED', 'REVOKED', 'SUPERSEDED'] as const;
export type MyDecisionStatus = (typeof MY_DECISION_STATUSES)[number];

/** The kinds that may expire, and so are reminded of (a decision has no validity). */
export const EXPIRING_DECISION_KINDS: readonly MyDecisionKind[] = [
  'AUTHORIZATION',
  'LICENCE',
  'BTI',
  'MOVEMENT_CERTIFICATE',
  'IPR_APPLICATION',
];

const DAY_MS = 86_400_000;
/** Days from `from` to `to` (ISO days `YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The status rule (see MY_DECISION_STATUSES), on `today` (an ISO day of the business time zone). */
export function myDecisionStatus(
  document: { validTo: string | null; revoked: boolean; superseded?: boolean },
  today: string,
  reminderDays: number,
): MyDecisionStatus {
  if (document.revoked) return 'REVOKED';
  if (document.superseded) return 'SUPERSEDED';
  if (document.validTo === null) return 'VALID';
  const left = daysBetween(today, document.validTo);
  if (left < 0) return 'EXPIRED';
  return left <= reminderDays ? 'EXPIRING' : 'VALID';
}

export const myDecisionKindSchema = z.enum(MY_DECISION_KINDS);
export const myDecisionStatusSchema = z.enum(MY_DECISION_STATUSES);

/** One row of My decisions. Days are ISO days (`YYYY-MM-DD`), shown DD.MM.YYYY. */
export const myDecisionSchema = z.object({
  /** `KIND-id`: unique over the register. */
  key: z.string(),
  kind: myDecisionKindSchema,
  number: z.string(),
  /** The case it was issued on (null for a past decision issued before the portal). */
  portalCase: z.object({ id: z.number().int(), number: z.string(), caseType: z.string() }).nullable(),
  issuedOn: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  status: myDecisionStatusSchema,
  /** The document's PDF (an attachment of the case's issued document), when there is one. */
  file: z.object({ attachmentId: z.number().int(), fileName: z.string() }).nullable(),
  /** SUPERSEDED: the approved case that amended or renewed it. */
  supersededBy: z.object({ id: z.number().int(), number: z.string(), caseType: z.string() }).nullable(),
  /** What the caller may start from it (`linkedCaseActions`): an amendment, a renewal, a complaint. */
  actions: z.array(caseLinkTypeSchema),
});
export type MyDecision = z.infer<typeof myDecisionSchema>;

export const MY_DECISION_SORT_KEYS = ['kind', 'number', 'caseNumber', 'issuedOn', 'validTo', 'status'] as const;
export type MyDecisionSortKey = (typeof MY_DECISION_SORT_KEYS)[number];
export const MY_DECISIONS_DEFAULT_SORT = 'issuedOn,desc';

/** `GET portal_decisions/by_registered_user`: paging, sort (a MY_DECISION_SORT_KEYS key), filter[kind|status]. */
export const myDecisionsQuerySchema = pagedQuerySchema
  .extend({
    sort: textSchema()
      .max(100)
      .regex(/^[A-Za-z][A-Za-z0-9_.]*(,(asc|desc))?$/i, 'validation.invalid_format')
      .default(MY_DECISIONS_DEFAULT_SORT),
  })
  .catchall(queryValueSchema);
export type MyDecisionsQuery = z.output<typeof myDecisionsQuerySchema>;

/** The page of the portal menu. */
export const MY_DECISIONS_PAGE = '/web_portal/my_decisions';

/**
 * The kinds of case a linked case may be started for: made empty like a new case of the kind (a complaint needs its
 * declarations or decision at creation, so it is left out).
 */
export const LINKABLE_CASE_TYPES: readonly string[] = ['GENERAL', 'AUTHORIZATION', 'MOVEMENT_CERTIFICATE', 'BTI'];
/** The statuses a document may be amended or renewed in. */
export const LINKABLE_DECISION_STATUSES: readonly MyDecisionStatus[] = ['VALID', 'EXPIRING'];

/** The kinds of case whose decision may be complained against from My decisions (a complaint's own is final here). */
export const COMPLAINABLE_CASE_TYPES: readonly string[] = [
  'GENERAL',
  'AUTHORIZATION',
  'MOVEMENT_CERTIFICATE',
  'BTI',
  'IPR',
];

/** A document as the rule of what may be started from it reads it. */
export type LinkableDocument = {
  kind: MyDecisionKind;
  status: MyDecisionStatus;
  validTo: string | null;
  /** The kind of its case; null for a past decision issued before the portal. */
  caseType: string | null;
  /** Its issue day (ISO), from which the appeal period runs. */
  issuedOn: string | null;
};

/**
 * Whether the caller may file a complaint against a document (ADR 0082): a decision (not an authorization, a BTI…:
 * those are contested through the decision that granted them) of a case they own (not a complaint case), not
 * superseded or revoked, within the appeal period (`appealDays` from its issue day, both included, on `today`).
 */
export function complaintAllowed(
  document: LinkableDocument,
  owner: boolean,
  appeal: { today: string; appealDays: number },
): boolean {
  if (!owner || document.kind !== 'DECISION' || document.caseType === null || document.issuedOn === null) return false;
  if (!COMPLAINABLE_CASE_TYPES.includes(document.caseType)) return false;
  if (!LINKABLE_DECISION_STATUSES.includes(document.status)) return false;
  const days = daysBetween(document.issuedOn, appeal.today);
  return days >= 0 && days <= appeal.appealDays;
}

/**
 * What the caller may start from a document of their register (ADR 0081, 0082): nothing unless they own its case
 * (not a party it was filed for, not an intermediary after the party withdrew their authority). An amendment of a
 * VALID or EXPIRING document, and a renewal when it has an end of validity; a complaint (`complaintAllowed`). The
 * list's buttons and the command's 409 read this one rule.
 */
export function linkedCaseActions(
  document: LinkableDocument,
  owner: boolean,
  appeal: { today: string; appealDays: number },
): CaseLinkType[] {
  const actions: CaseLinkType[] = [];
  if (
    owner &&
    document.caseType !== null &&
    LINKABLE_CASE_TYPES.includes(document.caseType) &&
    LINKABLE_DECISION_STATUSES.includes(document.status)
  ) {
    actions.push('AMEND');
    if (document.validTo !== null) actions.push('RENEW');
  }
  if (complaintAllowed(document, owner, appeal)) actions.push('COMPLAINT');
  return actions;
}

/** `POST portal_decisions/start_linked_case`: a new draft case amending or renewing one document of the register. */
export const startLinkedCaseSchema = z.object({
  kind: myDecisionKindSchema,
  recordId: idSchema,
  link: caseLinkTypeSchema,
});
export type StartLinkedCaseInput = z.infer<typeof startLinkedCaseSchema>;
/** Its answer: the new case and the path of its edit screen. */
export const startedLinkedCaseSchema = z.object({ id: z.number().int(), number: z.string(), path: z.string() });
export type StartedLinkedCase = z.infer<typeof startedLinkedCaseSchema>;

/** The 409 keys of starting a linked case. */
export const LINKED_CASE_ERROR = {
  /** The document is not VALID or EXPIRING (or has no end of validity, for a renewal; or no case). */
  notLinkable: 'portal.decision_not_linkable',
  /** An open case already amends or renews the same decision: `{ number }` names it. */
  openLinkedCase: 'portal.decision_linked_case_open',
} as const;

/**
 * The new case's subject: "Amendment of …"/"Renewal of …"/"Complaint against …" in the language of the request (sq,
 * en, sr).
 */
const LINKED_SUBJECT_PREFIX: Record<CaseLinkType, Record<'sq' | 'en' | 'sr', string>> = {
  AMEND: { sq: 'Ndryshim i', en: 'Amendment of', sr: 'Izmena' },
  RENEW: { sq: 'Rinovim i', en: 'Renewal of', sr: 'Obnova' },
  COMPLAINT: { sq: 'Ankesë kundër', en: 'Complaint against', sr: 'Žalba na' },
};
export function linkedCaseSubject(
  link: CaseLinkType,
  number: string,
  subject: string,
  lang: string | undefined,
  max: number,
): string {
  const language = lang === 'en' || lang === 'sr' ? lang : 'sq';
  return `${LINKED_SUBJECT_PREFIX[link][language]} ${number}: ${subject}`.slice(0, max);
}
