import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import { pagedSchema } from '../common/paging';
import { caseCommonInputSchema, caseSubjectChoiceSchema, refineSubjectChoice } from './portal-cases';
import {
  isTariffCode,
  normalizeTariffCode,
  optionalTariffCodeSchema,
  TARIFF_CODE_INPUT_MAX,
  TARIFF_ERROR,
} from './tariff';
import '../common/zod-messages';

/**
 * The binding tariff information of a BTI case (customs-portal spec §3 "BTI", §7 "BTI"): one BTI per case, made
 * with the case; the goods, their commercial name and the proposed tariff code (8 or 10 digits). Its images and the
 * application are the case's documents (BTI_APPLICATION, required; BTI_IMAGES). Once approved the BTI has a
 * reference, the code the officer decided (which may differ from the proposed one) with the classification
 * justification, three years of validity, and is found by code or keywords in the public search. The commercial name
 * is confidential: the holder and officers see it, the public never does.
 */

export const BTI_ERROR = {
  /** The proposed code is not 8 or 10 digits (the tariff code's one rule, ./tariff.ts). */
  tariffCodeFormat: TARIFF_ERROR.format,
  /** The tariff does not know the code, or it is no longer in force. */
  tariffInactive: TARIFF_ERROR.unknown,
  /** Submitting needs the goods description and the proposed code (409). */
  recordsMissing: 'portal.bti_records_missing',
  /** The public search's code: 2 to 8 digits. */
  searchCodeFormat: 'portal.bti_search_code_format',
  /** The decided code is not a tariff in force in the register (400 on `bti.decidedTariffCode`). */
  decidedTariffUnknown: 'portal.bti_decided_tariff_unknown',
} as const;

export const BTI_GOODS_DESCRIPTION_MAX = 4000;
export const BTI_COMMERCIAL_NAME_MAX = 200;
export const BTI_JUSTIFICATION_MAX = 4000;
/** The public search's keywords: at most this long. */
export const BTI_SEARCH_KEYWORDS_MAX = 200;
/** Images of the goods shown on the BTI and printed on its PDF: at most this many. */
export const BTI_IMAGES_MAX = 4;
/** The case's document type holding the images of the goods. */
export const BTI_IMAGES_DOCUMENT_TYPE = 'BTI_IMAGES';
/** Years a BTI is valid from its decision day. */
export const BTI_VALIDITY_YEARS = 3;
/** The public search's page size limit. */
export const BTI_SEARCH_PAGE_MAX = 50;

export { normalizeTariffCode };

const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** The proposed (and the decided) code: the tariff code's one rule, optional while a draft. */
export const btiTariffCodeSchema = optionalTariffCodeSchema;

/** The BTI's fields the filer gives; a draft may leave any empty (submitting needs the goods and the code). */
export const btiFieldsSchema = z.object({
  goodsDescription: optionalText(BTI_GOODS_DESCRIPTION_MAX),
  commercialName: optionalText(BTI_COMMERCIAL_NAME_MAX),
  proposedTariffCode: btiTariffCodeSchema,
});
export type BtiFields = z.infer<typeof btiFieldsSchema>;

/** `POST bti_cases/create_bti_case`: the case (its sub-type, a BTI one, required) and, optionally, the BTI's fields. */
export const createBtiCaseSchema = caseSubjectChoiceSchema
  .extend(caseCommonInputSchema.shape)
  .extend({ subTypeId: idSchema, bti: btiFieldsSchema.nullish() })
  .superRefine(refineSubjectChoice);
export type CreateBtiCaseInput = z.input<typeof createBtiCaseSchema>;

/** `POST bti_cases/edit_bti_case`. */
export const editBtiCaseSchema = caseCommonInputSchema.extend({ id: idSchema, subTypeId: idSchema });
export type EditBtiCaseInput = z.input<typeof editBtiCaseSchema>;

/** `POST bti/edit_bti`: the BTI of the case named (one per case). */
export const editBtiSchema = btiFieldsSchema.extend({ btiCase: z.object({ id: idSchema }) });
export type EditBtiInput = z.input<typeof editBtiSchema>;

/**
 * The officer's BTI decision, carried by `POST portal_cases/approve` for a BTI case (`bti`, required there): the
 * decided tariff code (the tariff code's rule: 8 or 10 digits, known in the tariff; it may differ from the proposed one) and the classification
 * justification. Missing: 400 `{ "bti.decidedTariffCode": "generic.required" }` and the like.
 */
export const btiDecisionSchema = z.object({
  decidedTariffCode: textSchema()
    .max(TARIFF_CODE_INPUT_MAX, BTI_ERROR.tariffCodeFormat)
    .transform(normalizeTariffCode)
    .refine((v) => v !== '', 'generic.required')
    .refine((v) => v === '' || isTariffCode(v), BTI_ERROR.tariffCodeFormat),
  classificationJustification: textSchema().trim().min(1).max(BTI_JUSTIFICATION_MAX),
});
export type BtiDecisionInput = z.infer<typeof btiDecisionSchema>;

const tariffRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  labelSQ: z.string(),
  labelEN: z.string(),
  labelSR: z.string(),
});

/** `GET bti/by_bti_case_id/{id}`. */
export const btiSchema = z.object({
  id: z.number().int(),
  btiCase: z.object({ id: z.number().int() }),
  goodsDescription: z.string().nullable(),
  commercialName: z.string().nullable(),
  proposedTariffCode: z.string().nullable(),
  /** The register's tariff of the proposed code, when the register holds it. */
  tariff: tariffRefSchema.nullable(),
  decidedTariffCode: z.string().nullable(),
  /** The register's tariff of the decided code, when the register holds it. */
  decidedTariff: tariffRefSchema.nullable(),
  /** Why the goods fall under the decided code (the officer's, on approval). */
  classificationJustification: z.string().nullable(),
  reference: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** The images of the goods (the case's BTI_IMAGES documents that are PNG or JPEG), at most `BTI_IMAGES_MAX`. */
  images: z.array(z.object({ attachmentId: z.number().int(), fileName: z.string() })),
});
export type Bti = z.infer<typeof btiSchema>;

/** The words of a keyword search: split on anything that is not a letter or digit, empty ones dropped. */
export const searchWords = (value: string): string[] =>
  value
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/**
 * `GET bti/public_search?code=…&q=…`: a code prefix of 2 to 8 digits and/or keywords (every word must occur in the
 * goods description, the decided code's label or the justification, case-insensitive), paged. One of the two is
 * required (400 on `code` without either).
 */
export const btiSearchQuerySchema = z
  .object({
    code: textSchema()
      .max(20, BTI_ERROR.searchCodeFormat)
      .transform(normalizeTariffCode)
      .refine((v) => v === '' || /^\d{2,8}$/.test(v), BTI_ERROR.searchCodeFormat)
      .optional()
      .transform((v) => v || null),
    q: textSchema()
      .max(BTI_SEARCH_KEYWORDS_MAX)
      .optional()
      .transform((v) => (v ? searchWords(v) : [])),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    count: z.coerce.number().int().min(1).max(BTI_SEARCH_PAGE_MAX).default(10),
  })
  .superRefine((query, ctx) => {
    if (!query.code && query.q.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: BTI_ERROR.searchCodeFormat });
    }
  });

/**
 * An approved BTI as the public sees it: the reference, the decided code (`tariffCode`, with its tariff's labels
 * when the register holds it) and the proposed one, the goods, the classification justification and the validity.
 * Never the holder, the filer, the case's subject, nor the commercial name, which is confidential (the holder's
 * trade name identifies the holder).
 */
export const publicBtiSchema = z.object({
  reference: z.string(),
  tariffCode: z.string(),
  tariff: tariffRefSchema.nullable(),
  proposedTariffCode: z.string().nullable(),
  goodsDescription: z.string().nullable(),
  classificationJustification: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type PublicBti = z.infer<typeof publicBtiSchema>;
export const publicBtiPageSchema = pagedSchema(publicBtiSchema);

/** The last day of a BTI's validity: the day before the same date `BTI_VALIDITY_YEARS` later (`YYYY-MM-DD`). */
export function btiValidTo(validFrom: string): string {
  const [y, m, d] = validFrom.split('-').map(Number);
  const end = new Date(Date.UTC(y + BTI_VALIDITY_YEARS, m - 1, d) - 86_400_000);
  return end.toISOString().slice(0, 10);
}
