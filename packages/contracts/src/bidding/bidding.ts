import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import type { LotStatus } from '../auctions/auction-status';
import type { BidKind } from './bidding-answers';
import {
  AMOUNT_DECIMALS,
  AMOUNT_ERROR as MONEY_ERROR,
  AMOUNT_MAX,
  fromCents,
  moneySchema,
  toCents,
} from '../common/money';

/**
 * Live bidding (spec §2 auction bidding, §4 bidding, §7 `send_bid`, `lot_bids`, real time; DESIGN.md §5):
 * the request and answer shapes, the refusal keys and the rules the server applies and the screen shows.
 */

export { AMOUNT_DECIMALS, AUCTION_CURRENCY, fromCents, hasCurrencyDecimals, toCents } from '../common/money';
/** The highest amount a bid may carry in any lot (a lot's own ceiling is `maximumAllowedBid`). */
export const BID_AMOUNT_MAX = AMOUNT_MAX;

/** The live bidding screen and the staff page of one lot's bids (spec §2). */
export const BIDDING_PAGE_URL = '/user_auctions/auction_bid';
export const STAFF_BIDS_PAGE_URL = '/admin/auctions/bids';
/** Where a receipt is checked against the ledger (public). */
export const RECEIPT_PAGE_URL = '/user_auctions/bid_receipt';

/** Lot statuses in which bidding on the lot is over: its chain's head is final. */
export const BIDDING_OVER_LOT_STATUSES: readonly LotStatus[] = ['SOLD', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED'];

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
  /**
   * The lot's highest bid is within an increment of AMOUNT_MAX: no next bid fits under it (`maximumAllowedBid` is
   * null). With `highestBid`.
   */
  bidLimitReached: 'eauction.bid_limit_reached',
} as const;

/** 400 keys of an amount. */
export const AMOUNT_ERROR = {
  ...MONEY_ERROR,
  /** The maximum must be at least the offered amount. */
  maximumBelowAmount: 'eauction.maximum_below_amount',
  /** The leader's new maximum must be at least their highest bid. */
  maximumBelowHighest: 'eauction.maximum_below_highest',
  /** The lot named is not a lot of the auction named (field `lot`). */
  lotNotInAuction: 'eauction.lot_not_in_auction',
  /**
   * The amount (or maximum) is above the lot's bid ceiling (`bidCeiling`): 400 on the field, with
   * `maximumAllowedBid` in the body.
   */
  aboveCeiling: 'eauction.bid_above_ceiling',
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

export type PriceFacts = { startingPrice: number; minimumIncrementAmount: number; highestBid: number | null };

/** Spec §9: the first bid is at least the starting price; later ones the highest bid plus the increment. */
export function minimumNextBid(lot: PriceFacts): number {
  if (lot.highestBid === null) return lot.startingPrice;
  return fromCents(toCents(lot.highestBid) + toCents(lot.minimumIncrementAmount));
}

/** Application parameter `bid_max_multiple`: a bid may be at most this many times the lot's minimum next bid. */
export const BID_MAX_MULTIPLE_PARAMETER = 'bid_max_multiple';

/**
 * The bid ceiling of a lot: the highest amount a bid, or a maximum, may carry now. It is the smaller of
 * `multiple` (`bid_max_multiple`) times the minimum next bid (the starting price for the first bid), and the
 * highest amount that still leaves a next minimum within `amountMax`: AMOUNT_MAX minus the increment. So one bid
 * can no longer jump to AMOUNT_MAX and leave a minimum nobody may enter. Whole cents (`multiple` is a whole
 * number). The server's bid statement applies the same sum in SQL (engine.ts).
 */
export function bidCeiling(lot: PriceFacts, multiple: number, amountMax: number = AMOUNT_MAX): number {
  const minimum = toCents(minimumNextBid(lot));
  return fromCents(Math.min(minimum * multiple, toCents(amountMax) - toCents(lot.minimumIncrementAmount)));
}

/**
 * The highest bid a bidder may enter on the lot now (the bid ceiling), or null when no bid fits any more: the
 * minimum next bid is above the ceiling, which only happens once the highest bid is within two increments of
 * `amountMax` (the multiple is at least 1, and a lot's starting price leaves room for an increment). The screen
 * offers amounts from `minimumNextBid` to this, and says the lot has reached the highest amount when null.
 */
export function maximumAllowedBid(lot: PriceFacts, multiple: number, amountMax: number = AMOUNT_MAX): number | null {
  const ceiling = bidCeiling(lot, multiple, amountMax);
  return toCents(ceiling) < toCents(minimumNextBid(lot)) ? null : ceiling;
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
// Ledger (docs/ledger.md): every accepted bid stores sha256 of `ledgerText`, over public fields only; the first bid
// of a lot chains to GENESIS_HASH. Anyone can recompute a lot's chain from `GET /auction/lot_chain/{lotId}`.

export const GENESIS_HASH = '0'.repeat(64);

export type LedgerEntry = {
  previousHash: string;
  lotId: number;
  seq: number;
  /** The bidder's pseudonym number in the auction ("Bidder 3"), never the account. */
  bidderNumber: number;
  amount: number;
  /** The bid's server time, to the millisecond. */
  serverTime: Date;
  kind: BidKind;
};

/**
 * `previous|lot|seq|bidder number|amount with two decimals|server time ISO 8601 UTC with milliseconds|kind`, e.g.
 * `000…000|12|1|3|1500.00|2026-11-25T10:00:00.123Z|MANUAL`. Every field is in the lot's public chain and pushes;
 * the database computes the same text when it stores a bid (engine.ts).
 */
export function ledgerText(entry: LedgerEntry): string {
  return [
    entry.previousHash,
    entry.lotId,
    entry.seq,
    entry.bidderNumber,
    entry.amount.toFixed(AMOUNT_DECIMALS),
    entry.serverTime.toISOString(),
    entry.kind,
  ].join('|');
}

/** One link of a lot's chain as published: every field the hash covers (with the lot id) and the hash. */
export type ChainLink = {
  seq: number;
  amount: number;
  bidderNumber: number;
  kind: BidKind;
  serverTime: string;
  hash: string;
};

/** What a recomputation of a lot's chain found. */
export type ChainRecomputation = {
  /** The last seq whose hash recomputes, with every seq before it (0 when the first one does not). */
  holdsUpTo: number;
  /** The first seq that does not recompute (or is missing or out of order), null when all do. */
  brokenAt: number | null;
  /** The hash recomputed last: the chain's head when it holds. */
  lastHash: string;
};

/**
 * Recomputes a lot's chain from its first bid (`links` in seq order, seqs 1..n): each hash must be sha256 of
 * `ledgerText` of its bid and the hash before. `sha256Hex` is the caller's hash of a UTF-8 text (Node's crypto on
 * the server, WebCrypto in a browser).
 */
export async function recomputeChain(
  lotId: number,
  links: readonly ChainLink[],
  sha256Hex: (text: string) => string | Promise<string>,
): Promise<ChainRecomputation> {
  let previousHash = GENESIS_HASH;
  for (const [i, link] of links.entries()) {
    const expected = await sha256Hex(
      ledgerText({
        previousHash,
        lotId,
        seq: link.seq,
        bidderNumber: link.bidderNumber,
        amount: link.amount,
        serverTime: new Date(link.serverTime),
        kind: link.kind,
      }),
    );
    if (link.seq !== i + 1 || link.hash !== expected) return { holdsUpTo: i, brokenAt: i + 1, lastHash: previousHash };
    previousHash = link.hash;
  }
  return { holdsUpTo: links.length, brokenAt: null, lastHash: previousHash };
}

export * from './bidding-answers';
