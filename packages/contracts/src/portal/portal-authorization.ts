import { z } from 'zod';
import { parseGuaranteeDay } from '../accounts/bank-guarantees';
import { decimalSchema, idSchema, textSchema } from '../common/input';
import { moneySchema } from '../common/money';
import { caseCommonInputSchema, caseSubjectChoiceSchema, refineSubjectChoice } from './portal-cases';
import { TARIFF_ERROR, tariffCodeSchema, tariffSchema } from './tariff';
import '../common/zod-messages';

// The tariff code's one rule and the tariff's shape live in ./tariff.ts; re-exported for the authorization's users.
export { normalizeTariffCode, TARIFF_SEARCH_LIMIT, tariffCodeSchema, tariffSchema, type Tariff } from './tariff';

/**
 * The records of an authorization case (customs-portal spec §3, §7 "Authorization", "Tariffs"): the authorization
 * or the licence asked for (one row of each per case, made with it; the case's `licence` flag says which is asked
 * for), the goods by tariff code, and the customs tariff itself.
 */

export const PORTAL_AUTHORIZATION_ERROR = {
  /** The tariff lookup found no tariff with an id (spec §5, §8): shown beside the field. */
  tariffNotFound: 'portal.tariff_not_found',
  /** A tariff line's code is not a code the tariff knows (spec §5, §8; the rule: ./tariff.ts). */
  invalidTariff: TARIFF_ERROR.unknown,
  /** A case holds at most TARIFF_LINES_MAX tariff lines. */
  tariffsLimit: 'portal.tariffs_limit',
  /** Submit: the authorization's type (or the licence's goods type) and at least one tariff line are needed. */
  recordsMissing: 'portal.authorization_records_missing',
  /** The requested period ends before it starts. */
  periodOrder: 'portal.period_order',
  dayInvalid: 'portal.day_invalid',
  authorizationTypeUnknown: 'portal.authorization_type_unknown',
  goodsTypeUnknown: 'portal.goods_type_unknown',
} as const;

/** Tariff lines of one authorization case. */
export const TARIFF_LINES_MAX = 200;
/** Validity of what is granted when no requested end (or a later one than allowed) is given: years from the decision day. */
export const AUTHORIZATION_VALIDITY_YEARS = 3;
export const LICENCE_VALIDITY_YEARS = 1;
/** The longest validity a requested end may give. */
export const VALIDITY_MAX_YEARS = 5;

const caseRefSchema = z.object({ id: idSchema });

/** `POST authorization_cases/create_authorization_case` and `…_for_licence`: like a general case (sub-type required). */
export const createAuthorizationCaseSchema = caseSubjectChoiceSchema
  .extend(caseCommonInputSchema.shape)
  .extend({ subTypeId: idSchema })
  .superRefine(refineSubjectChoice);
export type CreateAuthorizationCase = z.input<typeof createAuthorizationCaseSchema>;

/** `POST authorization_cases/edit_authorization_case`. */
export const editAuthorizationCaseSchema = caseCommonInputSchema.extend({ id: idSchema, subTypeId: idSchema });
export type EditAuthorizationCase = z.input<typeof editAuthorizationCaseSchema>;

/** A calendar day (`YYYY-MM-DD` or `DD.MM.YYYY`), answered as `YYYY-MM-DD`; empty is none. */
const optionalDaySchema = textSchema()
  .max(40, PORTAL_AUTHORIZATION_ERROR.dayInvalid)
  .nullish()
  .transform((value, ctx) => {
    if (!value || value.trim() === '') return null;
    const day = parseGuaranteeDay(value);
    if (!day) {
      ctx.addIssue({ code: 'custom', message: PORTAL_AUTHORIZATION_ERROR.dayInvalid });
      return z.NEVER;
    }
    return day;
  });

const optionalText = (max: number) =>
  textSchema()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

function refinePeriod(value: { requestedFrom: string | null; requestedTo: string | null }, ctx: z.RefinementCtx) {
  if (value.requestedFrom && value.requestedTo && value.requestedTo < value.requestedFrom) {
    ctx.addIssue({ code: 'custom', path: ['requestedTo'], message: PORTAL_AUTHORIZATION_ERROR.periodOrder });
  }
}

/** `POST authorizations/edit_authorization`. */
export const editAuthorizationSchema = z
  .object({
    authorizationCase: caseRefSchema,
    authorizationTypeId: idSchema.nullish().transform((v) => v ?? null),
    description: optionalText(4000),
    location: optionalText(400),
    requestedFrom: optionalDaySchema,
    requestedTo: optionalDaySchema,
  })
  .superRefine(refinePeriod);
export type EditAuthorization = z.output<typeof editAuthorizationSchema>;
export type EditAuthorizationInput = z.input<typeof editAuthorizationSchema>;

/** `POST portal_licences/edit_portal_licence`. */
export const editPortalLicenceSchema = z
  .object({
    authorizationCase: caseRefSchema,
    goodsTypeId: idSchema.nullish().transform((v) => v ?? null),
    description: optionalText(4000),
    requestedFrom: optionalDaySchema,
    requestedTo: optionalDaySchema,
  })
  .superRefine(refinePeriod);
export type EditPortalLicence = z.output<typeof editPortalLicenceSchema>;
export type EditPortalLicenceInput = z.input<typeof editPortalLicenceSchema>;

/** `POST authorization_tariffs/add_authorization_tariff_to_authorization_case`. */
export const addAuthorizationTariffSchema = z.object({
  authorizationCase: caseRefSchema,
  code: tariffCodeSchema,
  description: optionalText(1000),
  quantity: decimalSchema({
    scale: 3,
    min: 'positive',
    max: 1_000_000_000_000,
    errors: {
      invalid: 'validation.amount_invalid',
      decimals: 'validation.amount_decimals',
      tooBig: 'validation.too_big',
    },
  }),
  value: moneySchema('zero'),
});
export type AddAuthorizationTariff = z.output<typeof addAuthorizationTariffSchema>;
export type AddAuthorizationTariffInput = z.input<typeof addAuthorizationTariffSchema>;

/** `GET tariffs/by_code?code=` (loose: a code that is not well formed answers null). */
export const tariffByCodeQuerySchema = z.object({ code: textSchema().max(40).optional() });
/**
 * `GET tariffs/search?q=` (or `prefix=`, the same): digits are a code prefix, words must each be in a label; active
 * entries of every level, ordered by code, at most TARIFF_SEARCH_LIMIT.
 */
export const tariffSearchQuerySchema = z.object({
  q: textSchema().max(100).optional(),
  prefix: textSchema().max(100).optional(),
});

const labelledRefSchema = tariffSchema;

export const authorizationTariffSchema = z.object({
  id: z.number().int(),
  authorizationCase: z.object({ id: z.number().int() }),
  code: z.string(),
  tariff: tariffSchema,
  description: z.string().nullable(),
  quantity: z.number().nullable(),
  value: z.number().nullable(),
});
export type AuthorizationTariff = z.infer<typeof authorizationTariffSchema>;

/** What is granted once approved: its number and validity (null before). */
const grantedFields = {
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
};

export const authorizationSchema = z.object({
  id: z.number().int(),
  authorizationCase: z.object({ id: z.number().int() }),
  authorizationType: labelledRefSchema.extend({ hasTemplate: z.boolean() }).nullable(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  requestedFrom: z.string().nullable(),
  requestedTo: z.string().nullable(),
  authorizationNumber: z.string().nullable(),
  ...grantedFields,
});
export type Authorization = z.infer<typeof authorizationSchema>;

export const portalLicenceSchema = z.object({
  id: z.number().int(),
  authorizationCase: z.object({ id: z.number().int() }),
  goodsType: labelledRefSchema.nullable(),
  description: z.string().nullable(),
  requestedFrom: z.string().nullable(),
  requestedTo: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  ...grantedFields,
});
export type PortalLicence = z.infer<typeof portalLicenceSchema>;
