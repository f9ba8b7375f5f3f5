import { z } from 'zod';

/**
 * States of a message in the outbox (DESIGN.md §2: outbox first, SMTP when configured). THROTTLED:
 * recorded, never sent, because the recipient already had the hourly number of messages of its kind.
 */
export const MAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'THROTTLED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Why a THROTTLED message was not sent (a translation key, kept in its `lastError`). */
export const MAIL_THROTTLED_REASON = 'mail.throttled_reason';

/** Every message the portal sends; the wording lives in the server's mail module. */
export const MAIL_TEMPLATE_IDS = [
  'account_confirmation',
  'password_reset',
  'username_reminder',
  'account_approved',
  'account_rejected',
  'account_blocked',
  'account_disabled',
  'account_enabled',
  'account_locked',
  'registration_attempt',
  'participation_approved',
  'participation_rejected',
  'auction_cancelled',
  'bank_guarantee_status',
  'lot_second_winner',
  'bid_outbid',
  'lot_won',
  'lot_closed',
  'portal_case_status',
  'portal_forum_message',
  'portal_cases_overdue',
  'portal_case_answered',
  'portal_decision_expiring',
  'follow_reminder',
] as const;
export type MailTemplateId = (typeof MAIL_TEMPLATE_IDS)[number];

/**
 * Kinds never throttled per recipient: each tells of one event of one lot, auction, guarantee or case, so
 * their number is bounded by the data, and holding one back would lose a business notice (a bidder
 * on 20 lots is told of all 20). Every other kind (registration, recovery, account status, and any
 * kind added later) is throttled by `mail_per_recipient_per_hour`.
 */
export const MAIL_THROTTLE_EXEMPT: readonly MailTemplateId[] = [
  'participation_approved',
  'participation_rejected',
  'auction_cancelled',
  'bank_guarantee_status',
  'lot_second_winner',
  'bid_outbid',
  'lot_won',
  'lot_closed',
  'follow_reminder',
  'portal_case_status',
  'portal_case_answered',
  'portal_decision_expiring',
];

/** An outbox row as `GET /mail_outbox/paged` lists it. */
export const mailSummarySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  lang: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

/** One message with its bodies, as `GET /mail_outbox/{id}` answers it. */
export const mailMessageSchema = mailSummarySchema.extend({ textBody: z.string(), htmlBody: z.string() });
export type MailMessage = z.infer<typeof mailMessageSchema>;
