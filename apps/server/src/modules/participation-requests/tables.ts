import { PARTICIPATION_STATUSES } from '@portal/contracts/participation-requests';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, oneOf } from '../../platform/db/columns';
import { auctions, lots } from '../auctions';
import { users } from '../users';

/**
 * Requests to take part in a lot of an auction (DESIGN.md §5): PENDING → APPROVED | REJECTED.
 * One per user, lot and auction (a lot republished in a new auction may be requested again).
 */
export const participationRequests = pgTable(
  'participation_requests',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Copy of the username (usernames never change), so staff lists filter and sort without a join. */
    username: text('username').notNull(),
    status: text('status', { enum: PARTICIPATION_STATUSES }).notNull().default('PENDING'),
    rejectReason: text('reject_reason'),
    decidedById: integer('decided_by_id'),
    decidedByUsername: text('decided_by_username'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('participation_requests_user_lot_auction_idx').on(t.userId, t.lotId, t.auctionId),
    index('participation_requests_auction_idx').on(t.auctionId, t.status),
    index('participation_requests_lot_idx').on(t.lotId),
    check('participation_requests_status_known', oneOf(t.status, PARTICIPATION_STATUSES)),
    check(
      'participation_requests_reason_when_rejected',
      sql`${t.status} <> 'REJECTED' or ${t.rejectReason} is not null`,
    ),
  ],
);
