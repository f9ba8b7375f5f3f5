import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { auctionStatusSchema } from './auction-status';
import { AUCTION_ERROR, LOT_PRODUCTS_MAX, transportDateSchema } from './auctions';
import { parseTransportDate } from '../common/dates';

/** Auctions made from another one: duplicate (a CREATED copy) and republish (from unsold lots). */
export const AUCTION_COPY_KINDS = ['DUPLICATE', 'REPUBLISH'] as const;
export const auctionCopyKindSchema = z.enum(AUCTION_COPY_KINDS);

/** The page of the republish screen (spec §2), which grants republishing too. */
export const REPUBLISH_PAGE_URL = '/admin/auctions/republish';

/** Why a lot of the source could not be copied (its products are taken, sold or withdrawn). */
export const COPY_FAILURE = {
  productInOtherLot: 'lot.product_in_other_lot',
  productNotAvailable: 'lot.product_not_available',
} as const;

/** 409 keys of republish. */
export const REPUBLISH_ERROR = {
  lotNotInAuction: 'auction.lot_not_in_auction',
  lotNotUnsold: 'auction.lot_not_unsold',
} as const;

const id = idSchema;

function endAfterStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  const start = parseTransportDate(value.startDate);
  const end = parseTransportDate(value.endDate);
  if (start && end && end.getTime() <= start.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: AUCTION_ERROR.endBeforeStart });
  }
}

/** `POST /auctions/duplicate` (spec §3 "Duplicate dialog"): the source by number (or id) and the copy's dates. */
export const auctionDuplicateSchema = z
  .object({
    id: id.optional(),
    auctionNumber: textSchema().trim().min(1).max(40).optional(),
    startDate: transportDateSchema,
    endDate: transportDateSchema,
  })
  .superRefine(endAfterStart)
  .refine((v) => v.id !== undefined || v.auctionNumber !== undefined, {
    path: ['auctionNumber'],
    message: 'generic.required',
  });
export type AuctionDuplicate = z.infer<typeof auctionDuplicateSchema>;

/** `POST /auctions/republish`: the FINISHED or CANCELLED source, the unsold lots chosen and the new dates. */
export const auctionRepublishSchema = z
  .object({
    auctionId: id,
    lots: z
      .array(z.union([id, z.object({ id }).transform((lot) => lot.id)]))
      .min(1)
      .max(LOT_PRODUCTS_MAX),
    startDate: transportDateSchema,
    endDate: transportDateSchema,
  })
  .superRefine(endAfterStart);
export type AuctionRepublish = z.infer<typeof auctionRepublishSchema>;

/** A lot of the source that was not copied, with the translation key of the reason. */
export const failedLotSchema = z.object({
  lotId: z.number().int(),
  lotCode: z.string(),
  reason: z.string(),
});
export type FailedLot = z.infer<typeof failedLotSchema>;

/** The answer of duplicate and republish: the new auction and (spec "auctionLots") the lots that failed. */
export const auctionCopyResultSchema = z.object({
  id: z.number().int(),
  auctionNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** How many lots the new auction received. */
  copiedLots: z.number().int(),
  auctionLots: z.array(failedLotSchema),
});
export type AuctionCopyResult = z.infer<typeof auctionCopyResultSchema>;

/** One auction made from another (`GET /auctions/duplicates`). */
export const auctionCopySchema = z.object({
  id: z.number().int(),
  kind: auctionCopyKindSchema,
  sourceAuctionId: z.number().int().nullable(),
  sourceAuctionNumber: z.string(),
  auctionId: z.number().int(),
  auctionNumber: z.string(),
  status: auctionStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  failedLotCount: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type AuctionCopy = z.infer<typeof auctionCopySchema>;
