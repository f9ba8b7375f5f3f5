import { z } from 'zod';
import { decimalSchema, idSchema, int4Schema, optionalDaySchema, textSchema } from '../common/input';
import { moneySchema } from '../common/money';
import { caseCommonInputSchema, caseSubjectChoiceSchema, refineSubjectChoice } from './portal-cases';
import { declarationNumberSchema, declarationOfficeSchema, declarationYearSchema } from './portal-records';
import { POSITION_ERROR } from './positions';
import { optionalTariffCodeSchema } from './tariff';
import '../common/zod-messages';

/**
 * The records of a movement certificate case (customs-portal spec §3 "Movement certificate", §4 positions, §7):
 * the certificate (the export declaration it rests on, parties, countries), its goods and invoices at 1-based
 * positions, and — once approved — its number, public `urlNumber` and validity.
 */

export const MOVEMENT_ERROR = {
  /** A position (itemNumber) that names no entry (spec §5, §8). */
  position: POSITION_ERROR,
  /** The export declaration is not in the authority's register (load_customs_declaration_data). */
  declarationNotRegistered: 'portal.declaration_not_registered',
  /** Submit: the certificate's required fields are not all filled (`missing` lists them). */
  certificateIncomplete: 'portal.movement_certificate_incomplete',
  /** Submit: the certificate has no goods line. */
  goodsMissing: 'portal.movement_goods_missing',
  /** A case holds at most MOVEMENT_LINES_MAX goods lines or invoices. */
  linesLimit: 'portal.movement_lines_limit',
  /** Revoke: the case's certificate has not been issued (its case is not approved). */
  certificateNotIssued: 'portal.certificate_not_issued',
  /** Revoke: the certificate is revoked already. */
  certificateRevoked: 'portal.certificate_already_revoked',
} as const;

/** The longest reason of a revocation. */
export const REVOCATION_REASON_MAX = 1000;

/** Goods lines or invoices one case holds. */
export const MOVEMENT_LINES_MAX = 200;
/** How long a certificate is valid from its issue. */
export const MOVEMENT_CERTIFICATE_VALID_MONTHS = 12;
/** The public display page of a certificate (its QR code points here with `?urlNumber=`). */
export const MOVEMENT_DISPLAY_PAGE = '/web_portal/movement_certificate_display';
/** A urlNumber: 32 lower-case hex characters (16 random bytes). */
export const URL_NUMBER_PATTERN = /^[0-9a-f]{32}$/;

/** The certificate's fields a submit requires. */
export const MOVEMENT_REQUIRED_FIELDS = [
  'declarationNumber',
  'declarationOffice',
  'declarationYear',
  'exporter',
  'consignee',
  'countryOfOrigin',
  'countryOfDestination',
] as const;

const caseRefSchema = z.object({ id: idSchema });
const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
/** A mass or quantity: numeric(18, 3), at least 0. */
const measureSchema = decimalSchema({
  scale: 3,
  min: 'zero',
  max: 999_999_999_999,
  errors: {
    invalid: 'validation.amount_invalid',
    decimals: 'validation.amount_decimals',
    tooBig: 'validation.too_big',
  },
})
  .nullish()
  .transform((v) => v ?? null);

/** `POST movement_certificate_cases/create_movement_certificate_case` (sub-type: a MOVEMENT_CERTIFICATE one). */
export const createMovementCaseSchema = caseSubjectChoiceSchema
  .extend(caseCommonInputSchema.shape)
  .extend({ subTypeId: idSchema })
  .superRefine(refineSubjectChoice);
export type CreateMovementCase = z.input<typeof createMovementCaseSchema>;

/** `POST movement_certificate_cases/edit_movement_certificate_case`. */
export const editMovementCaseSchema = caseCommonInputSchema.extend({ id: idSchema, subTypeId: idSchema });
export type EditMovementCase = z.input<typeof editMovementCaseSchema>;

/** The certificate's fields the filer writes (all optional while a draft; the submit requires some). */
export const movementCertificateFieldsSchema = z.object({
  declarationNumber: declarationNumberSchema.nullish().transform((v) => v || null),
  declarationOffice: declarationOfficeSchema.nullish().transform((v) => v || null),
  declarationYear: declarationYearSchema.nullish().transform((v) => v ?? null),
  exporter: optionalText(500),
  consignee: optionalText(500),
  countryOfOrigin: optionalText(100),
  countryOfDestination: optionalText(100),
  transportDetails: optionalText(500),
  remarks: optionalText(1000),
});
export type MovementCertificateFields = z.output<typeof movementCertificateFieldsSchema>;

/** `POST movement_certificates/edit_movement_certificate`. */
export const editMovementCertificateSchema = movementCertificateFieldsSchema.extend({
  movementCertificateCase: caseRefSchema,
});
export type EditMovementCertificate = z.input<typeof editMovementCertificateSchema>;

/** `POST movement_certificate_cases/load_customs_declaration_data`: the declaration, the case, and what to fill. */
export const loadDeclarationDataSchema = z.object({
  declaration: z.object({
    declarationNumber: declarationNumberSchema,
    declarationOffice: declarationOfficeSchema,
    declarationYear: declarationYearSchema,
  }),
  movementCertificateCase: caseRefSchema,
  flags: z
    .object({
      /** Replace the goods lines with the declaration's (default true). */
      goods: z.boolean().default(true),
      /** Fill the exporter, consignee and countries from the declaration (default true). */
      parties: z.boolean().default(true),
    })
    .default({ goods: true, parties: true }),
});
export type LoadDeclarationData = z.input<typeof loadDeclarationDataSchema>;

export const goodsFieldsSchema = z.object({
  marksAndNumbers: optionalText(200),
  packages: optionalText(200),
  description: textSchema().trim().min(1).max(1000),
  /** The tariff code's one rule (./tariff.ts): 8 or 10 digits, spaces and dots ignored; optional. */
  tariffCode: optionalTariffCodeSchema,
  grossMass: measureSchema,
  quantity: measureSchema,
  unit: optionalText(20),
});
export type GoodsFields = z.output<typeof goodsFieldsSchema>;

/** `POST movement_certificate_goods/add_…`: with an itemNumber it replaces that line, otherwise it is appended. */
export const addGoodsSchema = goodsFieldsSchema.extend({
  movementCertificateCase: caseRefSchema,
  itemNumber: int4Schema().nullish(),
});
export type AddGoods = z.input<typeof addGoodsSchema>;
/** `POST movement_certificate_goods/save_goods`: changes the line at itemNumber (its position kept). */
export const saveGoodsSchema = goodsFieldsSchema.extend({
  movementCertificateCase: caseRefSchema,
  itemNumber: int4Schema(),
});
export type SaveGoods = z.input<typeof saveGoodsSchema>;

export const invoiceFieldsSchema = z.object({
  invoiceNumber: textSchema().trim().min(1).max(60),
  /** The invoice's day: `DD.MM.YYYY` as the portal shows it, or ISO `YYYY-MM-DD`; stored as `YYYY-MM-DD`. */
  invoiceDate: optionalDaySchema('validation.invalid_date'),
  amount: moneySchema('zero')
    .nullish()
    .transform((v) => v ?? null),
  currency: textSchema()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{3})?$/)
    .nullish()
    .transform((v) => v || null),
});
export type InvoiceFields = z.output<typeof invoiceFieldsSchema>;

export const addInvoiceSchema = invoiceFieldsSchema.extend({
  movementCertificateCase: caseRefSchema,
  itemNumber: int4Schema().nullish(),
});
export type AddInvoice = z.input<typeof addInvoiceSchema>;
export const saveInvoiceSchema = invoiceFieldsSchema.extend({
  movementCertificateCase: caseRefSchema,
  itemNumber: int4Schema(),
});
export type SaveInvoice = z.input<typeof saveInvoiceSchema>;

export const movementCertificateSchema = z.object({
  id: z.number().int(),
  movementCertificateCase: z.object({ id: z.number().int() }),
  declarationNumber: z.string().nullable(),
  declarationOffice: z.string().nullable(),
  declarationYear: z.number().int().nullable(),
  exporter: z.string().nullable(),
  consignee: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  countryOfDestination: z.string().nullable(),
  transportDetails: z.string().nullable(),
  remarks: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  urlNumber: z.string().nullable(),
  issuedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type MovementCertificate = z.infer<typeof movementCertificateSchema>;

/**
 * `POST movement_certificates/revoke_movement_certificate` (officers): withdraws an issued certificate, with the
 * reason told to the holder; its public display then answers "not found" as for an unknown urlNumber, except to the
 * QR code's address (with its verification token), which is told the day of the revocation.
 */
export const revokeCertificateSchema = z.object({
  movementCertificateCase: caseRefSchema,
  reason: textSchema().trim().min(1).max(REVOCATION_REASON_MAX),
});
export type RevokeCertificate = z.input<typeof revokeCertificateSchema>;

/** Whether an officer may revoke a case's certificate: issued and not yet revoked. */
export const certificateRevocable = (c: Pick<MovementCertificate, 'certificateNumber' | 'revokedAt'>) =>
  c.certificateNumber !== null && c.revokedAt === null;

export const movementGoodsSchema = z.object({
  id: z.number().int(),
  movementCertificateCase: z.object({ id: z.number().int() }),
  itemNumber: z.number().int(),
  marksAndNumbers: z.string().nullable(),
  packages: z.string().nullable(),
  description: z.string(),
  tariffCode: z.string().nullable(),
  grossMass: z.number().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
});
export type MovementGoods = z.infer<typeof movementGoodsSchema>;

export const movementInvoiceSchema = z.object({
  id: z.number().int(),
  movementCertificateCase: z.object({ id: z.number().int() }),
  itemNumber: z.number().int(),
  invoiceNumber: z.string(),
  invoiceDate: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
});
export type MovementInvoice = z.infer<typeof movementInvoiceSchema>;

/** The answer of load_customs_declaration_data: the certificate and goods as now saved. */
export const loadDeclarationAnswerSchema = z.object({
  movementCertificate: movementCertificateSchema,
  goods: z.array(movementGoodsSchema),
});
export type LoadDeclarationAnswer = z.infer<typeof loadDeclarationAnswerSchema>;

/** The public display of an issued certificate (no invoices, no filer). */
export const movementDisplaySchema = z.object({
  certificateNumber: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  /**
   * When it was revoked: answered only to the QR code's address (its verification token); without the token a
   * revoked certificate is "not found", as an unknown one (docs/adr/0072-revoked-certificate-display.md).
   */
  revokedAt: z.string().nullable(),
  /** Today (business time zone) is not after validUntil. */
  valid: z.boolean(),
  exporter: z.string().nullable(),
  consignee: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  countryOfDestination: z.string().nullable(),
  declarationNumber: z.string().nullable(),
  declarationOffice: z.string().nullable(),
  declarationYear: z.number().int().nullable(),
  goods: z.array(
    z.object({
      itemNumber: z.number().int(),
      description: z.string(),
      tariffCode: z.string().nullable(),
      quantity: z.number().nullable(),
      unit: z.string().nullable(),
      grossMass: z.number().nullable(),
    }),
  ),
});
export type MovementDisplay = z.infer<typeof movementDisplaySchema>;

/** The verification token of a certificate's QR code (32 hex characters). */
export const VERIFICATION_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** The query of the public display: the verification token of the QR code, when the address carries one. */
export const movementDisplayQuerySchema = z.object({ token: textSchema().max(200).optional() });

/** The display page's address of a certificate (its QR code): the urlNumber and, for the genuine document, its token. */
export const movementDisplayUrl = (publicUrl: string, urlNumber: string, token?: string | null) =>
  `${publicUrl.replace(/\/$/, '')}${MOVEMENT_DISPLAY_PAGE}?urlNumber=${urlNumber}${token ? `&token=${token}` : ''}`;
