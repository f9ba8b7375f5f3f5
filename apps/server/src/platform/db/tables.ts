import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The seed's fingerprint (ADR 0100): the build and the configuration the reference data was last seeded with. A start
 * with the same fingerprint leaves the seed out; one row at most.
 */
export const seedRuns = pgTable('seed_runs', {
  fingerprint: text('fingerprint').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
