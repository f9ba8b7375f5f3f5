import { lotDescriptionTranslations } from '../auctions/lot-texts';
import { z } from 'zod';
import { winnerNextStepsSchema } from '../auctions/winner-next-steps';
import { BIDDING_OVER_LOT_STATUSES, fromCents, minimumNextBid, toCents, type PriceFacts } from './bidding';
import { auctionStatusSchema, lotStatusSchema, type LotStatus } from '../auctions/auction-status';
import { idParamSchema, idSchema } from '../common/input';
import { pagedQuerySchema, pagedSchema } from '../common/paging';
import { publicBidSchema } from './bidding-answers';

/** The signed-in bidder's screen of the lots they bid on or follow, and the auctions they follow. */
export const MY_BIDS_PAGE_URL = '/user_auctions/my_bids';

/** What a follow points at: exactly one of a lot or an auction. */
export const followTargetSchema = z
  .object({ lotId: idSchema.optional(), auctionId: idSchema.optional() })
  .superRefine((target, ctx) => {
    if ((target.lotId === undefined) === (target.auctionId === undefined))
      ctx.addIssue({ code: 'custom', path: ['lotId'], message: 'validation.follow_one_target' });
  });
export type FollowTarget = z.infer<typeof followTargetSchema>;
export const followAnswerSchema = z.object({ followed: z.boolean() });

/** A followed auction, as the Followed list shows it. */
export const followedAuctionSchema = z.object({
  auctionId: z.number().int(),
  auctionNumber: z.string(),
  status: auctionStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
});
export type FollowedAuction = z.infer<typeof followedAuctionSchema>;
/** `GET /follows`: the ids of the followed lots (the stars) and the followed auctions. */
export const followsSchema = z.object({ lotIds: z.array(z.number().int()), auctions: z.array(followedAuctionSchema) });
export type Follows = z.infer<typeof followsSchema>;

/** Where the bidder stands on a lot of My bids. NO_BIDS: followed, never bid on. */
export const MY_BID_POSITIONS = ['LEADING', 'OUTBID', 'WON', 'LOST', 'NO_BIDS'] as const;
export const myBidPositionSchema = z.enum(MY_BID_POSITIONS);
export type MyBidPosition = z.infer<typeof myBidPositionSchema>;

/** Lots sold to someone: the winner is `winnerUserId` (a second winner included). */
const SOLD: readonly LotStatus[] = ['SOLD', 'PAID'];

/**
 * The one rule of a bidder's position on a lot: while bidding goes on, LEADING when they hold the top bid, OUTBID
 * when they bid and someone else does; once bidding is over, WON when the lot was sold to them, LOST when they bid
 * and it was not (sold to another, unsold, closed or cancelled); NO_BIDS when they never bid.
 */
export function myBidPosition(
  lot: { status: LotStatus; highestUserId: number | null; winnerUserId: number | null },
  me: number,
  hasBid: boolean,
): MyBidPosition {
  if (SOLD.includes(lot.status) && lot.winnerUserId === me) return 'WON';
  if (!hasBid) return 'NO_BIDS';
  if (BIDDING_OVER_LOT_STATUSES.includes(lot.status)) return 'LOST';
  return lot.highestUserId === me ? 'LEADING' : 'OUTBID';
}

export const MY_BIDS_FILTERS = ['ALL', 'BIDS', 'FOLLOWED', 'ENDED'] as const;
export const myBidsQuerySchema = pagedQuerySchema.pick({ page: true, count: true }).extend({
  filter: z.enum(MY_BIDS_FILTERS).default('ALL'),
});
export type MyBidsQuery = z.input<typeof myBidsQuerySchema>;
export type MyBidsValues = z.output<typeof myBidsQuerySchema>;

/** One lot of My bids: position, current price, the bidder's best bid and maximum, the end. */
export const myBidLotSchema = z.object({
  lotId: z.number().int(),
  lotCode: z.string(),
  description: z.string(),
  ...lotDescriptionTranslations,
  status: lotStatusSchema,
  auctionId: z.number().int(),
  auctionNumber: z.string(),
  position: myBidPositionSchema,
  highestBid: z.number().nullable(),
  /** What the winner pays once the lot is sold. */
  winningAmount: z.number().nullable(),
  myBestBid: z.number().nullable(),
  myMaximum: z.number().nullable(),
  endTime: z.string().nullable(),
  bidCount: z.number().int(),
  followed: z.boolean(),
  /** On the row of a lot the caller won: what they do next (ADR 0088); null on every other row. */
  nextSteps: winnerNextStepsSchema.nullable(),
});
export type MyBidLot = z.infer<typeof myBidLotSchema>;
export const myBidsSchema = pagedSchema(myBidLotSchema);
export type MyBids = z.infer<typeof myBidsSchema>;

/** `GET /auction/lot/{lotId}/bid_history`: one page of a lot's bids, newest first, by pseudonym. */
export const BID_HISTORY_PAGE_SIZE = 10;
export const bidHistoryQuerySchema = pagedQuerySchema.pick({ page: true }).extend({
  count: z.coerce.number().int().min(1).max(100).default(BID_HISTORY_PAGE_SIZE),
});
export type BidHistoryQuery = z.input<typeof bidHistoryQuerySchema>;
export const bidHistorySchema = pagedSchema(publicBidSchema);
export type BidHistory = z.infer<typeof bidHistorySchema>;

export const lotIdParamsSchema = z.object({ lotId: idParamSchema });

/**
 * Reminders of a followed lot or auction: mailed before its start and before its end; ENDING, the in-portal notice
 * that a followed lot (or a lot of a followed auction) ends within minutes.
 */
export const FOLLOW_REMINDER_KINDS = ['START', 'END', 'ENDING'] as const;
export type FollowReminderKind = (typeof FOLLOW_REMINDER_KINDS)[number];
/** How long before the start or the end the reminder is mailed. */
export const FOLLOW_REMINDER_LEAD_MINUTES = 60;
/** How long before a followed lot's end its notice comes (the lot may still be extended after it). */
export const LOT_ENDING_NOTICE_MINUTES = 5;

/** The quick-bid buttons: +1, +2, +5 minimum increments over the current price (+1 is the minimum next bid). */
export const QUICK_BID_STEPS = [1, 2, 5] as const;
/** The amount of a quick bid of `steps` increments: the minimum next bid and `steps − 1` more increments. */
export function quickBidAmount(lot: PriceFacts, steps: number): number {
  return fromCents(toCents(minimumNextBid(lot)) + (steps - 1) * toCents(lot.minimumIncrementAmount));
}
