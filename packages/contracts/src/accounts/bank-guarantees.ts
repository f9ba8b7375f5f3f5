import { z } from 'zod';
import { decimalSchema, idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { attachmentSchema } from '../common/attachments';
import { validToNotBeforeValidFrom } from '../common/dates';
import { fieldPropertiesSchema } from '../common/paging';
import { vocabularyRefSchema } from '../admin/vocabularies';

/** Bank guarantees of registered users (spec §3, §4, §7; DESIGN.md §5: ACTIVE → CANCELLED | INVALID | USED). */

export const BANK_GUARANTEE_STATUSES = ['ACTIVE', 'CANCELLED', 'INVALID', 'USED'] as const;
export const bankGuaranteeStatusSchema = z.enum(BANK_GUARANTEE_STATUSES);
export type BankGuaranteeStatus = z.infer<typeof bankGuaranteeStatusSchema>;

/** Staff decisions: the spec's call (`POST bank_guarantees/{action}`) and the status it leads to. */
export const BANK_GUARANTEE_DECISIONS = {
  cancel: 'CANCELLED',
  invalidate: 'INVALID',
  mark_used: 'USED',
} as const satisfies Record<string, Exclude<BankGuaranteeStatus, 'ACTIVE'>>;
export type BankGuaranteeDecision = keyof typeof BANK_GUARANTEE_DECISIONS;
export const BANK_GUARANTEE_DECISION_NAMES = Object.keys(BANK_GUARANTEE_DECISIONS) as BankGuaranteeDecision[];

export const BANK_GUARANTEE_CURRENCIES = ['EUR', 'ALL', 'USD'] as const;
export const DEFAULT_BANK_GUARANTEE_CURRENCY = 'EUR';
/** The largest amount one guarantee may state (numeric(18,2) holds far more; this catches typing slips). */
export const BANK_GUARANTEE_MAX_AMOUNT = 1_000_000_000;
export const BANK_GUARANTEE_NUMBER_MAX = 50;
export const BANK_GUARANTEE_NOTES_MAX = 1000;
/** The attachment bean of a guarantee's documents (objectId = guarantee id). */
export const BANK_GUARANTEE_BEAN = 'bank_guarantee';
/** Pages that make a user staff for guarantees (they may read anyone's). */
export const BANK_GUARANTEE_STAFF_PAGES = [
  '/admin/auth/bank_guarantee',
  '/admin/auth/companies_for_approval',
  '/admin/auth/individuals_for_approval',
] as const;
/** A user's own list is small; it is still bounded. */
export const BANK_GUARANTEE_LIST_LIMIT = 500;

export const BANK_GUARANTEE_ERROR = {
  notActive: 'bank_guarantee.not_active',
  bankUnknown: 'bank_guarantee.bank_unknown',
  numberTaken: 'bank_guarantee.number_taken',
  numberInvalid: 'bank_guarantee.number_invalid',
  validToBeforeFrom: 'bank_guarantee.valid_to_before_from',
  amountInvalid: 'bank_guarantee.amount_invalid',
  amountTooLarge: 'bank_guarantee.amount_too_large',
  dateInvalid: 'bank_guarantee.date_invalid',
} as const;

const DMY = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2}))?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A calendar day as `YYYY-MM-DD` from `DD.MM.YYYY`, `DD.MM.YYYY HH:mm` (the transport format; the
 * time is ignored) or ISO; null when it is not a day between the years 1900 and 2999.
 */
export function parseGuaranteeDay(text: string): string | null {
  const dmy = DMY.exec(text.trim());
  const iso = dmy ? null : ISO_DAY.exec(text.trim());
  const [year, month, day] = dmy
    ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 1900 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

const daySchema = textSchema()
  .trim()
  .min(1, 'generic.required')
  .max(40, 'validation.too_long')
  .refine((value) => parseGuaranteeDay(value) !== null, BANK_GUARANTEE_ERROR.dateInvalid)
  .transform((value) => parseGuaranteeDay(value) as string);

/** An amount: a JSON number (a text is refused, as for all money) above 0, at most two decimals (numeric(18, 2)). */
export const bankGuaranteeAmountSchema = decimalSchema({
  scale: 2,
  min: 'positive',
  max: BANK_GUARANTEE_MAX_AMOUNT,
  errors: {
    invalid: BANK_GUARANTEE_ERROR.amountInvalid,
    decimals: BANK_GUARANTEE_ERROR.amountInvalid,
    tooBig: BANK_GUARANTEE_ERROR.amountTooLarge,
  },
});

/** Body of `POST /bank_guarantees`: creates, or edits when it has an id (only an ACTIVE, undecided one). */
export const bankGuaranteeInputSchema = z
  .object({
    id: idSchema.optional(),
    bankId: idSchema,
    guaranteeNumber: textSchema()
      .trim()
      .min(1, 'generic.required')
      .max(BANK_GUARANTEE_NUMBER_MAX, 'validation.too_long')
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/, BANK_GUARANTEE_ERROR.numberInvalid),
    amount: bankGuaranteeAmountSchema,
    currency: z.enum(BANK_GUARANTEE_CURRENCIES).default(DEFAULT_BANK_GUARANTEE_CURRENCY),
    validFrom: daySchema,
    validTo: daySchema,
  })
  .superRefine(validToNotBeforeValidFrom(BANK_GUARANTEE_ERROR.validToBeforeFrom));
export type BankGuaranteeValues = z.output<typeof bankGuaranteeInputSchema>;

/** Body of `POST bank_guarantees/cancel | invalidate | mark_used` (spec §7: id, notes). */
export const bankGuaranteeDecisionSchema = z.object({
  id: idSchema,
  notes: textSchema().trim().min(1, 'generic.required').max(BANK_GUARANTEE_NOTES_MAX, 'validation.too_long'),
});
export type BankGuaranteeDecisionInput = z.input<typeof bankGuaranteeDecisionSchema>;

/** The bank of a guarantee as it is shown (labels in the three languages). */
export const bankGuaranteeBankSchema = vocabularyRefSchema;

/** A guarantee as the API answers it; `fieldProperties` locks every field once it is no longer editable. */
export const bankGuaranteeSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  bankId: z.number().int(),
  bank: bankGuaranteeBankSchema.nullable(),
  guaranteeNumber: z.string(),
  amount: z.number(),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  status: bankGuaranteeStatusSchema,
  notes: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner may still edit, delete and add documents. */
  editable: z.boolean(),
  fieldProperties: fieldPropertiesSchema,
});
export type BankGuarantee = z.infer<typeof bankGuaranteeSchema>;

/** One guarantee with its documents (`GET /bank_guarantees/{id}`). */
export const bankGuaranteeDetailSchema = bankGuaranteeSchema.extend({ documents: z.array(attachmentSchema) });
export type BankGuaranteeDetail = z.infer<typeof bankGuaranteeDetailSchema>;

/** The fields of the owner's form (the ones `fieldProperties` lists). */
export const BANK_GUARANTEE_FORM_FIELDS = [
  'bankId',
  'guaranteeNumber',
  'amount',
  'currency',
  'validFrom',
  'validTo',
] as const;

/** The user's own bank guarantees page (a notice of a decision links to it). */
export const BANK_GUARANTEE_USER_PAGE = '/user/user-bank-guarantee';
