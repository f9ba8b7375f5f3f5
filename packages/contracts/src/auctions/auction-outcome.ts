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
