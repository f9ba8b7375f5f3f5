import { z } from 'zod';
import { idParamSchema, idSchema, textSchema } from './input';
import './zod-messages';
import { auctionStatusSchema, lotStatusSchema } from './auction-status';
import { lotDtoBidSchema } from './auctions';
import { AMOUNT_DECIMALS, AMOUNT_ERROR as MONEY_ERROR, AMOUNT_MAX, fromCents, moneySchema, toCents } from './money';

/**
 * Live bidding (spec §2 auction bidding, §4 bidding, §7 `send_bid`, `lot_bids`, real time; DESIGN.md §5):
 * the request and answer shapes, the refusal keys and the rules the server applies and the screen shows.
 */

export { AMOUNT_DECIMALS, AUCTION_CURRENCY, fromCents, hasCurrencyDecimals, toCents } from './money';
/** The highest amount a bid may carry. */
export const BID_AMOUNT_MAX = AMOUNT_MAX;

/** The live bidding screen and the staff page of one lot's bids (spec §2). */
export const BIDDING_PAGE_URL = '/user_auctions/auction_bid';
export const STAFF_BIDS_PAGE_URL = '/admin/auctions/bids';
/** Where a receipt is checked against the ledger (public). */
export const RECEIPT_PAGE_URL = '/user_auctions/bid_receipt';

/** Accepted bids of a lot are pushed here after commit, in `seq` order (spec §7). */
export const BID_TOPIC_PREFIX = '/topic/bid/';
export const bidTopic = (lotId: number) => `${BID_TOPIC_PREFIX}${lotId}`;

/** Spec §4, §9: the screen reloads the bids when its countdown and the server's differ by more than this… */
export const COUNTDOWN_DRIFT_RELOAD_MS = 4000;
/** …and when the page has been open this long. */
export const PAGE_OPEN_RELOAD_MS = 600_000;
/** Without a WebSocket the screen asks for the lots' state this often. */
export const POLL_INTERVAL_MS = 2000;
/** The screen tells the server it is open this often (no outbid mail while it is). */
export const WATCHING_INTERVAL_MS = 60_000;
/** The screen asks to confirm an amount above this many times the minimum next bid. */
export const FAT_FINGER_FACTOR = 3;
/** At most one outbid mail per bidder and lot in this many minutes. */
export const OUTBID_MAIL_INTERVAL_MINUTES = 5;
/** Bids shown per lot on the screen; the rest are read by seq. */
export const LAST_BIDS_SHOWN = 10;
/** One resync read answers at most this many bids (the client asks again from the last one). */
export const RESYNC_MAX = 500;
/** The countdown is announced to screen readers at these seconds left, not every second. */
export const COUNTDOWN_ANNOUNCE_AT_S = [300, 60, 30, 10] as const;

/** 409 keys of a refused bid, each with the facts the screen needs beside it. */
export const BIDDING_ERROR = {
  /** With `minimumNextBid`. */
  bidTooLow: 'eauction.bid_too_low',
  /** The lot is not (or no longer) taking bids: with `status`. */
  lotNotActive: 'eauction.lot_not_active',
  /** The lot's end has passed: with `endTime`. */
  lotEnded: 'eauction.lot_ended',
  notApprovedForLot: 'eauction.not_approved_for_lot',
  /** The bidder already holds the highest bid. */
  alreadyHighest: 'eauction.already_highest',
  /** With `status` of the auction. */
  auctionNotRunning: 'eauction.auction_not_running',
  /** An idempotency key already used for another bid (another lot or amount). */
  idempotencyKeyReused: 'eauction.idempotency_key_reused',
  /** `set_maximum` by someone who does not lead the lot (others leave a maximum with a bid). */
  maximumOnlyForLeader: 'eauction.maximum_only_for_leader',
} as const;
export type BiddingErrorKey = (typeof BIDDING_ERROR)[keyof typeof BIDDING_ERROR];

/** 400 keys of an amount. */
export const AMOUNT_ERROR = {
  ...MONEY_ERROR,
  /** The maximum must be at least the offered amount. */
  maximumBelowAmount: 'eauction.maximum_below_amount',
  /** The leader's new maximum must be at least their highest bid. */
  maximumBelowHighest: 'eauction.maximum_below_highest',
  /** The lot named is not a lot of the auction named (field `lot`). */
  lotNotInAuction: 'eauction.lot_not_in_auction',
} as const;

/** An amount of a bid: above 0, with at most two decimals, not above the ceiling. */
export const bidAmountSchema = moneySchema('positive');

const id = idSchema;
/** `5` or `{ id: 5 }` (the spec sends `lot` and `auction` as objects). */
const ref = z.preprocess((value) => (typeof value === 'number' ? { id: value } : value), z.object({ id }));

/**
 * `POST /auction/send_bid` (spec §7: `id` and `bid { lot, auction, offeredAmount }`). `id` is the
 * auction's id as the screen knows it (it must match `bid.auction` when given); `maximumAmount` leaves a
 * private maximum the server bids up to for the bidder.
 */
export const sendBidSchema = z
  .object({
    id: id.optional(),
    bid: z.object({
      lot: ref,
      auction: ref,
      offeredAmount: bidAmountSchema,
      maximumAmount: bidAmountSchema.nullish(),
    }),
  })
  .superRefine((value, ctx) => {
    const { offeredAmount, maximumAmount } = value.bid;
    if (maximumAmount != null && toCents(maximumAmount) < toCents(offeredAmount)) {
      ctx.addIssue({ code: 'custom', path: ['bid', 'maximumAmount'], message: AMOUNT_ERROR.maximumBelowAmount });
    }
    if (value.id !== undefined && value.id !== value.bid.auction.id) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'validation.invalid_value' });
    }
  });
export type SendBidInput = z.input<typeof sendBidSchema>;
export type SendBidValues = z.output<typeof sendBidSchema>;

/** The header that makes a retried `send_bid` answer the first result instead of bidding again. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = textSchema()
  .trim()
  .min(8, 'validation.too_short')
  .max(100, 'validation.too_long')
  .regex(/^[A-Za-z0-9_.:-]+$/, 'validation.invalid_format');

/** `POST /auction/set_maximum`: the leader raises (or lowers) their private maximum without bidding. */
export const setMaximumSchema = z.object({
  lot: ref,
  auction: ref,
  maximumAmount: bidAmountSchema.nullable(),
});
export type SetMaximumInput = z.input<typeof setMaximumSchema>;
export type SetMaximumValues = z.output<typeof setMaximumSchema>;

// ---------------------------------------------------------------------------------------------
// Rules

type PriceFacts = { startingPrice: number; minimumIncrementAmount: number; highestBid: number | null };

/** Spec §9: the first bid is at least the starting price; later ones the highest bid plus the increment. */
export function minimumNextBid(lot: PriceFacts): number {
  if (lot.highestBid === null) return lot.startingPrice;
  return fromCents(toCents(lot.highestBid) + toCents(lot.minimumIncrementAmount));
}

/**
 * Anti-sniping (DESIGN.md §5): a bid accepted within the last `windowMinutes` of the lot moves its end to
 * `now + windowMinutes`, never past `latestEnd` (the planned end plus the cap) and never earlier.
 */
export function extendedEnd(now: Date, end: Date, windowMinutes: number, latestEnd: Date): Date {
  const windowMs = windowMinutes * 60_000;
  if (windowMs <= 0 || end.getTime() - now.getTime() >= windowMs) return end;
  const wanted = Math.min(now.getTime() + windowMs, latestEnd.getTime());
  return wanted > end.getTime() ? new Date(wanted) : end;
}

/** The lot parts' planned end (DESIGN.md §5): part k ends at the auction end + (k − 1) × the part interval. */
export function plannedLotEnd(auctionEnd: Date, lotPart: number, intervalMinutes: number): Date {
  return new Date(auctionEnd.getTime() + (lotPart - 1) * intervalMinutes * 60_000);
}

/** A standing private maximum: its holder, amount and when it was set (`order` rises with time). */
export type StandingMaximum = { userId: number; amount: number; order: number };

/**
 * Maximum (proxy) bids, decided at once (DESIGN.md §5): after a bid leaves `leaderId` on top at `price`,
 * the strongest maximum wins — the highest amount, the earlier one when equal; the leader's own maximum
 * (or their bid) takes part. The winner pays the runner-up's maximum plus a step, or their own maximum
 * when that is lower. Answers the automatic bid to record, or null when nobody else's maximum reaches
 * `price + step` (nothing changes). Amounts in whole cents.
 */
export function resolveMaximums(
  state: { leaderId: number; priceCents: number; stepCents: number; leaderOrder: number },
  maximums: readonly StandingMaximum[],
): { userId: number; priceCents: number } | null {
  const { leaderId, priceCents, stepCents } = state;
  const challengers = maximums.filter((m) => m.userId !== leaderId && m.amount >= priceCents + stepCents);
  if (challengers.length === 0) return null;
  const own = maximums.find((m) => m.userId === leaderId && m.amount >= priceCents);
  // Without a maximum the leader stands at their bid, placed now (after every standing maximum).
  const leader: StandingMaximum = own ?? { userId: leaderId, amount: priceCents, order: state.leaderOrder };
  const ranked = [leader, ...challengers].sort((a, b) => b.amount - a.amount || a.order - b.order);
  const [winner, runnerUp] = ranked;
  return { userId: winner.userId, priceCents: Math.min(winner.amount, runnerUp.amount + stepCents) };
}

// ---------------------------------------------------------------------------------------------
// Ledger: every accepted bid stores sha256 of this text; the first bid of a lot chains to GENESIS_HASH.

export const GENESIS_HASH = '0'.repeat(64);

export type LedgerEntry = {
  previousHash: string;
  lotId: number;
  seq: number;
  userId: number;
  amount: number;
  /** The bid's server time, to the millisecond. */
  serverTime: Date;
};

/** `previous|lot|seq|bidder|amount with two decimals|server time ISO 8601 UTC with milliseconds`. */
export function ledgerText(entry: LedgerEntry): string {
  return [
    entry.previousHash,
    entry.lotId,
    entry.seq,
    entry.userId,
    entry.amount.toFixed(AMOUNT_DECIMALS),
    entry.serverTime.toISOString(),
  ].join('|');
}

export const hashSchema = textSchema().regex(/^[0-9a-f]{64}$/, 'validation.invalid_format');

// ---------------------------------------------------------------------------------------------
// Answers

export const BID_KINDS = ['MANUAL', 'MAXIMUM'] as const;
export const bidKindSchema = z.enum(BID_KINDS);
export type BidKind = z.infer<typeof bidKindSchema>;

/** A bid as every viewer sees it while the lot runs: the bidder by their pseudonym number. */
export const publicBidSchema = z.object({
  lotId: z.number().int(),
  seq: z.number().int(),
  amount: z.number(),
  /** "Bidder 3": stable per auction, the same on every lot of it. */
  bidderNumber: z.number().int(),
  kind: bidKindSchema,
  serverTime: z.string(),
});
export type PublicBid = z.infer<typeof publicBidSchema>;

/** What `/topic/bid/{lotId}` carries for each accepted bid, in `seq` order. */
export const bidPushSchema = publicBidSchema.extend({
  /** The bid's ledger hash (its bidder's receipt, also for a bid their maximum placed). */
  hash: z.string(),
  /** The lot's end after this bid (anti-sniping may have moved it). */
  endTime: z.string(),
  highestBid: z.number(),
  minimumNextBid: z.number(),
});
export type BidPush = z.infer<typeof bidPushSchema>;

/** What `/topic/auction/all` carries when a lot closes or changes status (auctions carry `{ id, status }`). */
export const lotStatusPushSchema = z.object({
  lotId: z.number().int(),
  auctionId: z.number().int(),
  status: lotStatusSchema,
  highestBid: z.number().nullable(),
  endTime: z.string().nullable(),
});
export type LotStatusPush = z.infer<typeof lotStatusPushSchema>;

/** A bidder's own proof of a bid: check it at any time against the lot's chain. */
export const bidReceiptSchema = z.object({
  lotId: z.number().int(),
  seq: z.number().int(),
  amount: z.number(),
  kind: bidKindSchema,
  serverTime: z.string(),
  hash: z.string(),
});
export type BidReceipt = z.infer<typeof bidReceiptSchema>;

export const BIDDER_POSITIONS = ['LEADING', 'OUTBID', 'NO_BIDS'] as const;
export const bidderPositionSchema = z.enum(BIDDER_POSITIONS);
export type BidderPosition = z.infer<typeof bidderPositionSchema>;

/** A lot's bidding state: what every answer about it carries (`send_bid`, `lot_bids`). */
export const lotBidStateSchema = z.object({
  lotId: z.number().int(),
  status: lotStatusSchema,
  highestBid: z.number().nullable(),
  minimumNextBid: z.number(),
  /** Accepted bids so far (the last seq). */
  bidCount: z.number().int(),
  endTime: z.string().nullable(),
  /** Milliseconds to the end by the server's clock at `serverTime` of the answer. */
  remainingTime: z.number().int(),
  /** The pseudonym number of the leading bidder. */
  leaderNumber: z.number().int().nullable(),
});
export type LotBidState = z.infer<typeof lotBidStateSchema>;

/** One lot as the bidding screen shows it (`lot_bids`, the lot dto's bids). */
export const lotBiddingSchema = lotBidStateSchema.extend({
  code: z.string(),
  description: z.string(),
  productCount: z.number().int(),
  lotPart: z.number().int(),
  startingPrice: z.number(),
  minimumIncrementAmount: z.number(),
  /** The end as planned before any extension, and the latest the extensions may reach. */
  plannedEndTime: z.string().nullable(),
  latestEndTime: z.string().nullable(),
  antiSnipingMinutes: z.number().int(),
  lastBids: z.array(publicBidSchema),
  /** The caller's part: null for visitors, staff and users without an approved request. */
  mine: z
    .object({
      bidderNumber: z.number().int(),
      position: bidderPositionSchema,
      /** The caller's private maximum, shown to them alone. */
      maximumAmount: z.number().nullable(),
      receipts: z.array(bidReceiptSchema),
    })
    .nullable(),
});
export type LotBidding = z.infer<typeof lotBiddingSchema>;

/** Why the caller cannot bid on the auction's lots (the screen says how to take part instead). */
export const VIEWER_KINDS = ['VISITOR', 'STAFF', 'NOT_APPROVED', 'BIDDER'] as const;
export const viewerKindSchema = z.enum(VIEWER_KINDS);
export type ViewerKind = z.infer<typeof viewerKindSchema>;

/** `GET /auction/{id}/lot_bids`: the auction and each of its lots keyed by lot id (spec §7). */
export const auctionLotBidsSchema = z.object({
  serverTime: z.string(),
  auction: z.object({
    id: z.number().int(),
    auctionNumber: z.string(),
    status: auctionStatusSchema,
    startDate: z.string(),
    endDate: z.string(),
  }),
  viewer: viewerKindSchema,
  /** Lot ids the caller holds an approved request for. */
  approvedLotIds: z.array(z.number().int()),
  lots: z.record(z.string(), lotBiddingSchema),
});
export type AuctionLotBids = z.infer<typeof auctionLotBidsSchema>;

/** `POST /auction/send_bid`: the caller's bid (spec: id, amount, username, remainingTime) and the lot after it. */
export const sendBidAnswerSchema = z.object({
  bid: z.object({
    id: z.number().int(),
    lotId: z.number().int(),
    auctionId: z.number().int(),
    amount: z.number(),
    offeredAmount: z.number(),
    username: z.string(),
    bidderNumber: z.number().int(),
    seq: z.number().int(),
    serverTime: z.string(),
    remainingTime: z.number().int(),
    endTime: z.string(),
    hash: z.string(),
  }),
  /** The lot after the bid (and after any automatic bid it set off), with the caller's position. */
  lot: lotBidStateSchema.extend({ position: bidderPositionSchema }),
  serverTime: z.string(),
});
export type SendBidAnswer = z.infer<typeof sendBidAnswerSchema>;

/** `GET /auction/lot/{lotId}/bids?after=S`: the bids after seq S (resync), oldest first. */
export const bidsAfterQuerySchema = z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).default(0) });
export const bidsAfterSchema = z.object({
  lotId: z.number().int(),
  bids: z.array(publicBidSchema),
  /** The lot's current last seq and end (the client is in sync once it holds every seq up to it). */
  lastSeq: z.number().int(),
  endTime: z.string().nullable(),
  status: lotStatusSchema,
  serverTime: z.string(),
});
export type BidsAfter = z.infer<typeof bidsAfterSchema>;

/** `GET /auctions/bids/{auctionId}/{lotId}` (staff): full names once the lot has closed, times and hashes. */
export const staffBidSchema = lotDtoBidSchema.extend({ kind: bidKindSchema });
export type StaffBid = z.infer<typeof staffBidSchema>;
export const staffBidsAnswerSchema = z.object({
  content: z.array(staffBidSchema),
  totalElements: z.number().int(),
  lot: z.object({
    id: z.number().int(),
    code: z.string(),
    status: lotStatusSchema,
    auctionId: z.number().int(),
    auctionNumber: z.string(),
    highestBid: z.number().nullable(),
    endTime: z.string().nullable(),
    lastHash: z.string().nullable(),
    /** Whether the stored chain of the lot recomputes (false means a stored bid was changed). */
    chainValid: z.boolean(),
  }),
});
export type StaffBidsAnswer = z.infer<typeof staffBidsAnswerSchema>;

/** `GET /auction/verify_receipt?lot=&seq=&hash=` (public): a receipt against the lot's chain. */
export const verifyReceiptQuerySchema = z.object({
  lot: idParamSchema,
  seq: idParamSchema,
  hash: textSchema().trim().toLowerCase().pipe(hashSchema),
});
export type VerifyReceiptQuery = z.input<typeof verifyReceiptQuerySchema>;

export const RECEIPT_VERDICTS = ['VALID', 'UNKNOWN', 'MISMATCH', 'CHAIN_BROKEN'] as const;
export const receiptVerdictSchema = z.enum(RECEIPT_VERDICTS);
export type ReceiptVerdict = z.infer<typeof receiptVerdictSchema>;
export const verifyReceiptAnswerSchema = z.object({
  /** VALID: the bid is in the chain with this hash and the chain recomputes to the lot's head. */
  verdict: receiptVerdictSchema,
  lotId: z.number().int(),
  lotCode: z.string().nullable(),
  seq: z.number().int(),
  /** The bid as stored (when there is one at that seq). */
  amount: z.number().nullable(),
  serverTime: z.string().nullable(),
  /** The lot's chain head: the final hash once the lot has closed. */
  headSeq: z.number().int(),
  headHash: z.string().nullable(),
  lotClosed: z.boolean(),
});
export type VerifyReceiptAnswer = z.infer<typeof verifyReceiptAnswerSchema>;
