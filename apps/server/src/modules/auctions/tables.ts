import { AUCTION_STATUSES, LOT_STATUSES } from '@portal/contracts/auction-status';
import {
  PAYMENT_TERM_DAYS_DEFAULT,
  PAYMENT_TERM_DAYS_MAX,
  PAYMENT_TERM_DAYS_MIN,
} from '@portal/contracts/winner-next-steps';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { attachments } from '../attachments';
import { products } from '../products';
import { money, oneOf } from '../../platform/db/columns';
import { users } from '../users';
import { licenseTypes } from '../vocabularies';

/** Auctions (DESIGN.md §5: CREATED → PUBLISHED → CLOSED → RUNNING → FINISHED, or CANCELLED). */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    /** Generated as `A-<year>-<id>`. */
    auctionNumber: text('auction_number').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: text('status', { enum: AUCTION_STATUSES }).notNull().default('CREATED'),
    notes: text('notes'),
    /** The instructions (spec "detail"), sanitised rich text per language. */
    instructionEN: text('instruction_en'),
    instructionSQ: text('instruction_sq'),
    instructionSR: text('instruction_sr'),
    /** The winner's next steps (ADR 0088): pay within this many days of the lot's end (a day in the business zone). */
    paymentTermDays: integer('payment_term_days').notNull().default(PAYMENT_TERM_DAYS_DEFAULT),
    /** Where and when the goods are picked up, and a note on the contract: plain text per language. */
    pickUpPlaceSQ: text('pick_up_place_sq'),
    pickUpPlaceEN: text('pick_up_place_en'),
    pickUpPlaceSR: text('pick_up_place_sr'),
    pickUpHoursSQ: text('pick_up_hours_sq'),
    pickUpHoursEN: text('pick_up_hours_en'),
    pickUpHoursSR: text('pick_up_hours_sr'),
    nextStepsNoteSQ: text('next_steps_note_sq'),
    nextStepsNoteEN: text('next_steps_note_en'),
    nextStepsNoteSR: text('next_steps_note_sr'),
    /** Raised by every change; the row before it is kept in auction_history. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auctions_number_idx').on(t.auctionNumber),
    index('auctions_status_start_idx').on(t.status, t.startDate),
    // The public running and finished lists answer by end.
    index('auctions_status_end_idx').on(t.status, t.endDate),
    check('auctions_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('auctions_status_known', oneOf(t.status, AUCTION_STATUSES)),
    check(
      'auctions_payment_term_days_range',
      sql`${t.paymentTermDays} between ${sql.raw(String(PAYMENT_TERM_DAYS_MIN))} and ${sql.raw(String(PAYMENT_TERM_DAYS_MAX))}`,
    ),
  ],
);

/**
 * Lots. Bidding (a later feature) decides on this row alone: one conditional UPDATE of
 * `highest_bid`, `bid_seq` and `end_time` (anti-sniping moves it) while the lot is ACTIVE.
 */
export const lots = pgTable(
  'lots',
  {
    id: serial('id').primaryKey(),
    /** Generated as `L-<year>-<id>`. */
    code: text('code').notNull(),
    auctionId: integer('auction_id').references(() => auctions.id),
    status: text('status', { enum: LOT_STATUSES }).notNull().default('CREATED'),
    /** The description in Albanian (the spec's field); the English and Serbian ones fall back to it when empty. */
    description: text('description').notNull(),
    descriptionEN: text('description_en'),
    descriptionSR: text('description_sr'),
    startingPrice: money('starting_price').notNull(),
    minimumIncrementAmount: money('minimum_increment_amount').notNull(),
    guaranteeAmount: money('guarantee_amount').notNull().default(0),
    /** Staggered closing: part k ends at the auction end + (k − 1) × the part interval. */
    lotPart: integer('lot_part').notNull().default(1),
    /** Set when bidding starts; anti-sniping moves it later. */
    endTime: timestamp('end_time', { withTimezone: true }),
    /** The end planned at the start, and the latest anti-sniping may move `end_time` to. */
    plannedEndTime: timestamp('planned_end_time', { withTimezone: true }),
    latestEndTime: timestamp('latest_end_time', { withTimezone: true }),
    /** The anti-sniping window of this lot, fixed when bidding starts (the screen shows the lot's rule). */
    antiSnipingMinutes: integer('anti_sniping_minutes').notNull().default(0),
    highestBid: money('highest_bid'),
    /** The bidder holding `highest_bid`. */
    highestUserId: integer('highest_user_id').references(() => users.id),
    /** Sequence of accepted bids on this lot (clients reload from their last seq). */
    bidSeq: integer('bid_seq').notNull().default(0),
    /** Server time of the last accepted bid (bid times never go back along `seq`). */
    lastBidAt: timestamp('last_bid_at', { withTimezone: true }),
    /** The ledger's head: the hash stored with the bid of seq `bid_seq`. */
    lastHash: text('last_hash'),
    /**
     * Who led before the last accepted bid: the bid statement sets it from the row it locked, so it names the bidder
     * that bid outbid (a statement cannot return a column's value from before its own update).
     */
    previousUserId: integer('previous_user_id'),
    /**
     * Whether a private maximum is set on the lot (bidding keeps it, holding the lot's lock). A bid on a lot without
     * one is decided with its outbid notice in one statement; with one, the maximums answer in a transaction.
     */
    hasMaximums: boolean('has_maximums').notNull().default(false),
    closeReason: text('close_reason'),
    cancelReason: text('cancel_reason'),
    /** Set when the lot is SOLD: the top bidder, or a second winner chosen by staff. */
    winnerUserId: integer('winner_user_id').references(() => users.id),
    /** What the winner pays: their bid (a second winner's own best bid). */
    winningAmount: money('winning_amount'),
    /** True once staff replaced the top bidder with a second winner. */
    secondWinner: boolean('second_winner').notNull().default(false),
    /** Mark paid (SOLD → PAID). */
    paymentInformation: text('payment_information'),
    contractNumber: text('contract_number'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Enable edit opened the current version for one more change. */
    editEnabled: boolean('edit_enabled').notNull().default(false),
    /** The current version; earlier versions are in lot_history. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lots_code_idx').on(t.code),
    index('lots_auction_idx').on(t.auctionId),
    index('lots_status_idx').on(t.status),
    // The auction clock looks for the next ACTIVE lot to end.
    index('lots_status_end_idx').on(t.status, t.endTime),
    check('lots_starting_price_positive', sql`${t.startingPrice} > 0`),
    check('lots_increment_positive', sql`${t.minimumIncrementAmount} > 0`),
    check('lots_guarantee_not_negative', sql`${t.guaranteeAmount} >= 0`),
    check('lots_part_positive', sql`${t.lotPart} >= 1`),
    check('lots_status_known', oneOf(t.status, LOT_STATUSES)),
  ],
);

/** The products of a lot (a product sits in at most one open lot: the products service keeps it). */
export const lotProducts = pgTable(
  'lot_products',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lot_products_lot_product_idx').on(t.lotId, t.productId),
    index('lot_products_product_idx').on(t.productId),
  ],
);

/** The licence types a bidder on the lot must hold. */
export const lotLicenseTypes = pgTable(
  'lot_license_types',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    licenseTypeId: integer('license_type_id')
      .notNull()
      .references(() => licenseTypes.id),
  },
  (t) => [
    uniqueIndex('lot_license_types_lot_type_idx').on(t.lotId, t.licenseTypeId),
    index('lot_license_types_type_idx').on(t.licenseTypeId),
  ],
);

const historyColumns = {
  id: serial('id').primaryKey(),
  version: integer('version').notNull(),
  /** What replaced this version: update, publish, postpone, enable_edit… */
  action: text('action').notNull(),
  values: jsonb('values').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  changedBy: text('changed_by'),
};

/** Earlier versions of auctions: the whole row as it was before each change. */
export const auctionHistory = pgTable(
  'auction_history',
  {
    ...historyColumns,
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('auction_history_version_idx').on(t.auctionId, t.version)],
);

/** Earlier versions of lots (enable edit), with their products and licence types. */
export const lotHistory = pgTable(
  'lot_history',
  {
    ...historyColumns,
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('lot_history_version_idx').on(t.lotId, t.version)],
);

/**
 * Auctions made from another one: duplicate (a CREATED copy with copies of its lots) or republish
 * (a new auction from unsold lots). Keeps which lots could not be copied (`failedlots`).
 */
export const auctionCopies = pgTable(
  'auction_copies',
  {
    id: serial('id').primaryKey(),
    /** DUPLICATE or REPUBLISH. */
    kind: text('kind').notNull(),
    /** The source; kept by number when the source (a CREATED auction) is deleted later. */
    sourceAuctionId: integer('source_auction_id').references(() => auctions.id, { onDelete: 'set null' }),
    sourceAuctionNumber: text('source_auction_number').notNull(),
    /** The auction that was made (deleting it deletes this row). */
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    /** Lots of the source that could not be copied: `[{ lotId, lotCode, reason }]`. */
    failedLots: jsonb('failed_lots').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [
    uniqueIndex('auction_copies_auction_idx').on(t.auctionId),
    index('auction_copies_source_idx').on(t.sourceAuctionId),
    check('auction_copies_kind_known', sql`${t.kind} in ('DUPLICATE', 'REPUBLISH')`),
  ],
);

/**
 * The stored announcements of an auction: on publish and on every postpone one PDF per language
 * (sequence 1, 2, …); the newest sequence is the last announcement, the one before it the previous.
 */
export const auctionAnnouncements = pgTable(
  'auction_announcements',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    /** PUBLISH or POSTPONE. */
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    attachmentId: integer('attachment_id')
      .notNull()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (t) => [
    uniqueIndex('auction_announcements_sequence_idx').on(t.auctionId, t.sequence, t.lang),
    check('auction_announcements_kind_known', sql`${t.kind} in ('PUBLISH', 'POSTPONE')`),
    check('auction_announcements_lang_known', sql`${t.lang} in ('sq', 'en', 'sr')`),
  ],
);
