import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the rate-limited routes, one row per route and caller (address or session), so every instance
 * counts the same hits. A row whose `reset_at` has passed counts as absent; a platform job deletes those.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
