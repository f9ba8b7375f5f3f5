import { z } from 'zod';
import { parseDay, textSchema } from '../common/input';

export { parseDay };
import { LANGUAGES } from '../common/languages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, userStatusSchema } from './auth';

/** Registration, e-mail confirmation and account recovery (spec §5, §7 registered_users). */

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,64}$/;
export const PERSONAL_NUMBER_PATTERN = /^[A-Za-z0-9]{5,20}$/;
export const COMPANY_UNIQUE_NUMBER_PATTERN = /^[A-Za-z0-9]{5,20}$/;
export const EMAIL_MAX_LENGTH = 254;

export const REGISTRATION_ERROR = {
  emailMismatch: 'registration.email_mismatch',
  passwordMismatch: 'eauction.confirm_password_missmatch',
  usernameTaken: 'registration.username_taken',
  emailTaken: 'registration.email_taken',
  individualExists: 'registration.individual_exists',
  companyExists: 'registration.company_exists',
  codeInvalid: 'registration.code_invalid',
  tokenInvalid: 'registration.token_invalid',
  dateInvalid: 'registration.date_invalid',
  dateNotPast: 'registration.date_not_past',
} as const;

/** Texts of `check_personal_number` / `check_company_unique_number` when creation is not allowed. */
export const INDIVIDUAL_EXISTS_MESSAGE = 'Individual already exists';
export const COMPANY_EXISTS_MESSAGE = 'Company already exists';

const required = (max: number) => textSchema().trim().min(1, 'generic.required').max(max, 'validation.too_long');
const optionalText = (max: number) => textSchema().trim().max(max, 'validation.too_long').nullish();

/** An optional past date: `DD.MM.YYYY` or ISO in, `YYYY-MM-DD` (or null) out. */
const pastDay = textSchema()
  .trim()
  .max(40, 'validation.too_long')
  .nullish()
  .superRefine((value, ctx) => {
    if (!value) return;
    const day = parseDay(value);
    if (!day) ctx.addIssue({ code: 'custom', message: REGISTRATION_ERROR.dateInvalid });
    else if (day >= new Date().toISOString().slice(0, 10))
      ctx.addIssue({ code: 'custom', message: REGISTRATION_ERROR.dateNotPast });
  })
  .transform((value) => (value ? parseDay(value) : null));

/** The registered-user part of both registration forms. */
export const registeredUserSchema = z
  .object({
    username: textSchema().trim().regex(USERNAME_PATTERN, 'registration.username_invalid'),
    email: textSchema().trim().max(EMAIL_MAX_LENGTH, 'validation.too_long').pipe(z.email('validation.email')),
    confirmEmail: textSchema().trim().max(EMAIL_MAX_LENGTH, 'validation.too_long'),
    password: textSchema()
      .min(PASSWORD_MIN_LENGTH, 'validation.password_too_short')
      .max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
    confirmPassword: textSchema().max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
    phone: optionalText(30),
    lang: z.enum(LANGUAGES).default('sq'),
    /** The solved proof-of-work (required by the server for every registration). */
    altcha: textSchema().max(4096, 'validation.too_long').optional(),
  })
  .superRefine((user, ctx) => {
    if (user.email.toLowerCase() !== user.confirmEmail.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: REGISTRATION_ERROR.emailMismatch });
    }
    if (user.password !== user.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: REGISTRATION_ERROR.passwordMismatch });
    }
  });

export const individualFieldsSchema = z.object({
  personalNumber: textSchema().trim().regex(PERSONAL_NUMBER_PATTERN, 'registration.personal_number_invalid'),
  title: optionalText(50),
  firstName: required(100),
  lastName: required(100),
  parentName: optionalText(100),
  address: optionalText(255),
  city: optionalText(100),
  dateOfBirth: pastDay,
  cityOfLivingName: optionalText(100),
});

export const companyFieldsSchema = z.object({
  companyUniqueNumber: textSchema()
    .trim()
    .regex(COMPANY_UNIQUE_NUMBER_PATTERN, 'registration.company_unique_number_invalid'),
  fiscalNumber: optionalText(50),
  companyName: required(255),
  companyPhone: optionalText(30),
  address: optionalText(255),
  constitutionDate: pastDay,
  placeName: optionalText(100),
  registerNumber: optionalText(50),
  isIntermediary: z.boolean().default(false),
});

/** Body of POST registered_users/register_individual. */
export const registerIndividualSchema = z.object({ user: registeredUserSchema, individual: individualFieldsSchema });

/** Body of POST registered_users/register_company. */
export const registerCompanySchema = z.object({ user: registeredUserSchema, company: companyFieldsSchema });

export const registrationResultSchema = z.object({ username: z.string(), status: userStatusSchema });
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const individualSchema = z.object({
  id: z.number().int(),
  personalNumber: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  parentName: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  dateOfBirth: z.string().nullable(),
  cityOfLivingName: z.string().nullable(),
});
export type Individual = z.infer<typeof individualSchema>;

export const companySchema = z.object({
  id: z.number().int(),
  companyUniqueNumber: z.string(),
  fiscalNumber: z.string().nullable(),
  companyName: z.string(),
  companyPhone: z.string().nullable(),
  address: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  constitutionDate: z.string().nullable(),
  placeName: z.string().nullable(),
  registerNumber: z.string().nullable(),
  isIntermediary: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

export const checkPersonalNumberQuerySchema = z.object({
  personalNumber: textSchema().trim().regex(PERSONAL_NUMBER_PATTERN, 'registration.personal_number_invalid'),
});
export const checkCompanyUniqueNumberQuerySchema = z.object({
  companyUniqueNumber: textSchema()
    .trim()
    .regex(COMPANY_UNIQUE_NUMBER_PATTERN, 'registration.company_unique_number_invalid'),
});

/** `allowCreate` false (with `message`) when the record already has a user; else the record to prefill, if any. */
export const checkIndividualResultSchema = z.object({
  allowCreate: z.boolean(),
  individual: individualSchema.nullable(),
  message: z.string().optional(),
});
export type CheckIndividualResult = z.infer<typeof checkIndividualResultSchema>;

export const checkCompanyResultSchema = z.object({
  allowCreate: z.boolean(),
  company: companySchema.nullable(),
  message: z.string().optional(),
});
export type CheckCompanyResult = z.infer<typeof checkCompanyResultSchema>;

export const confirmRegistrationSchema = z.object({ code: textSchema().trim().min(1, 'generic.required').max(200) });
export const confirmRegistrationResultSchema = z.object({ status: userStatusSchema });

export const resendConfirmationSchema = z
  .object({
    username: textSchema().trim().min(1).max(64).optional(),
    usernames: z.array(textSchema().trim().min(1).max(64)).max(100).optional(),
  })
  .refine((v) => v.username !== undefined || (v.usernames?.length ?? 0) > 0, {
    message: 'generic.required',
    path: ['usernames'],
  });
export const resendConfirmationResultSchema = z.object({ sent: z.number().int() });

export const renewPasswordSchema = z.object({ username: required(64) });
export const remindUsernameSchema = z.object({
  email: textSchema().trim().max(EMAIL_MAX_LENGTH, 'validation.too_long').pipe(z.email('validation.email')),
});

export const resetPasswordSchema = z
  .object({
    token: textSchema().trim().min(1, 'generic.required').max(200),
    password: textSchema()
      .min(PASSWORD_MIN_LENGTH, 'validation.password_too_short')
      .max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
    confirmPassword: textSchema().max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: REGISTRATION_ERROR.passwordMismatch });
    }
  });

export const statusOkSchema = z.object({ status: z.literal('ok') });
