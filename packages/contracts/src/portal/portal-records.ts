import { z } from 'zod';
import { idSchema, int4Schema, textSchema } from '../common/input';
import { caseCommonInputSchema, caseSubjectChoiceSchema, refineSubjectChoice } from './portal-cases';
import '../common/zod-messages';

/**
 * The records of a complaint case (customs-portal spec §3, §4, §7 "Complaint"): the customs declarations (SAD) it is
 * about, or the one decision it is about. The formats are decided here once, so the web form refuses what the
 * server refuses, with the same keys.
 */

export const PORTAL_RECORDS_ERROR = {
  declarationNumberFormat: 'portal.declaration_number_format',
  declarationOfficeUnknown: 'portal.declaration_office_unknown',
  declarationYearRange: 'portal.declaration_year_range',
  /** The declaration is already on this case or on another open complaint case of the caller. */
  declarationDuplicate: 'portal.declaration_duplicate',
  /** A declaration complaint keeps at least one declaration. */
  declarationLast: 'portal.declaration_last',
  /** A complaint case holds at most DECLARATIONS_PER_CASE_MAX declarations. */
  declarationsLimit: 'portal.declarations_limit',
  decisionNumberFormat: 'portal.decision_number_format',
  /** The number is in the authority's register with another type. */
  decisionTypeMismatch: 'portal.decision_type_mismatch',
  /** The decision is already the subject of another open complaint case of the caller. */
  decisionDuplicate: 'portal.decision_duplicate',
  decisionTypeUnknown: 'portal.decision_type_unknown',
  /**
   * 400 on the decision number: a number of the authority's own form that is not in its register addressed to the
   * party the complaint is about (one it never issued and one addressed to someone else alike).
   */
  decisionNotFound: 'portal.decision_not_found',
  /** The web's message when the server answers that a declaration may not be added (spec §5, §8). */
  inputNotValid: 'portal.input_not_valid',
} as const;

/** The first year a declaration may be from; the last is the current year. */
export const DECLARATION_FIRST_YEAR = 2000;
export const currentDeclarationYear = (now: Date = new Date()) => now.getFullYear();
/** A declaration number: up to 10 digits after an optional letter (the SAD series), spaces ignored. */
export const DECLARATION_NUMBER_PATTERN = /^[A-Z]?\d{1,10}$/;
/** A customs office code (office_locations): four digits. */
export const DECLARATION_OFFICE_PATTERN = /^\d{4}$/;
/** A decision number as the authority writes it (`DV-2025-00123`): letters, digits, `-`, `/`, `.`; up to 40. */
export const DECISION_NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9\-/.]{0,39}$/;
/** Declarations given at once when a declaration complaint is created. */
export const DECLARATIONS_PER_CREATE_MAX = 50;
/** Declarations one complaint case holds. */
export const DECLARATIONS_PER_CASE_MAX = 200;

/** Upper-case, spaces removed: `c 1234` and `C1234` are the same declaration. */
export const normalizeDeclarationNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();
export const normalizeDecisionNumber = (value: string) => value.trim().toUpperCase();

export const declarationNumberSchema = textSchema()
  .max(40, PORTAL_RECORDS_ERROR.declarationNumberFormat)
  .transform(normalizeDeclarationNumber)
  .refine((v) => DECLARATION_NUMBER_PATTERN.test(v), PORTAL_RECORDS_ERROR.declarationNumberFormat);
export const declarationOfficeSchema = textSchema()
  .max(40, PORTAL_RECORDS_ERROR.declarationOfficeUnknown)
  .transform((v) => v.trim())
  .refine((v) => DECLARATION_OFFICE_PATTERN.test(v), PORTAL_RECORDS_ERROR.declarationOfficeUnknown);
export const declarationYearSchema = int4Schema().refine(
  (y) => y >= DECLARATION_FIRST_YEAR && y <= currentDeclarationYear(),
  PORTAL_RECORDS_ERROR.declarationYearRange,
);

/** The three fields of a declaration (spec §3 "Customs declaration (SAD)"). */
export const declarationFieldsSchema = z.object({
  declarationNumber: declarationNumberSchema,
  declarationOffice: declarationOfficeSchema,
  declarationYear: declarationYearSchema,
});
export type DeclarationFields = z.infer<typeof declarationFieldsSchema>;

/** The same declaration (after normalising). */
export const sameDeclaration = (a: DeclarationFields, b: DeclarationFields) =>
  a.declarationNumber === b.declarationNumber &&
  a.declarationOffice === b.declarationOffice &&
  a.declarationYear === b.declarationYear;

/**
 * The authority's own decision numbers: `DV-` (its register's decisions) and `DP-` (the portal's, `DP-` and the
 * case's number). A number of this form is one of its decisions: it is looked up in the register, only among the
 * decisions addressed to the party, and one not found there is refused. Any other number is a decision the filer
 * types (another body's, or one before the register), taken with the type the filer gives; the register is never
 * asked about it.
 */
export const AUTHORITY_DECISION_NUMBER_PREFIXES = ['DV-', 'DP-'] as const;
export const isAuthorityDecisionNumber = (value: string) =>
  AUTHORITY_DECISION_NUMBER_PREFIXES.some((prefix) => normalizeDecisionNumber(value).startsWith(prefix));

export const decisionNumberSchema = textSchema()
  .max(40, PORTAL_RECORDS_ERROR.decisionNumberFormat)
  .transform(normalizeDecisionNumber)
  .refine((v) => v.length > 0, 'generic.required')
  .refine((v) => v.length === 0 || DECISION_NUMBER_PATTERN.test(v), PORTAL_RECORDS_ERROR.decisionNumberFormat);

const caseRefSchema = z.object({ id: idSchema });

/**
 * The case part of both complaint creation payloads: who it is about (an individual or a company; neither for the
 * filer themself), and the fields every kind shares; the sub-type (a COMPLAINT one) is required, as for general cases.
 */
export const complaintCaseCreateSchema = caseSubjectChoiceSchema
  .extend(caseCommonInputSchema.shape)
  .extend({ subTypeId: idSchema, customsDeclarationDecision: z.boolean() });

/** `POST complaint_cases/create_customs_declaration_complaint_case`: the case and at least one declaration. */
export const createDeclarationComplaintSchema = z.object({
  complaintCase: complaintCaseCreateSchema
    .extend({ customsDeclarationDecision: z.literal(true) })
    .superRefine(refineSubjectChoice),
  declarations: z.array(declarationFieldsSchema).min(1).max(DECLARATIONS_PER_CREATE_MAX),
});
export type CreateDeclarationComplaint = z.infer<typeof createDeclarationComplaintSchema>;

/** `POST complaint_cases/create_decision_complaint_case`: the case and the decision it is about. */
export const createDecisionComplaintSchema = z.object({
  complaintCase: complaintCaseCreateSchema
    .extend({ customsDeclarationDecision: z.literal(false) })
    .superRefine(refineSubjectChoice),
  decision: z.object({ decisionNumber: decisionNumberSchema, decisionTypeId: idSchema.nullish() }),
});
export type CreateDecisionComplaint = z.infer<typeof createDecisionComplaintSchema>;

/** `POST complaint_cases/edit_complaint_case`. */
export const editComplaintCaseSchema = caseCommonInputSchema.extend({ id: idSchema, subTypeId: idSchema });
export type EditComplaintCase = z.infer<typeof editComplaintCaseSchema>;

/** `POST customs_declarations/add_customs_declaration_to_complaint_case`. */
export const addDeclarationSchema = declarationFieldsSchema.extend({ complaintCase: caseRefSchema });
export type AddDeclaration = z.infer<typeof addDeclarationSchema>;

/**
 * `POST complaint_cases/check_if_customs_declaration_can_be_added`: taken loosely (an invalid field answers false,
 * not 400); without a case it asks about a complaint being created.
 */
export const checkDeclarationSchema = z.object({
  complaintCase: caseRefSchema.nullish(),
  declarationNumber: textSchema().max(200).nullish(),
  declarationOffice: textSchema().max(200).nullish(),
  declarationYear: int4Schema().nullish(),
});
export type CheckDeclaration = z.infer<typeof checkDeclarationSchema>;

/** `POST decisions/edit_decision`: creates or replaces the decision of a decision complaint. */
export const editDecisionSchema = z.object({
  complaintCase: caseRefSchema,
  decisionNumber: decisionNumberSchema,
  decisionTypeId: idSchema.nullish(),
});
export type EditDecision = z.infer<typeof editDecisionSchema>;

/**
 * `POST complaint_cases/check_decision_number` (loose: an invalid number answers no type). The party the decision
 * must be addressed to: the complaint's (`complaintCase`, one of the caller's), else the subject of a complaint being
 * created, as the wizard chose it (nothing: the caller themself).
 */
export const checkDecisionNumberSchema = caseSubjectChoiceSchema
  .extend({ decisionNumber: textSchema().max(200).nullish(), complaintCase: caseRefSchema.nullish() })
  .superRefine(refineSubjectChoice);
export type CheckDecisionNumber = z.input<typeof checkDecisionNumberSchema>;

const labelledRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  labelSQ: z.string(),
  labelEN: z.string(),
  labelSR: z.string(),
});
export type LabelledRef = z.infer<typeof labelledRefSchema>;

export const decisionTypeRefSchema = labelledRefSchema;
/**
 * The check's answer: the register's type of the decision (or null) and, only when so, that another open complaint of
 * the caller (theirs or their company's) is already about this number (the 409 `portal.decision_duplicate` a save
 * would answer), so that the wizard says it on the field as the number is typed.
 */
export const checkDecisionNumberAnswerSchema = z.object({
  decisionType: decisionTypeRefSchema.nullable(),
  duplicate: z.literal(true).optional(),
});
export type CheckDecisionNumberAnswer = z.infer<typeof checkDecisionNumberAnswerSchema>;

export const customsDeclarationSchema = z.object({
  id: z.number().int(),
  complaintCase: z.object({ id: z.number().int() }),
  declarationNumber: z.string(),
  declarationOffice: z.string(),
  declarationYear: z.number().int(),
  /** The office of the code (null when the code has left the vocabulary). */
  office: labelledRefSchema.nullable(),
});
export type CustomsDeclaration = z.infer<typeof customsDeclarationSchema>;

export const complaintDecisionSchema = z.object({
  id: z.number().int(),
  complaintCase: z.object({ id: z.number().int() }),
  decisionNumber: z.string(),
  decisionType: decisionTypeRefSchema.nullable(),
  /** The number is in the authority's register: its type is the register's and cannot be changed. */
  registered: z.boolean(),
});
export type ComplaintDecision = z.infer<typeof complaintDecisionSchema>;
