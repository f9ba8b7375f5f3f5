/**
 * The outbox as `GET /mail_outbox/paged` and `GET /mail_outbox/{id}` answer it. The contracts
 * have no schema of it yet (the server keeps it in its mail module), so it is written out here
 * once; it moves to `@portal/contracts` with the statuses and template ids.
 */
export const MAIL_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_TEMPLATES = [
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
] as const;

export type MailSummary = {
  id: number;
  to: string;
  subject: string;
  template: string;
  lang: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

export type MailMessage = MailSummary & { textBody: string; htmlBody: string };
