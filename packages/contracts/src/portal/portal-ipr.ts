import { z } from 'zod';
import { idSchema, int4Schema, optionalDaySchema, textSchema } from '../common/input';
import { caseCommonInputSchema, caseSubjectChoiceSchema, refineSubjectChoice } from './portal-cases';
import { POSITION_ERROR } from './positions';
import '../common/zod-messages';

/**
 * The IPR kind (customs-portal spec §3 "IPR", §4, §7 "IPR"): an application for action by an intellectual property
 * right holder — the application itself (one per case, made with the case), the rights it relies on and the goods
 * it protects, both at 1-based positions (`./positions`). Approved, it gets an application number and a validity.
 */

export const IPR_ERROR = {
  /** A position that names no entry of the list now (editing or replacing with no valid row; spec §8). */
  position: POSITION_ERROR,
  /** Submitting needs at least one right and one goods entry. */
  recordsMissing: 'portal.ipr_records_missing',
  /** A case holds at most IPR_ENTRIES_MAX rights and as many goods. */
  entriesLimit: 'portal.ipr_entries_limit',
  dateInvalid: 'portal.ipr_date_invalid',
} as const;

/** Rights, and goods, one IPR case holds. */
export const IPR_ENTRIES_MAX = 100;
/** The setting of how many days an approved application is valid (a year by default). */
export const IPR_VALIDITY_PARAMETER = 'portal_ipr_validity_days';

/** The kinds of intellectual property right an application relies on. */
export const IPR_RIGHT_TYPES = [
  'TRADEMARK',
  'DESIGN',
  'COPYRIGHT',
  'PATENT',
  'GEOGRAPHICAL_INDICATION',
  'PLANT_VARIETY',
  'OTHER',
] as const;
export type IprRightType = (typeof IPR_RIGHT_TYPES)[number];

const required = (max: number) => textSchema().trim().min(1, 'generic.required').max(max, 'validation.too_long');
const optional = (max: number) =>
  textSchema()
    .trim()
    .max(max, 'validation.too_long')
    .nullish()
    .transform((value) => (value ? value : null));
const optionalDay = optionalDaySchema(IPR_ERROR.dateInvalid);
/** The position of an entry: a positive integer (whether it names an entry is the list's question: 409). */
const itemNumberSchema = int4Schema(1);
const caseRef = z.object({ id: idSchema });

/** The application's own fields (spec: right holder, representative, description). */
export const iprApplicationFieldsSchema = z.object({
  rightHolder: required(300),
  representative: optional(300),
  description: optional(4000),
});

/** `POST ipr_cases/create_ipr_case`: the case (sub-type of IPR required) and its application, made together. */
export const createIprCaseSchema = caseSubjectChoiceSchema
  .extend(caseCommonInputSchema.shape)
  .extend({ subTypeId: idSchema, ipr: iprApplicationFieldsSchema })
  .superRefine(refineSubjectChoice);
export type CreateIprCaseInput = z.input<typeof createIprCaseSchema>;

/** `POST ipr_cases/edit_ipr_case`: sub-type, subject, description; who it is about is fixed at creation. */
export const editIprCaseSchema = caseCommonInputSchema.extend({ id: idSchema, subTypeId: idSchema });
export type EditIprCaseInput = z.input<typeof editIprCaseSchema>;

/** `POST ipr/edit_ipr`. */
export const editIprSchema = iprApplicationFieldsSchema.extend({ iprCase: caseRef });
export type EditIprInput = z.input<typeof editIprSchema>;

/** The application as read (`GET ipr/by_ipr_case_id/{id}`): its number and validity once approved. */
export const iprApplicationSchema = z.object({
  id: z.number().int(),
  iprCase: caseRef,
  rightHolder: z.string().nullable(),
  representative: z.string().nullable(),
  description: z.string().nullable(),
  applicationNumber: z.string().nullable(),
  /** `YYYY-MM-DD`, inclusive. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type IprApplication = z.infer<typeof iprApplicationSchema>;

export const iprRightFieldsSchema = z.object({
  rightType: z.enum(IPR_RIGHT_TYPES, { message: 'generic.required' }),
  rightNumber: required(100),
  description: optional(1000),
  /** The day the right's protection ends (`YYYY-MM-DD`; `DD.MM.YYYY` accepted). */
  validUntil: optionalDay,
});
export type IprRightFields = z.input<typeof iprRightFieldsSchema>;

export const iprGoodsFieldsSchema = z.object({
  description: required(1000),
  /** The tariff heading or code of the goods: 4 to 10 digits, when known. */
  tariffCode: optional(10).refine((v) => v === null || /^\d{4,10}$/.test(v), 'portal.tariff_code_format'),
  distinguishingFeatures: optional(2000),
});
export type IprGoodsFields = z.input<typeof iprGoodsFieldsSchema>;

/**
 * `add_ipr_rights_to_ipr_case`: one right appended, or with an `itemNumber` put in that slot (replacing the entry
 * there; spec §4). A position past the list is 409 `portal.error`.
 */
export const addIprRightSchema = iprRightFieldsSchema.extend({
  iprCase: caseRef,
  itemNumber: itemNumberSchema.nullish(),
});
/** `save_rights`: the entry at `itemNumber` changed, its position kept; no such entry is 409 `portal.error`. */
export const saveIprRightSchema = iprRightFieldsSchema.extend({ iprCase: caseRef, itemNumber: itemNumberSchema });
export const addIprGoodsSchema = iprGoodsFieldsSchema.extend({
  iprCase: caseRef,
  itemNumber: itemNumberSchema.nullish(),
});
export const saveIprGoodsSchema = iprGoodsFieldsSchema.extend({ iprCase: caseRef, itemNumber: itemNumberSchema });

export const iprRightSchema = z.object({
  id: z.number().int(),
  iprCase: caseRef,
  itemNumber: z.number().int(),
  rightType: z.enum(IPR_RIGHT_TYPES),
  rightNumber: z.string(),
  description: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type IprRight = z.infer<typeof iprRightSchema>;

export const iprGoodsSchema = z.object({
  id: z.number().int(),
  iprCase: caseRef,
  itemNumber: z.number().int(),
  description: z.string(),
  tariffCode: z.string().nullable(),
  distinguishingFeatures: z.string().nullable(),
});
export type IprGoods = z.infer<typeof iprGoodsSchema>;
