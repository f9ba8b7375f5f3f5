import { z } from 'zod';

/** States of a message in the outbox (DESIGN.md §2: outbox first, SMTP when configured). */
export const MAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

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
  'participation_approved',
  'participation_rejected',
  'auction_cancelled',
  'bank_guarantee_status',
  'lot_second_winner',
  'bid_outbid',
  'lot_won',
  'lot_closed',
] as const;
export type MailTemplateId = (typeof MAIL_TEMPLATE_IDS)[number];

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
