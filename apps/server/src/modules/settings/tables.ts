import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Typed application parameters (password age, captcha attempts, …), editable by admins. */
export const applicationParameters = pgTable('application_parameters', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
  type: text('type').notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
