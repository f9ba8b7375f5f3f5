import { z } from 'zod';
import { int4Schema, textSchema } from '../common/input';

/** The groups the settings screens show parameters in. */
export const PARAMETER_GROUPS = [
  'security',
  'sessions',
  'uploads',
  'auctions',
  'portal',
  'general',
  'authority',
] as const;
export type ParameterGroup = (typeof PARAMETER_GROUPS)[number];

/**
 * Application parameters: code, type, default, bounds and screen group (one definition for server
 * and admin screens). The label of a parameter is the translation key `parameter.<code>`.
 */
export const APPLICATION_PARAMETERS = {
  password_max_age_days: { type: 'integer', default: 90, min: 0, max: 3650, group: 'security' },
  /** Failed sign-ins (per account or per address) after which a captcha is due: 2 means from the 3rd attempt (spec §9). */
  captcha_failed_attempts: { type: 'integer', default: 2, min: 1, max: 100, group: 'security' },
  login_failure_window_minutes: { type: 'integer', default: 60, min: 1, max: 1440, group: 'security' },
  /** Failed sign-ins of one account after which it is locked; each further failure locks it again. */
  login_lockout_failures: { type: 'integer', default: 10, min: 3, max: 1000, group: 'security' },
  login_lockout_minutes: { type: 'integer', default: 15, min: 1, max: 1440, group: 'security' },
  session_idle_minutes_staff: { type: 'integer', default: 30, min: 5, max: 1440, group: 'sessions' },
  session_idle_minutes_user: { type: 'integer', default: 120, min: 5, max: 10080, group: 'sessions' },
  session_remember_me_days: { type: 'integer', default: 30, min: 1, max: 365, group: 'sessions' },
  session_absolute_hours: { type: 'integer', default: 12, min: 1, max: 720, group: 'sessions' },
  upload_extensions: { type: 'string', default: 'pdf,jpg,jpeg,png,doc,docx,xls,xlsx,odt,ods', group: 'uploads' },
  upload_max_size_mb: { type: 'integer', default: 10, min: 1, max: 512, group: 'uploads' },
  /** Files one object (a guarantee, a product, a licence…) may hold. */
  upload_max_files_per_record: { type: 'integer', default: 20, min: 1, max: 500, group: 'uploads' },
  /** Megabytes a company (or an account without one) may upload in 24 hours. */
  upload_daily_quota_mb: { type: 'integer', default: 200, min: 1, max: 100000, group: 'uploads' },
  /** Messages of one kind one address may get in an hour; more are recorded as THROTTLED, not sent. */
  mail_per_recipient_per_hour: { type: 'integer', default: 5, min: 1, max: 1000, group: 'security' },
  anti_sniping_minutes: { type: 'integer', default: 3, min: 0, max: 60, group: 'auctions' },
  /** How far past its planned end anti-sniping may move a lot's end. */
  anti_sniping_cap_minutes: { type: 'integer', default: 60, min: 0, max: 1440, group: 'auctions' },
  lot_part_interval_minutes: { type: 'integer', default: 10, min: 0, max: 1440, group: 'auctions' },
  /**
   * The bid ceiling: a bid (or a maximum) may be at most this many times the lot's minimum next bid, so a slip of
   * the finger (or a bid meant to freeze the lot) cannot jump the price (contracts `bidCeiling`). Applies at once.
   */
  bid_max_multiple: { type: 'integer', default: 100, min: 2, max: 1_000_000, group: 'auctions' },
  business_time_zone: { type: 'string', default: 'Europe/Tirane', group: 'general' },
  /** Customs portal: days the authority has to decide a case of each kind, counted from its first submission. */
  portal_decision_days_general: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  portal_decision_days_complaint: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  portal_decision_days_authorization: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  portal_decision_days_movement_certificate: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  portal_decision_days_bti: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  portal_decision_days_ipr: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  /** Days a filer has to answer a request for information, unless the officer gives others. */
  portal_information_request_days: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  /** Days the party has to answer an intent to reject before the decision (ADR 0074). */
  portal_hearing_days: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  /** Days to appeal a portal decision, printed in the decision. */
  portal_appeal_days: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  /** Days an approved IPR application for action is valid, counting the day of the decision (a year). */
  portal_ipr_validity_days: { type: 'integer', default: 365, min: 1, max: 1095, group: 'portal' },
  /** Days before a document's last valid day its party is reminded, and My decisions shows it as expiring (ADR 0078). */
  portal_expiry_reminder_days: { type: 'integer', default: 30, min: 1, max: 365, group: 'portal' },
  /**
   * The authority that runs the portal, as every PDF's letterhead, every mail and the web name it (ADR 0089): its
   * name and address in each language (these defaults are the one place the names are written; the address a line
   * each, street and place as each language writes them) and
   * contact. The logo is uploaded apart (`POST /authority/logo`).
   */
  authority_name_sq: { type: 'string', default: 'Administrata Doganore', group: 'authority' },
  authority_name_en: { type: 'string', default: 'Customs Administration', group: 'authority' },
  authority_name_sr: { type: 'string', default: 'Carinska uprava', group: 'authority' },
  authority_address_sq: { type: 'string', default: '', group: 'authority' },
  authority_address_en: { type: 'string', default: '', group: 'authority' },
  authority_address_sr: { type: 'string', default: '', group: 'authority' },
  authority_phone: { type: 'string', default: '', group: 'authority' },
  authority_email: { type: 'string', default: '', group: 'authority' },
  authority_web: { type: 'string', default: '', group: 'authority' },
} as const;

/** Authority parameters that may be left empty (the letterhead then leaves their line out). */
export const OPTIONAL_PARAMETERS: ReadonlySet<string> = new Set([
  'authority_address_sq',
  'authority_address_en',
  'authority_address_sr',
  'authority_phone',
  'authority_email',
  'authority_web',
]);

/** Parameters written on several lines (a text area, not a one-line input). */
export const MULTILINE_PARAMETERS: ReadonlySet<string> = new Set([
  'authority_address_sq',
  'authority_address_en',
  'authority_address_sr',
]);

/** The logo of the authority: PNG or SVG up to this size; it is re-encoded (SVG drawn) as a PNG of at most 512 px. */
export const AUTHORITY_LOGO_MAX_BYTES = 512 * 1024;
export const AUTHORITY_LOGO_MAX_SIDE = 512;

export type ParameterCode = keyof typeof APPLICATION_PARAMETERS;
export type ParameterValue<C extends ParameterCode> = (typeof APPLICATION_PARAMETERS)[C]['type'] extends 'integer'
  ? number
  : string;

export function isParameterCode(code: string): code is ParameterCode {
  return Object.hasOwn(APPLICATION_PARAMETERS, code);
}

/** The translation key of a parameter's label. */
export const parameterLabelKey = (code: string) => `parameter.${code}`;

/** `upload_extensions`: comma-separated `[a-z0-9]{1,10}`; answers the normalised list or null when invalid. */
export function normaliseExtensions(value: string): string | null {
  const parts = value
    .split(',')
    .map((s) => s.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^[a-z0-9]{1,10}$/.test(p))) return null;
  return [...new Set(parts)].join(',');
}

/** A parameter as the admin screens read it. */
export const applicationParameterSchema = z.object({
  code: z.string(),
  type: z.enum(['integer', 'string']),
  group: z.enum(PARAMETER_GROUPS),
  value: z.union([z.number(), z.string()]),
  default: z.union([z.number(), z.string()]),
  min: z.number().nullable(),
  max: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type ApplicationParameter = z.infer<typeof applicationParameterSchema>;

/** `POST /application_parameters`: the value is checked against the code's definition on the server. */
export const parameterInputSchema = z.object({
  code: textSchema().min(1).max(100),
  // An integer parameter's value (within int4; the definition's bounds are checked on the server) or a text.
  value: z.union([int4Schema(), textSchema().max(2000)], { error: 'validation.invalid_type' }),
});
export type ParameterInput = z.infer<typeof parameterInputSchema>;

/** A background job with its schedule and last run (`GET /scheduled_jobs`). */
export const scheduledJobSchema = z.object({
  code: z.string(),
  descriptionKey: z.string(),
  intervalMs: z.number().int(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastResult: z.enum(['OK', 'FAILED']).nullable(),
  /** The last run's text: an error's message, or a result written before results were translatable. */
  lastMessage: z.string().nullable(),
  /** The last run's result as a translation key (`job.result.deleted`) and its parameters; shown instead of the text. */
  lastMessageKey: z.string().nullable(),
  lastMessageParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  nextRunAt: z.string().nullable(),
  running: z.boolean(),
  /** Jobs that run on their own loop (the mail sender) are listed, not scheduled here. */
  readOnly: z.boolean(),
});
export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

/** What a scheduled job answers: a translation key of `job.result.*` with its parameters. */
export type JobSummary = { key: string; params?: Record<string, string | number> };
