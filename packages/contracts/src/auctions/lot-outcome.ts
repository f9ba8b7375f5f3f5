import { z } from 'zod';
import { moneySchema } from '../common/money';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { lotWinnerSchema } from './auction-outcome';
import { requiredLicenceSchema } from './participation-requests';
import { productRecordSchema } from './products';

/**
 * Lot operations after the sale (spec §4, §7 lots `markpaid`, `secondwinners`, `secondwinner`,
 * `{id}/licenses`).
 */

const id = idSchema;

export const PAYMENT_INFORMATION_MAX = 1000;
export const CONTRACT_NUMBER_MAX = 100;

/** `POST /lots/markpaid`: SOLD → PAID with how it was paid and the contract's number. */
export const lotMarkPaidSchema = z.object({
  id,
  paymentInformation: textSchema().trim().min(1).max(PAYMENT_INFORMATION_MAX),
  contractNumber: textSchema().trim().min(1).max(CONTRACT_NUMBER_MAX),
});
export type LotMarkPaidInput = z.input<typeof lotMarkPaidSchema>;

/** `GET /lots/secondwinners?id=`: a bidder other than the winner with their best bid (spec §3 Bidder). */
export const secondWinnerCandidateSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), displayName: z.string() }),
  amount: z.number(),
});
export type SecondWinnerCandidate = z.infer<typeof secondWinnerCandidateSchema>;

/** `POST /lots/secondwinner`: the lot (by code) goes to another bidder at their best bid. */
export const lotSecondWinnerSchema = z.object({
  lotCode: textSchema().trim().min(1).max(40),
  userId: id,
  amount: moneySchema('positive'),
});
export type LotSecondWinnerInput = z.input<typeof lotSecondWinnerSchema>;

/** Field keys of a refused second winner (400). */
export const SECOND_WINNER_ERROR = {
  /** The user has no bid on the lot, or is its winner already. */
  notBidder: 'lot.second_winner_not_bidder',
  /** The amount is not the user's best bid. */
  amountMismatch: 'lot.second_winner_amount_mismatch',
} as const;

/** `GET /lots/{id}/licenses`: the caller's licences of the lot's required types, against the auction's days. */
export const lotLicencesSchema = z.object({
  lotId: z.number().int(),
  auctionId: z.number().int(),
  required: z.array(requiredLicenceSchema),
  licencesSatisfied: z.boolean(),
});
export type LotLicences = z.infer<typeof lotLicencesSchema>;

export { lotWinnerSchema };

/** `GET /auctions/{id}/products`: the products of each of the auction's lots (by lot part, then code). */
export const auctionLotProductsSchema = z.object({
  lotId: z.number().int(),
  lotCode: z.string(),
  products: z.array(productRecordSchema),
});
export type AuctionLotProducts = z.infer<typeof auctionLotProductsSchema>;
