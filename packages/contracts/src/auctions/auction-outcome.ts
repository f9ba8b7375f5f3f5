import { lotDescriptionTranslations } from './lot-texts';
import { z } from 'zod';
import '../common/zod-messages';
import { auctionStatusSchema, lotStatusSchema } from './auction-status';

/**
 * The outcome of an auction (spec §2 finished-auction report, §7 `{id}/outcome`, the end-of-auction
 * PDF): per lot its end status, highest bid, winner and payment.
 */

/** The winner of a lot as staff see it: the bidder's user and the name shown on documents. */
export const lotWinnerSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** Company name for company users, first and last name for individuals. */
  displayName: z.string(),
});
export type LotWinner = z.infer<typeof lotWinnerSchema>;

export const lotOutcomeSchema = z.object({
  lotId: z.number().int(),
  code: z.string(),
  description: z.string(),
  ...lotDescriptionTranslations,
  status: lotStatusSchema,
  lotPart: z.number().int(),
  endTime: z.string().nullable(),
  startingPrice: z.number(),
  highestBid: z.number().nullable(),
  bidCount: z.number().int(),
  /** The ledger hash of the lot's last bid: the head of its chain (receipts are checked against it). */
  finalHash: z.string().nullable(),
  winner: lotWinnerSchema.nullable(),
  /** The amount the winner pays (their bid; a second winner's own amount). */
  winningAmount: z.number().nullable(),
  /** True when the winner was replaced by a second winner. */
  secondWinner: z.boolean(),
  paymentInformation: z.string().nullable(),
  contractNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  closeReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type LotOutcome = z.infer<typeof lotOutcomeSchema>;

export const auctionOutcomeSchema = z.object({
  auctionId: z.number().int(),
  auctionNumber: z.string(),
  status: auctionStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  lots: z.array(lotOutcomeSchema),
  totals: z.object({
    lots: z.number().int(),
    sold: z.number().int(),
    unsold: z.number().int(),
    paid: z.number().int(),
    /** Closed or cancelled lots. */
    withdrawn: z.number().int(),
    /** Sum of the winning amounts of sold and paid lots. */
    soldAmount: z.number(),
  }),
});
export type AuctionOutcome = z.infer<typeof auctionOutcomeSchema>;

// ── The operator dashboard (ADR 0086) ─────────────────────────────────────────────────────────────────────────

/** The page of the operator dashboard (auction operators; ADMIN holds every page). */
export const AUCTION_DASHBOARD_PAGE = '/admin/auctions/dashboard';
/** How many of the latest auctions (by end) the dashboard's "over time" figures show. */
export const AUCTION_DASHBOARD_AUCTIONS = 12;

const figure = z.number().int().nonnegative();

/** The figures of one lot: its outcome, bids, bidders and anti-sniping extensions. */
export const lotFiguresSchema = z.object({
  lotId: z.number().int(),
  code: z.string(),
  description: z.string(),
  ...lotDescriptionTranslations,
  status: lotStatusSchema,
  startingPrice: z.number(),
  /** What the winner pays (sold or paid lots), else null. */
  winningAmount: z.number().nullable(),
  bids: figure,
  /** Distinct bidders who placed at least one bid. */
  bidders: figure,
  /** Bids that moved the lot's end later (anti-sniping). */
  extensions: figure,
  /** Minutes the lot's end moved past its planned end (0 when never extended). */
  extendedMinutes: figure,
});
export type LotFigures = z.infer<typeof lotFiguresSchema>;

/** The totals of an auction's lots (sold counts SOLD and PAID lots; revenue is the sold lots' winning amounts). */
export const auctionFiguresSchema = z.object({
  auctionId: z.number().int(),
  auctionNumber: z.string(),
  status: auctionStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  lots: figure,
  sold: figure,
  unsold: figure,
  /** Sum of the winning amounts of the sold lots. */
  revenue: z.number(),
  /** Sum of the starting prices of the same sold lots (what the revenue is measured against). */
  soldStartingPrices: z.number(),
  /** Sum of the starting prices of every lot of the auction. */
  startingPrices: z.number(),
  bids: figure,
  bidders: figure,
  extensions: figure,
});
export type AuctionFigures = z.infer<typeof auctionFiguresSchema>;

/** `GET auction_dashboard`: the latest `AUCTION_DASHBOARD_AUCTIONS` auctions that bid (running or finished), oldest first. */
export const auctionDashboardSchema = z.object({ auctions: z.array(auctionFiguresSchema) });
export type AuctionDashboard = z.infer<typeof auctionDashboardSchema>;

/** `GET auction_dashboard/{id}`: one auction's totals and its lots (by lot part and code). */
export const auctionDashboardDetailSchema = z.object({
  auction: auctionFiguresSchema,
  lots: z.array(lotFiguresSchema),
});
export type AuctionDashboardDetail = z.infer<typeof auctionDashboardDetailSchema>;
