import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { fieldPropertiesSchema, pagedQuerySchema, queryValueSchema } from '../common/paging';
import { companyFieldsSchema, companySchema, individualFieldsSchema, individualSchema } from '../accounts/registration';
import {
  CASE_ACTIONS,
  CASE_EVENT_KINDS,
  caseStatusSchema,
  HEARING_ERROR,
  INFORMATION_PERIOD_RUNNING,
} from './portal-case-workflow';
import { CASE_TYPES, type PortalDocumentGroup } from './case-kinds';

export { CASE_TYPES, PORTAL_DOCUMENT_GROUPS, type PortalDocumentGroup } from './case-kinds';

/**
 * The customs case portal's core (customs-portal spec §1–§4): the six kinds, numbers, the case as every screen reads
 * it, the common inputs and the refusal keys. The workflow (statuses, which action each status allows, the hearing,
 * the timeline's kinds) is `portal-case-workflow.ts`, re-exported here.
 */

export const caseTypeSchema = z.enum(CASE_TYPES);
export type CaseType = z.infer<typeof caseTypeSchema>;

/** The `{kind}` of the spec's paths (`{kind}_cases/…`) and screens (`edit_{kind}_case`) for each case type. */
export const CASE_KIND_OF_TYPE = {
  GENERAL: 'general',
  COMPLAINT: 'complaint',
  AUTHORIZATION: 'authorization',
  MOVEMENT_CERTIFICATE: 'movement_certificate',
  BTI: 'bti',
  IPR: 'ipr',
} as const satisfies Record<CaseType, string>;
export type CaseKind = (typeof CASE_KIND_OF_TYPE)[CaseType];
export const CASE_KINDS = Object.values(CASE_KIND_OF_TYPE) as CaseKind[];

/** The readable prefix of a case number: `GEN-2026-000123`. */
export const CASE_NUMBER_PREFIX = {
  GENERAL: 'GEN',
  COMPLAINT: 'CMP',
  AUTHORIZATION: 'AUT',
  MOVEMENT_CERTIFICATE: 'MOV',
  BTI: 'BTI',
  IPR: 'IPR',
} as const satisfies Record<CaseType, string>;

/** A case number: unique per kind and year, the sequence padded to six digits. */
export * from './portal-case-workflow';

export function formatCaseNumber(type: CaseType, year: number, sequence: number): string {
  return `${CASE_NUMBER_PREFIX[type]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * How a case started from a decision of My decisions relates to the case the decision was issued on (ADR 0081): it
 * asks to amend it, or to renew it (approved, it supersedes the original's documents), or it complains against the
 * decision (ADR 0082: a complaint case; it supersedes nothing).
 */
export const CASE_LINK_TYPES = ['AMEND', 'RENEW', 'COMPLAINT'] as const;
/** The links that replace the original's documents once approved (and of which one at a time may be open). */
export const SUPERSEDING_LINK_TYPES = ['AMEND', 'RENEW'] as const;
/** Whether a case's link is one that supersedes the original once approved. */
export const isSupersedingLink = (link: string | null | undefined): boolean =>
  (SUPERSEDING_LINK_TYPES as readonly string[]).includes(link ?? '');
export const caseLinkTypeSchema = z.enum(CASE_LINK_TYPES);
export type CaseLinkType = z.infer<typeof caseLinkTypeSchema>;

/** The 409 keys of the case core. */
export const CASE_ERROR = {
  /** The status does not allow the action (`caseActionAllowed` is false). */
  statusForbids: 'portal.case_status_forbids',
  notOwner: 'portal.case_not_owned',
  assignedToOther: 'portal.case_assigned_to_other',
  /** Taking over a case that no other officer holds (take it from the queue instead, or it is the caller's). */
  notAssignedToOther: 'portal.case_not_assigned_to_other',
  missingDocuments: 'portal.required_documents_missing',
  subjectHasUser: 'portal.subject_has_user',
  subjectExists: 'portal.subject_exists',
  wrongKind: 'portal.case_wrong_kind',
  /** A filer who is not an intermediary files only about themself (their individual or their company). */
  onlyIntermediaries: 'portal.only_intermediaries_file_for_others',
  /** "Myself" for an account with neither an individual nor a company record (staff accounts). */
  noOwnSubject: 'portal.no_own_subject',
  /** The party already withdrew the intermediary's authority for the case. */
  representationRevoked: 'portal.representation_already_revoked',
  /**
   * An intermediary submits for a party with neither a power of attorney document on the case nor a standing
   * representation the party granted, valid today (ADR 0071, 0075).
   */
  powerOfAttorneyMissing: 'portal.power_of_attorney_missing',
  /** A rejection without an intent to reject sent to the party first (ADR 0074). */
  hearingRequired: HEARING_ERROR.required,
  /** A rejection while the party's period to answer the intent runs and they have not answered. */
  hearingRunning: HEARING_ERROR.running,
  /** Taking back a case returned for information while the filer's period to answer still runs. */
  informationPeriodRunning: INFORMATION_PERIOD_RUNNING,
} as const;

/** The 400 keys of the case inputs (on the field they concern). */
export const CASE_FIELD_ERROR = {
  subjectOneOnly: 'portal.subject_one_only',
  subjectNotFound: 'portal.subject_not_found',
  subTypeInvalid: 'portal.sub_type_invalid',
} as const;

/** The officer's page (COUNTER system): the queue of submitted cases and their processing. */
export const PORTAL_OFFICER_PAGE = '/web_portal_processing/case_queue';
/** The filer's home page; its url grants the create, edit and view sub-routes of every kind. */
export const PORTAL_HOME_PAGE = '/web_portal/web_portal_home_page';
export const PORTAL_WELCOME_PAGE = '/web_portal/web_portal_welcome_page';

/** The screens of a kind under the home page (spec §2; the complaint's create route is the spec's spelling). */
export function caseScreenPath(kind: CaseKind, screen: 'create' | 'edit' | 'view', id?: number): string {
  if (screen === 'create') {
    return `${PORTAL_HOME_PAGE}/${kind === 'complaint' ? 'create_complain_case' : `create_${kind}_case`}`;
  }
  return `${PORTAL_HOME_PAGE}/${screen}_${kind}_case/${id}`;
}

export const CASE_SUBJECT_MAX = 200;
export const CASE_DESCRIPTION_MAX = 4000;

/** The fields every kind's create and edit share. */
export const caseCommonInputSchema = z.object({
  subTypeId: idSchema.nullish(),
  subject: textSchema().trim().min(1).max(CASE_SUBJECT_MAX),
  description: textSchema()
    .trim()
    .max(CASE_DESCRIPTION_MAX)
    .nullish()
    .transform((value) => (value ? value : null)),
});

/**
 * Who a new case is about, as the wizard sends it: an individual, a company, or neither for the filer themself
 * (their company when they have one, else their individual record).
 */
export const caseSubjectChoiceSchema = z.object({
  aboutIndividualId: idSchema.nullish(),
  aboutCompanyId: idSchema.nullish(),
});
export type CaseSubjectChoice = z.infer<typeof caseSubjectChoiceSchema>;

/** The refinement of a create body holding a subject choice: not both an individual and a company. */
export function refineSubjectChoice(choice: CaseSubjectChoice, ctx: z.RefinementCtx): void {
  if (choice.aboutIndividualId && choice.aboutCompanyId) {
    ctx.addIssue({ code: 'custom', path: ['aboutCompanyId'], message: CASE_FIELD_ERROR.subjectOneOnly });
  }
}

/** A general case's own fields: its sub-type (a GENERAL one) is required. */
export const generalCaseFieldsSchema = caseCommonInputSchema.extend({ subTypeId: idSchema });
/** `POST general_cases/create_general_case`. */
export const createGeneralCaseSchema = caseSubjectChoiceSchema
  .extend(generalCaseFieldsSchema.shape)
  .superRefine(refineSubjectChoice);
export type CreateGeneralCaseInput = z.input<typeof createGeneralCaseSchema>;
/** `POST general_cases/edit_general_case`: who the case is about is fixed at creation. */
export const editGeneralCaseSchema = generalCaseFieldsSchema.extend({ id: idSchema });
export type EditGeneralCaseInput = z.input<typeof editGeneralCaseSchema>;

/** The fields of a case's form the server reports editability for (`fieldProperties`). */
export const CASE_FORM_FIELDS = ['aboutIndividualId', 'aboutCompanyId', 'subTypeId', 'subject', 'description'] as const;

const ref = z.object({ id: z.number().int(), name: z.string() });
const subTypeRef = z.object({
  id: z.number().int(),
  code: z.string(),
  labelSQ: z.string(),
  labelEN: z.string(),
  labelSR: z.string(),
});

/** A case as every screen reads it (`GET {kind}_cases/{id}`, the home list's rows). */
export const portalCaseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  caseType: caseTypeSchema,
  caseStatus: caseStatusSchema,
  subType: subTypeRef.nullable(),
  subject: z.string(),
  description: z.string().nullable(),
  forum: z.object({ id: z.number().int() }),
  forIndividual: z.boolean(),
  forCompany: z.boolean(),
  aboutIndividual: ref.nullable(),
  aboutCompany: ref.nullable(),
  /** Authorization cases: a licence rather than an authorization. */
  licence: z.boolean(),
  /** Complaint cases: about customs declarations (true) or a decision (false). */
  customsDeclarationDecision: z.boolean().nullable(),
  filer: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
  filerCompany: ref.nullable(),
  assignedOfficer: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  protocolNumber: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  /**
   * The decision is due by then (a setting per kind, counted from the first submission; moved by the days the party
   * was asked, and once their period to answer ended unanswered, running again from its end).
   */
  dueAt: z.string().nullable(),
  /** While returned for corrections: the filer answers by then. */
  correctionsDueAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /**
   * The caller is the party an intermediary filed the case for (they see it read-only); `representationRevokedAt`:
   * when the party withdrew the intermediary's authority for it.
   */
  filedForYou: z.boolean().optional(),
  /**
   * Shown to the owner of a case an intermediary files for another party (present only then): submitting it needs a
   * power of attorney document on it or the party's standing representation (ADR 0075).
   */
  forAnotherParty: z.boolean().optional(),
  representationRevokedAt: z.string().nullable().optional(),
  /** A case started to amend or renew a decision (ADR 0081): the case that decision was issued on. */
  linkedCase: z
    .object({ id: z.number().int(), number: z.string(), caseType: caseTypeSchema, link: caseLinkTypeSchema })
    .nullable()
    .optional(),
  /** The last intent to reject: its reasons, when sent, the party's deadline and their answer (ADR 0074). */
  hearing: z
    .object({
      reasons: z.string(),
      sentAt: z.string(),
      answerDueAt: z.string(),
      answeredAt: z.string().nullable(),
    })
    .nullable(),
  /** The party answered the officer's request or intent and the officer has not acted since. */
  answered: z.boolean(),
  /**
   * Only to the officer who may send an intent to reject: the days the party would have to answer it (the
   * `portal_hearing_days` setting, ADR 0074).
   */
  hearingDays: z.number().int().optional(),
  /** The actions the caller may take now (their role and the status decide). */
  allowedActions: z.array(z.enum(CASE_ACTIONS)),
  fieldProperties: fieldPropertiesSchema,
});
export type PortalCase = z.infer<typeof portalCaseSchema>;

/** A case sub-type with its kind (the filters and the wizard's sub-type list). */
export const caseSubTypeSchema = subTypeRef.extend({ caseType: caseTypeSchema });
export type CaseSubType = z.infer<typeof caseSubTypeSchema>;

/**
 * The filters of the home list (`filter[…]` of `cases/by_registered_user`); sub-type 0 means any (spec §9); the
 * date ranges are days (`DD.MM.YYYY`, business time zone), both ends included.
 */
export const CASE_LIST_FILTERS = [
  'status',
  'type',
  'subType',
  'company',
  'individual',
  'createdFrom',
  'createdTo',
  'submittedFrom',
  'submittedTo',
] as const;
/** What the home list sorts by (`sort=<key>,asc|desc`): each of its columns. */
export const CASE_LIST_SORT_KEYS = [
  'id',
  'number',
  'caseType',
  'status',
  'subject',
  'about',
  'createdAt',
  'submittedAt',
  'dueAt',
] as const;
export type CaseListSortKey = (typeof CASE_LIST_SORT_KEYS)[number];
export const ANY_SUB_TYPE = 0;
/** The home list's sort: newest first by default. */
export const CASE_LIST_DEFAULT_SORT = 'id,desc';

/**
 * `GET cases/by_registered_user`: paging, `sort` (a `CASE_LIST_SORT_KEYS` key; default newest first) and the
 * `CASE_LIST_FILTERS`.
 */
export const caseListQuerySchema = pagedQuerySchema
  .extend({
    sort: textSchema()
      .max(100)
      .regex(/^[A-Za-z][A-Za-z0-9_.]*(,(asc|desc))?$/i, 'validation.invalid_format')
      .default(CASE_LIST_DEFAULT_SORT),
  })
  .catchall(queryValueSchema);
export type CaseListQuery = z.output<typeof caseListQuerySchema>;

/** `GET cases/submit_filters`: the options of the home list's filters. */
export const caseFilterOptionsSchema = z.object({
  statuses: z.array(caseStatusSchema),
  types: z.array(caseTypeSchema),
  /** The active sub-types of every kind. */
  subTypes: z.array(caseSubTypeSchema),
  /** The companies and individuals the caller's cases are about. */
  companies: z.array(ref),
  individuals: z.array(ref),
});
export type CaseFilterOptions = z.infer<typeof caseFilterOptionsSchema>;

/** `GET registered_users/find_individual_from_personal_number`. */
export const findIndividualQuerySchema = individualFieldsSchema.pick({ personalNumber: true });
/** `GET registered_users/find_company_from_unique_number`. */
export const findCompanyQuerySchema = companyFieldsSchema.pick({ companyUniqueNumber: true });

/** Who a case may be about, looked up: on file or not, and whether an account holds it (then it is not edited). */
export const individualLookupSchema = z.object({
  existsInDatabase: z.boolean(),
  individual: individualSchema.nullable(),
  hasUser: z.boolean(),
});
export type IndividualLookup = z.infer<typeof individualLookupSchema>;
export const companyLookupSchema = z.object({
  existsInDatabase: z.boolean(),
  company: companySchema.nullable(),
  hasUser: z.boolean(),
});
export type CompanyLookup = z.infer<typeof companyLookupSchema>;

/** `POST complaint_cases/individuals`: an individual not on file, recorded by an intermediary. */
export const caseIndividualInputSchema = individualFieldsSchema;
export type CaseIndividualInput = z.input<typeof caseIndividualInputSchema>;
/** `POST complaint_cases/companies`: a company not on file (never an intermediary itself). */
export const caseCompanyInputSchema = companyFieldsSchema.omit({ isIntermediary: true });
export type CaseCompanyInput = z.input<typeof caseCompanyInputSchema>;

export const caseEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CASE_EVENT_KINDS),
  fromStatus: caseStatusSchema.nullable(),
  toStatus: caseStatusSchema.nullable(),
  at: z.string(),
  actor: z.string().nullable(),
  note: z.string().nullable(),
});

/** The group whose types a filer of a case picks from (and whose required types submit checks). */
export function documentGroupOfCase(type: CaseType, licence: boolean): PortalDocumentGroup {
  switch (type) {
    case 'GENERAL':
    case 'COMPLAINT':
      return 'COMPLAINT_GENERAL';
    case 'AUTHORIZATION':
      return licence ? 'LICENCE' : 'AUTHORIZATION';
    case 'MOVEMENT_CERTIFICATE':
      return 'MOVEMENT_REQUIRED';
    case 'BTI':
      return 'BTI_REQUIRED';
    case 'IPR':
      return 'IPR_REQUIRED';
  }
}

/**
 * Whether a filer may give a document of a type of `typeGroup` on a case whose group is `caseGroup`: its own group,
 * or REPRESENTATION (a power of attorney), which every kind's filer may add (ADR 0075).
 */
export function documentGroupAllowedOnCase(caseGroup: PortalDocumentGroup, typeGroup: PortalDocumentGroup): boolean {
  return typeGroup === caseGroup || (typeGroup === 'REPRESENTATION' && caseGroup !== 'AUTHORITY');
}

/** Outgoing documents are sent by the filer; incoming ones are issued by the authority. */
export const PORTAL_DOCUMENT_DIRECTIONS = ['OUTGOING', 'INCOMING'] as const;
export type PortalDocumentDirection = (typeof PORTAL_DOCUMENT_DIRECTIONS)[number];

export const FORUM_MESSAGE_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
