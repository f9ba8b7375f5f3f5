import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auctions, lots } from '../auctions';
import { money } from '../../platform/db/columns';
import { users } from '../users';

/**
 * Accepted bids (DESIGN.md §5): one row per bid, numbered per lot by `seq` (the lot's `bid_seq` at the
 * time it was accepted), so the highest `seq` of a lot is its current top bid. Each row carries the
 * ledger hash of (previous hash, lot, seq, the bidder's pseudonym number, amount, server time, kind): a per-lot
 * chain anyone can recompute from the public chain (docs/ledger.md).
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
    amount: money('amount').notNull(),
    seq: integer('seq').notNull(),
    /** MANUAL: placed by the bidder; MAXIMUM: placed by the server from a private maximum. */
    kind: text('kind').notNull().default('MANUAL'),
    hash: text('hash').notNull(),
    /** The client's key of a MANUAL bid: a retried request answers this bid instead of bidding again. */
    idempotencyKey: text('idempotency_key'),
    /** The server time of the bid, to the millisecond (it is part of the hash). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bids_lot_seq_idx').on(t.lotId, t.seq),
    index('bids_lot_user_idx').on(t.lotId, t.userId),
    index('bids_auction_idx').on(t.auctionId),
    uniqueIndex('bids_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    check('bids_amount_positive', sql`${t.amount} > 0`),
    check('bids_seq_positive', sql`${t.seq} >= 1`),
    check('bids_kind_known', sql`${t.kind} in ('MANUAL', 'MAXIMUM')`),
  ],
);

/**
 * Each `Idempotency-Key` a bidder's `send_bid` was decided with, once: taken with the bid it placed (the bid keeps the
 * key too), or with the refusal (409, or 400 above the bid ceiling) it was answered. The key is the row's primary key, so whichever send of it is decided first
 * decides it for good: a send of the same key still on its way (a resend overtaking it) is answered the same, and a
 * refused key never places a bid later, even once the lot has moved so that it could.
 */
export const bidKeys = pgTable(
  'bid_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** The body of the refusal the key was decided with; null for a key that placed a bid. */
    refusal: jsonb('refusal').$type<Record<string, unknown>>(),
    /** The refusal's status: 409, or 400 for an amount above the bid ceiling (null in rows from before: 409). */
    refusalStatus: integer('refusal_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.idempotencyKey] }), index('bid_keys_created_idx').on(t.createdAt)],
);

/** Private maximums (proxy bids): one per bidder and lot; `set_seq` orders them (the earlier wins a tie). */
export const lotMaximumBids = pgTable(
  'lot_maximum_bids',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    /** The lot's `bid_seq` when the maximum was set. */
    setSeq: integer('set_seq').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lotId, t.userId] }),
    check('lot_maximum_bids_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Pseudonyms: "Bidder 3" is the third user to take part in the auction, the same on all its lots. */
export const auctionBidders = pgTable(
  'auction_bidders',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: integer('number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.auctionId, t.userId] }),
    uniqueIndex('auction_bidders_number_idx').on(t.auctionId, t.number),
  ],
);

/** When a user last had the bidding screen of an auction open (no outbid mail while they do). */
export const auctionWatchers = pgTable(
  'auction_watchers',
  {
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.auctionId, t.userId] })],
);

/** The last outbid mail per bidder and lot (at most one in five minutes). */
export const outbidNotices = pgTable(
  'outbid_notices',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The seq of the bid that outbid them when the mail was queued. */
    outbidSeq: integer('outbid_seq').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lotId, t.userId] })],
);

/**
 * What a user follows: a lot or an auction (exactly one of the two), once each. A followed lot is on the user's
 * My bids screen; a followed lot or auction gets a reminder mail before its start and before its end.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id').references(() => lots.id, { onDelete: 'cascade' }),
    auctionId: integer('auction_id').references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_user_lot_idx')
      .on(t.userId, t.lotId)
      .where(sql`${t.lotId} is not null`),
    uniqueIndex('follows_user_auction_idx')
      .on(t.userId, t.auctionId)
      .where(sql`${t.auctionId} is not null`),
    index('follows_lot_idx').on(t.lotId),
    index('follows_auction_idx').on(t.auctionId),
    check('follows_one_target', sql`(${t.lotId} is null) <> (${t.auctionId} is null)`),
  ],
);

/**
 * The reminders mailed, once per user, target (`lot:7`, `auction:3`) and kind (START, END): a follow removed
 * and added again does not mail the same reminder twice.
 */
export const followReminders = pgTable(
  'follow_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.target, t.kind] }),
    check('follow_reminders_kind_known', sql`${t.kind} in ('START', 'END', 'ENDING')`),
  ],
);
