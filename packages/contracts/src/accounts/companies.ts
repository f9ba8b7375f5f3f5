import { z } from 'zod';
import { idParamSchema, textSchema } from '../common/input';
import { attachmentSchema } from '../common/attachments';
import { validToNotBeforeValidFrom } from '../common/dates';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, userStatusSchema } from './auth';
import { LANGUAGES } from '../common/languages';
import { EMAIL_MAX_LENGTH, REGISTRATION_ERROR, USERNAME_PATTERN, companyFieldsSchema, parseDay } from './registration';
import { vocabularyRefSchema } from '../admin/vocabularies';

/** The company side of accounts: company users, signature and stamp, trader licence types (spec §3, §5, §7). */

export const COMPANY_ERROR = {
  /** The caller is not a company administrator (403 body key). */
  notAdministrator: 'companies.not_administrator',
  /** A company administrator cannot act on their own account, nor on another administrator. */
  ownAccount: 'companies.own_account',
  administratorAccount: 'companies.administrator_account',
  /** The user's status does not allow the action (e.g. enabling an approved user). */
  statusForbids: 'companies.status_forbids_action',
  passwordMismatch: REGISTRATION_ERROR.passwordMismatch,
  usernameTaken: REGISTRATION_ERROR.usernameTaken,
  emailTaken: REGISTRATION_ERROR.emailTaken,
  licenseTypeUnknown: 'companies.license_type_unknown',
  licenseTypeInactive: 'companies.license_type_inactive',
  validToBeforeValidFrom: 'companies.valid_to_before_valid_from',
  dateInvalid: 'companies.date_invalid',
  tooManyLicences: 'companies.too_many_licences',
  noCompany: 'companies.no_company',
} as const;

/**
 * The pages only a company's administrator can use: its users, signature and stamp. The menu leaves them out for
 * any other account, also one that holds them (the product's administrator holds every page): there they would
 * only answer 403 `companies.not_administrator`.
 */
export const COMPANY_ADMINISTRATOR_PAGES = ['/user/company_users', '/user/company_signature', '/user/company_stamp'];

/** Attachment beans of this feature; the object of the first two is the company, of the third the licence. */
export const COMPANY_SIGNATURE_BEAN = 'company_signature';
export const COMPANY_STAMP_BEAN = 'company_stamp';
export const TRADER_LICENSE_ATTACHMENT_BEAN = 'trader_license_type_attachment';
/** Signature and stamp are images; they are also limited by the `upload_extensions` parameter. */
export const COMPANY_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

/** Days a user may be disabled for, by staff or by the company administrator (the spec leaves the bounds open). */
export const DISABLE_DAYS_MIN = 1;
export const DISABLE_DAYS_MAX = 3650;
/** A company records at most this many licences (keeps the licence list bounded). */
export const LICENCES_PER_COMPANY_MAX = 100;

/** Actions a company administrator can take on a company user. */
export const COMPANY_USER_ACTIONS = ['deactivate', 'enable', 'disable', 'block'] as const;
export type CompanyUserAction = (typeof COMPANY_USER_ACTIONS)[number];

const positiveId = idParamSchema;
const username = textSchema().trim().min(1, 'generic.required').max(64, 'validation.too_long');

/** Body of POST registered_users/create_company_user; password and confirmation must match (spec §5). */
export const createCompanyUserSchema = z
  .object({
    username: textSchema().trim().regex(USERNAME_PATTERN, 'registration.username_invalid'),
    email: textSchema().trim().max(EMAIL_MAX_LENGTH, 'validation.too_long').pipe(z.email('validation.email')),
    password: textSchema()
      .min(PASSWORD_MIN_LENGTH, 'validation.password_too_short')
      .max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
    confirmPassword: textSchema().max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
    phone: textSchema().trim().max(30, 'validation.too_long').nullish(),
    lang: z.enum(LANGUAGES).default('sq'),
  })
  .superRefine((user, ctx) => {
    if (user.password !== user.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: COMPANY_ERROR.passwordMismatch });
    }
  });
export type CreateCompanyUser = z.input<typeof createCompanyUserSchema>;

/** Body of deactivate_company_user and enable_company_user. */
export const companyUserRefSchema = z.object({ username });
export type CompanyUserRef = z.input<typeof companyUserRefSchema>;

/** Body of disable_company_user: for a number of days. */
export const disableCompanyUserSchema = z.object({
  username,
  days: z.coerce
    .number({ message: 'generic.required' })
    .int('validation.invalid_value')
    .min(DISABLE_DAYS_MIN, 'validation.too_small')
    .max(DISABLE_DAYS_MAX, 'validation.too_big'),
});
export type DisableCompanyUser = z.input<typeof disableCompanyUserSchema>;

/** Body of block_company_user: the reason is mailed to the user and shown at sign-in. */
export const blockCompanyUserSchema = z.object({
  username,
  blockReason: textSchema().trim().min(1, 'generic.required').max(1000, 'validation.too_long'),
});
export type BlockCompanyUser = z.input<typeof blockCompanyUserSchema>;

/** A user of the caller's company as the company users list shows it. */
export const companyUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lang: z.string(),
  status: userStatusSchema,
  /** End of a disabling; null with status DISABLED means deactivated (until enabled again). */
  disabledTo: z.string().nullable(),
  blockReason: z.string().nullable(),
  companyAdministrator: z.boolean(),
  createdAt: z.string(),
  /** What the administrator may do with this user now (none for themselves). */
  actions: z.array(z.enum(COMPANY_USER_ACTIONS)),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** A day: `DD.MM.YYYY` (optionally with ` HH:mm`, the transport format) or ISO; answered as `YYYY-MM-DD`. */
const day = textSchema({ message: 'generic.required' })
  .trim()
  .min(1, 'generic.required')
  .max(40, 'validation.too_long')
  .transform((value, ctx) => {
    const parsed = parseDay(value.replace(/^(\d{2}\.\d{2}\.\d{4}) \d{2}:\d{2}$/, '$1'));
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: COMPANY_ERROR.dateInvalid });
      return z.NEVER;
    }
    return parsed;
  });

/** The licence type as sent: its id or `{ id }` (the spec's entity carries `licenseType`). */
const licenseTypeRef = z
  .union([positiveId, z.object({ id: positiveId })], { message: 'generic.required' })
  .transform((value) => (typeof value === 'number' ? value : value.id));

/** Fields of a trader licence; validTo is not before validFrom. */
export const traderLicenseFieldsSchema = z
  .object({ licenseType: licenseTypeRef, validFrom: day, validTo: day })
  .superRefine(validToNotBeforeValidFrom(COMPANY_ERROR.validToBeforeValidFrom));
export type TraderLicenseFields = z.input<typeof traderLicenseFieldsSchema>;

/** Body of POST /trader_license_types (the caller's own company). */
export const createTraderLicenseSchema = traderLicenseFieldsSchema;

export const traderLicenseListQuerySchema = z.object({ companyId: positiveId.optional() });

export const licenseTypeRefSchema = vocabularyRefSchema;

/** A licence of a company with its type, validity and document. */
export const traderLicenseSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  licenseType: licenseTypeRefSchema,
  validFrom: z.string(),
  validTo: z.string(),
  /** Today (in the business time zone) lies within validFrom..validTo. */
  valid: z.boolean(),
  attachment: attachmentSchema.nullable(),
});
export type TraderLicense = z.infer<typeof traderLicenseSchema>;

/**
 * `POST /temporary_companies`: an intermediary records the company a customs case is about when it is not on
 * file. It is a company record without an account (the company's own registration later links it); the
 * intermediary flag is the company's own business, so it is not taken here.
 */
export const temporaryCompanySchema = companyFieldsSchema.omit({ isIntermediary: true });
export type TemporaryCompany = z.output<typeof temporaryCompanySchema>;

export const TEMPORARY_COMPANY_ERROR = {
  /** 403: only an intermediary (or a user of an intermediary company) records a company for a case. */
  notIntermediary: 'temporary_company.not_intermediary',
  /** 409: a company with this unique number is on file already (the case uses it). */
  exists: 'temporary_company.exists',
} as const;
