import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import { bankGuaranteeSchema } from './bank-guarantees';
import { DISABLE_DAYS_MAX, DISABLE_DAYS_MIN, traderLicenseSchema } from './companies';
import { LANGUAGES } from '../common/languages';
import { userStatusSchema, USERNAME_MAX_LENGTH, type UserStatus } from './auth';
import {
  companyFieldsSchema,
  companySchema,
  EMAIL_MAX_LENGTH,
  individualFieldsSchema,
  individualSchema,
} from './registration';

/** Staff administration of accounts: approval of companies and individuals, users, persons, traders (spec §4, §7). */

export const USER_ACTIONS = ['approve', 'reject', 'block', 'enable', 'disable', 'resend_confirmation'] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

/**
 * What staff may do to an account in a status (DESIGN.md §5): PENDING_CONFIRMATION → PENDING_APPROVAL →
 * APPROVED | REJECTED; APPROVED ⇄ BLOCKED; APPROVED → DISABLED until a date. The one rule the server
 * enforces (409 otherwise) and the client uses to enable buttons.
 */
export function allowedUserActions(status: UserStatus): UserAction[] {
  switch (status) {
    case 'PENDING_CONFIRMATION':
      return ['resend_confirmation'];
    case 'PENDING_APPROVAL':
      return ['approve', 'reject'];
    case 'APPROVED':
      return ['block', 'disable'];
    case 'DISABLED':
      return ['block', 'enable'];
    case 'BLOCKED':
      return ['enable'];
    default:
      return [];
  }
}

export const USER_ADMIN_ERROR = {
  /** 409: the account's status does not allow the action. */
  actionNotAllowed: 'user.action_not_allowed',
  /** 409: staff do not change the status of their own account. */
  ownAccount: 'user.own_account',
  /** 400 (field `email`): another account has this address. */
  emailTaken: 'registration.email_taken',
  /** 409: the account has history (it signed in, acted, was decided on, bid, asked…) and cannot be deleted. */
  hasHistory: 'user_has_history',
} as const;

/** Spec §8 success toasts of each action. */
export const USER_ACTION_TOASTS: Record<Exclude<UserAction, 'resend_confirmation'>, string> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  block: 'BLOCKED',
  enable: 'ENABLED',
  disable: 'eauction.disable',
};

// The same bounds as a company administrator's disabling of a company user.
export { DISABLE_DAYS_MAX, DISABLE_DAYS_MIN } from './companies';
export const REASON_MAX_LENGTH = 1000;

const username = textSchema().trim().min(1).max(USERNAME_MAX_LENGTH);
const reason = textSchema().trim().min(1, 'generic.required').max(REASON_MAX_LENGTH);

/** The account an action is about: its id or its username. */
export const registeredUserRefSchema = z
  .object({ id: idSchema.optional(), username: username.optional() })
  .refine((v) => v.id !== undefined || v.username !== undefined, { message: 'generic.required', path: ['username'] });
export type RegisteredUserRef = z.input<typeof registeredUserRefSchema>;

export const approveUserSchema = z.object({ registeredUser: registeredUserRefSchema });
export const rejectUserSchema = z.object({ registeredUser: registeredUserRefSchema, rejectReason: reason });
export const blockUserSchema = z.object({ registeredUser: registeredUserRefSchema, blockReason: reason });
export const enableUserSchema = z.object({ username });
export const disableUserSchema = z.object({
  username,
  days: z.coerce.number().int('validation.invalid_type').min(DISABLE_DAYS_MIN).max(DISABLE_DAYS_MAX),
});

const fieldProperties = z.record(z.string(), z.object({ disabled: z.boolean() }));

/** An account as staff see it in lists and forms. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lang: z.string(),
  status: userStatusSchema,
  disabledTo: z.string().nullable(),
  rejectReason: z.string().nullable(),
  blockReason: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyAdministrator: z.boolean(),
  individualId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  fieldProperties,
  /** `/admin/auth/users` list and read: whether the account has no history, so it may be deleted. */
  deletable: z.boolean().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A row of the approval lists: the account and its company or individual. */
export const approvalRowSchema = adminUserSchema.extend({
  companyName: z.string().nullable(),
  companyUniqueNumber: z.string().nullable(),
  fiscalNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  personalNumber: z.string().nullable(),
});
export type ApprovalRow = z.infer<typeof approvalRowSchema>;

/** `filter[status]` of the approval lists: a status, or `all`; absent means PENDING_APPROVAL. */
export const APPROVAL_STATUS_FILTER_ALL = 'all';
export const APPROVAL_DEFAULT_STATUS: UserStatus = 'PENDING_APPROVAL';

/** One line of a user's log (`GET /users/log?code=`): when, who, what, and the reason given. */
export const userLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  status: z.string().nullable(),
  reason: z.string().nullable(),
  disabledTo: z.string().nullable(),
});
export type UserLogEntry = z.infer<typeof userLogEntrySchema>;

export const userLogQuerySchema = z.object({
  code: username,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});

/** `GET /registered_users/{id}`: everything the approval detail shows; guarantees and licences come from their modules. */
export const approvalDetailSchema = z.object({
  user: adminUserSchema,
  company: companySchema.nullable(),
  individual: individualSchema.nullable(),
  allowedActions: z.array(z.enum(USER_ACTIONS)),
  log: z.array(userLogEntrySchema),
  logTotal: z.number().int(),
  /** The account's bank guarantees, newest first. */
  bankGuarantees: z.array(bankGuaranteeSchema),
  /** The licences of the account's company (none for an individual). */
  licences: z.array(traderLicenseSchema),
});
export type ApprovalDetail = z.infer<typeof approvalDetailSchema>;

/** `POST /users/{id}`: what staff may change of an account (not the password, not the status). */
export const userUpdateSchema = z.object({
  id: idSchema.optional(),
  email: textSchema().trim().max(EMAIL_MAX_LENGTH, 'validation.too_long').pipe(z.email('validation.email')),
  phone: textSchema().trim().max(30, 'validation.too_long').nullish(),
  lang: z.enum(LANGUAGES),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** `POST /individuals/update`: a person's record as staff edit it (the personal number identifies it). */
export const individualUpdateSchema = individualFieldsSchema.omit({ personalNumber: true }).extend({ id: idSchema });
export type IndividualUpdate = z.output<typeof individualUpdateSchema>;

/** `POST /companies/update`: a company's record as staff edit it (the unique number identifies it). */
export const companyUpdateSchema = companyFieldsSchema.omit({ companyUniqueNumber: true }).extend({ id: idSchema });
export type CompanyUpdate = z.output<typeof companyUpdateSchema>;

/** Rows of the persons and traders lists. */
export const individualRowSchema = individualSchema.extend({ fieldProperties });
export const companyRowSchema = companySchema.extend({ fieldProperties });
export type IndividualRow = z.infer<typeof individualRowSchema>;
export type CompanyRow = z.infer<typeof companyRowSchema>;

/**
 * `POST /registered_users/edit_individual_user`: the registry corrects a registered person's account (e-mail,
 * phone, language) and individual record (every field but the personal number, which identifies it).
 */
export const editIndividualUserSchema = z.object({
  registeredUser: registeredUserRefSchema,
  user: userUpdateSchema.omit({ id: true }),
  individual: individualFieldsSchema.omit({ personalNumber: true }),
});
export type EditIndividualUser = z.output<typeof editIndividualUserSchema>;

/** The answer of `edit_individual_user`: the account and its individual record as saved. */
export const individualUserSchema = z.object({ user: adminUserSchema, individual: individualSchema });
export type IndividualUser = z.infer<typeof individualUserSchema>;
