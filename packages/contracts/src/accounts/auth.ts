import { z } from 'zod';
import { textSchema } from '../common/input';
import { LANGUAGES } from '../common/languages';
import { pageSystemSchema } from '../navigation/navigation';

export const USER_STATUSES = [
  'PENDING_CONFIRMATION',
  'PENDING_APPROVAL',
  'APPROVED',
  'REJECTED',
  'BLOCKED',
  'DISABLED',
] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const ROLES = [
  'ADMIN',
  'AUCTION_OPERATOR',
  'REGISTRY_OFFICER',
  'CUSTOMS_OFFICER',
  'TRADER',
  'COMPANY_USER',
  'INDIVIDUAL',
] as const;
export const roleCodeSchema = z.enum(ROLES);
export type RoleCode = z.infer<typeof roleCodeSchema>;

/** Roles whose sessions idle out sooner (DESIGN.md §6). */
export const STAFF_ROLES: readonly RoleCode[] = ['ADMIN', 'AUCTION_OPERATOR', 'REGISTRY_OFFICER', 'CUSTOMS_OFFICER'];

export const languageSchema = z.enum(LANGUAGES);

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 64;

/**
 * The one spelling of a username that finds its account and keys its sign-in counts: compatibility-normalised
 * (NFKC: full-width and other compatibility forms become their plain letters), lower-cased by Unicode's
 * locale-independent mapping, normalised again and trimmed. Stored as `users.username_key` (unique) and compared
 * for equality, so the database's collation never decides; `usernameKey(usernameKey(x)) === usernameKey(x)`.
 */
export function usernameKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}

/** Whether two typed usernames name the same account (the same key). */
export function sameUsername(a: string, b: string): boolean {
  return usernameKey(a) === usernameKey(b);
}

const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/** Form body of POST /user/authenticate. `altcha` carries the solved proof-of-work. */
export const loginFormSchema = z.object({
  username: textSchema().trim().min(1, 'generic.required').max(USERNAME_MAX_LENGTH, 'validation.too_long'),
  password: textSchema().min(1, 'generic.required').max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
  rememberMe: booleanish,
  altcha: textSchema().max(4096, 'validation.too_long').optional(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });

/** Query of GET /captcha/challenge: the username about to sign in, so the work matches its failures. */
export const captchaChallengeQuerySchema = z.object({
  username: textSchema().trim().max(USERNAME_MAX_LENGTH, 'validation.too_long').optional(),
});

/** 401 answer of a refused sign-in. */
export const loginErrorSchema = z.object({
  _error: z.string(),
  captchaRequired: z.boolean().optional(),
  disabledTo: z.string().optional(),
  reason: z.string().optional(),
  /** With `login.account_locked` (429): when sign-in opens again. */
  lockedUntil: z.string().optional(),
});
/** The refusal of a sign-in while the account is locked after repeated failures. */
export const LOGIN_LOCKED = 'login.account_locked';
export type LoginError = z.infer<typeof loginErrorSchema>;

export const userPageSchema = z.object({ id: z.number().int(), url: z.string(), system: pageSystemSchema });

export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lang: languageSchema,
  status: userStatusSchema,
  roles: z.array(z.string()),
  rolePages: z.array(userPageSchema),
  userPages: z.array(userPageSchema),
  passwordExpired: z.boolean(),
  passwordChangedAt: z.string(),
  /** The user's company; `hasSignature` / `hasStamp` tell whether its images exist, so none is asked for in vain. */
  company: z
    .object({
      id: z.number().int(),
      companyName: z.string(),
      administrator: z.boolean(),
      hasSignature: z.boolean(),
      hasStamp: z.boolean(),
    })
    .nullable(),
  individual: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }).nullable(),
  intermediary: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const changePasswordSchema = z.object({
  username: textSchema().trim().min(1, 'generic.required').max(USERNAME_MAX_LENGTH, 'validation.too_long'),
  oldPassword: textSchema().min(1, 'generic.required').max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
  password: textSchema()
    .min(PASSWORD_MIN_LENGTH, 'validation.password_too_short')
    .max(PASSWORD_MAX_LENGTH, 'validation.too_long'),
  confirmPassword: textSchema().max(PASSWORD_MAX_LENGTH, 'validation.too_long').optional(),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** How long a solved captcha stays valid (spec §9). */
export const CAPTCHA_VALID_MS = 2 * 60 * 1000;
