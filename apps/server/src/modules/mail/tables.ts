import { MAIL_STATUSES } from '@portal/contracts/mail';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export { MAIL_STATUSES, type MailStatus } from '@portal/contracts';

/**
 * Every message the portal sends. Rows are written inside the command's transaction; the
 * sender (only when SMTP_URL is set) delivers QUEUED rows and marks them SENT or FAILED. A message
 * over the recipient's hourly limit is written THROTTLED (never sent) with the reason in `last_error`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    template: text('template').notNull(),
    lang: text('lang').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('QUEUED'),
    /** Delivery attempts started (a claim counts as one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the message is next due; a claim pushes it forward by a lease so no other sender takes it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The per-recipient throttle counts an address's messages of one kind in the last hour.
    index('mail_outbox_recipient_idx').on(sql`lower(${t.toAddress})`, t.template, t.createdAt),
  ],
);
