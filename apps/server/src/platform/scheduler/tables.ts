import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per registered background job: its schedule, last run and the lease of the instance running it. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  code: text('code').primaryKey(),
  intervalMs: integer('interval_ms').notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** OK or FAILED. */
  lastResult: text('last_result'),
  /** A result's text from before results were translation keys (failures are keys too since migration 0014). */
  lastMessage: text('last_message'),
  /** The result's translation key and parameters (`job.result.deleted`, `{ count }`; `job.failed.*` when FAILED). */
  lastMessageKey: text('last_message_key'),
  lastMessageParams: jsonb('last_message_params').$type<Record<string, string | number>>(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  runningBy: text('running_by'),
  runningUntil: timestamp('running_until', { withTimezone: true }),
});
