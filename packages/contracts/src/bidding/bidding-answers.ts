import { lotDescriptionTranslations } from '../auctions/lot-texts';
import { z } from 'zod';
import { winnerNextStepsSchema } from '../auctions/winner-next-steps';
import { auctionStatusSchema, lotStatusSchema } from '../auctions/auction-status';
import { lotDtoBidSchema } from '../auctions/auctions';
import { idParamSchema, textSchema } from '../common/input';
import '../common/zod-messages';

/**
 * What the live bidding calls answer and push (spec §7 `send_bid`, `lot_bids`, real time; the lot's public chain and
 * the receipt check): their shapes, shared by the server's presenters and the screen. The rules are in `bidding.ts`,
 * which re-exports everything here.
 */

/** A bid's hash in the ledger (docs/ledger.md): sha256, 64 lower-case hex digits. */
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
  /** The highest bid a bidder may enter after this one (`maximumAllowedBid`); null when no bid fits any more. */
  maximumAllowedBid: z.number().nullable(),
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

/** What `/topic/auction/all` carries when an auction changes status. */
export const auctionStatusPushSchema = z.object({ id: z.number().int(), status: auctionStatusSchema });
export type AuctionStatusPush = z.infer<typeof auctionStatusPushSchema>;

/** Any message of `/topic/auction/all`: a lot's status (`lotId`) or an auction's (`id`). */
export const statusTopicPushSchema = z.union([lotStatusPushSchema, auctionStatusPushSchema]);
export type StatusTopicPush = z.infer<typeof statusTopicPushSchema>;

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
  /** The highest bid (or maximum) a bidder may enter now (`maximumAllowedBid`); null when no bid fits any more. */
  maximumAllowedBid: z.number().nullable(),
  /** Accepted bids so far (the last seq). */
  bidCount: z.number().int(),
  endTime: z.string().nullable(),
  /** Milliseconds to the end by the server's clock at `serverTime` of the answer (`lot_bids`: its `x-server-time` header). */
  remainingTime: z.number().int(),
  /** The pseudonym number of the leading bidder. */
  leaderNumber: z.number().int().nullable(),
});

/** One lot as the bidding screen shows it (`lot_bids`, the lot dto's bids). */
export const lotBiddingSchema = lotBidStateSchema.extend({
  code: z.string(),
  description: z.string(),
  ...lotDescriptionTranslations,
  productCount: z.number().int(),
  lotPart: z.number().int(),
  startingPrice: z.number(),
  minimumIncrementAmount: z.number(),
  /** `bid_max_multiple` now: the screen recomputes `maximumAllowedBid` with it as bids come (contracts function). */
  bidMaxMultiple: z.number().int(),
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
      /** Once the lot is sold to the caller: what they do next (ADR 0088); null for everyone else. */
      nextSteps: winnerNextStepsSchema.nullable(),
    })
    .nullable(),
});
export type LotBidding = z.infer<typeof lotBiddingSchema>;

/** Why the caller cannot bid on the auction's lots (the screen says how to take part instead). */
export const VIEWER_KINDS = ['VISITOR', 'STAFF', 'NOT_APPROVED', 'BIDDER'] as const;
export const viewerKindSchema = z.enum(VIEWER_KINDS);
export type ViewerKind = z.infer<typeof viewerKindSchema>;

/** The headers of a `lot_bids` answer (lower case, as Fastify and `Headers.get` take them). */
export const LOT_BIDS_HEADERS = {
  /** The server's clock when it read the lots (ISO 8601): every `remainingTime` of the answer is reckoned from it. */
  serverTime: 'x-server-time',
  /** Who asks, as a `ViewerKind`: VISITOR, STAFF, NOT_APPROVED or BIDDER. */
  viewer: 'x-viewer-kind',
} as const;

/** The headers of a `lot_bids` answer as the API description declares them (`LOT_BIDS_HEADERS`). */
export const lotBidsHeadersSchema = z.object({
  [LOT_BIDS_HEADERS.serverTime]: z.iso
    .datetime()
    .describe("The server's clock when it read the lots (ISO 8601): every `remainingTime` is reckoned from it"),
  [LOT_BIDS_HEADERS.viewer]: viewerKindSchema.describe("The caller's kind: VISITOR, STAFF, NOT_APPROVED or BIDDER"),
});
export type LotBidsHeaders = z.infer<typeof lotBidsHeadersSchema>;

/** One lot of `GET /auction/{id}/lot_bids`: its bidding state and whether the caller may bid on it. */
export const lotBidsEntrySchema = lotBiddingSchema.extend({
  /** The caller holds an approved request for this lot (false for visitors and staff). */
  approved: z.boolean(),
});
export type LotBidsEntry = z.infer<typeof lotBidsEntrySchema>;

/**
 * `GET /auction/{id}/lot_bids` (spec §7): the auction's lots keyed by lot id at the top level, `{ "12": {...} }`.
 * The server's clock and the caller's kind come as headers (`LOT_BIDS_HEADERS`); the auction's number, status and
 * dates from `GET /auctions/public/{id}` (docs/adr/0076).
 */
export const auctionLotBidsSchema = z.record(z.string().regex(/^[1-9]\d*$/), lotBidsEntrySchema);
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

/** One page of `GET /auction/lot_chain/{lotId}` holds at most this many links (ask again after the last seq). */
export const LOT_CHAIN_PAGE_MAX = 1000;

/** `GET /auction/lot_chain/{lotId}?after=S`: the links after seq S, oldest first. */
export const lotChainQuerySchema = bidsAfterQuerySchema;
export const chainLinkSchema = z.object({
  seq: z.number().int(),
  amount: z.number(),
  /** The bidder's pseudonym number in the auction, as in the pushes: never the account. */
  bidderNumber: z.number().int(),
  kind: bidKindSchema,
  serverTime: z.string(),
  hash: z.string(),
});
/**
 * A lot's public chain (docs/ledger.md): what anyone needs to recompute every hash, and the lot's head to compare
 * the last one with. Nothing in it names an account.
 */
export const lotChainSchema = z.object({
  lotId: z.number().int(),
  lotCode: z.string(),
  auctionId: z.number().int(),
  auctionNumber: z.string(),
  status: lotStatusSchema,
  /** The lot's bidding is over: its head is the final hash. */
  closed: z.boolean(),
  /** What the first bid's hash chains to. */
  genesisHash: z.string(),
  /** The lot's head: its last seq and the hash stored with the lot (null before the first bid). */
  headSeq: z.number().int(),
  headHash: z.string().nullable(),
  links: z.array(chainLinkSchema),
  /** Ask again with `after` this seq for the next page; null when this page reaches the head. */
  nextAfter: z.number().int().nullable(),
});
export type LotChain = z.infer<typeof lotChainSchema>;

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
