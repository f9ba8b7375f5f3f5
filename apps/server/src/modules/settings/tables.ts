import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Typed application parameters (password age, captcha attempts, …), editable by admins. */
export const applicationParameters = pgTable('application_parameters', {
  code: text('code').primaryKey(),
  value: text('value').notNull(),
  type: text('type').notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The authority's logo (ADR 0089): one row, the re-encoded PNG as base64, its SHA-256 naming its version. */
export const authorityLogo = pgTable('authority_logo', {
  id: text('id').primaryKey(),
  png: text('png').notNull(),
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
