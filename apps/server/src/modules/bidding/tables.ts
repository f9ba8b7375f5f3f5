import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { auctions, lots } from '../auctions/tables';
import { users } from '../users/tables';

/**
 * Accepted bids (DESIGN.md §5): one row per bid, numbered per lot by `seq` (the lot's `bid_seq` at the
 * time it was accepted), so the highest `seq` of a lot is its current top bid.
 */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: numeric('amount', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_lot_seq_idx').on(t.lotId, t.seq),
    index('bids_lot_user_idx').on(t.lotId, t.userId),
    index('bids_auction_idx').on(t.auctionId),
    check('bids_amount_positive', sql`${t.amount} > 0`),
    check('bids_seq_positive', sql`${t.seq} >= 1`),
  ],
);
