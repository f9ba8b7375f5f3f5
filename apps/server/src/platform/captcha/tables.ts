import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Solved captcha challenges, kept until they expire so one solution is accepted once. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
