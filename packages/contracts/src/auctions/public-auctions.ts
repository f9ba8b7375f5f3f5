import { lotDescriptionTranslations } from './lot-texts';
import { z } from 'zod';
import { auctionNextStepsSchema } from './winner-next-steps';
import { int4ParamSchema } from '../common/input';
import '../common/zod-messages';
import { auctionStatusSchema, lotStatusSchema, type AuctionStatus } from './auction-status';
import { auctionDetailSchema } from './auctions';
import { productViewSchema } from './products';

/**
 * What visitors and registered users see of auctions and lots (spec §2 public routes, §7, §9):
 * the published / running / finished lists, the promoted block, the lots of upcoming and running
 * auctions with the filters 1–4, one auction with its lots, and one lot.
 */

/** The public lists and the statuses each shows. A CREATED auction is never public. */
export const PUBLIC_AUCTION_LISTS = ['published', 'running', 'finished'] as const;
export const publicAuctionListSchema = z.enum(PUBLIC_AUCTION_LISTS);
export type PublicAuctionList = z.infer<typeof publicAuctionListSchema>;
export const PUBLIC_LIST_STATUSES: Record<PublicAuctionList, readonly AuctionStatus[]> = {
  published: ['PUBLISHED', 'CLOSED'],
  running: ['RUNNING'],
  finished: ['FINISHED'],
};
/** Statuses in which an auction (and its lots) can be opened by anyone. */
export const PUBLIC_AUCTION_STATUSES: readonly AuctionStatus[] = [
  'PUBLISHED',
  'CLOSED',
  'RUNNING',
  'FINISHED',
  'CANCELLED',
];

/** Spec §9: the promoted lists (upcoming, running, canceled) hold at most 3 each. */
export const PROMOTED_AUCTIONS_MAX = 3;

/** Spec §9 auction filter codes of `get_lots_in_upcoming_and_running_auctions/{type}`. */
export const LOT_FILTER = { ALL: 1, UPCOMING: 2, RUNNING: 3, MINE: 4 } as const;
export const LOT_FILTERS = [1, 2, 3, 4] as const;
export const lotFilterSchema = int4ParamSchema().refine(
  (v): v is (typeof LOT_FILTERS)[number] => (LOT_FILTERS as readonly number[]).includes(v),
  {
    message: 'validation.invalid',
  },
);
/** Auction statuses per filter (MINE: upcoming and running auctions in which the caller has a request). */
export const LOT_FILTER_STATUSES: Record<(typeof LOT_FILTERS)[number], readonly AuctionStatus[]> = {
  1: ['PUBLISHED', 'CLOSED', 'RUNNING'],
  2: ['PUBLISHED', 'CLOSED'],
  3: ['RUNNING'],
  4: ['PUBLISHED', 'CLOSED', 'RUNNING'],
};

const licenseTypeRef = z.object({
  id: z.number().int(),
  code: z.string(),
  labelSQ: z.string(),
  labelEN: z.string(),
  labelSR: z.string(),
});

/** An auction as visitors see it (no notes of staff, no actions). */
export const publicAuctionSchema = z.object({
  id: z.number().int(),
  auctionNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: auctionStatusSchema,
  /** Postpone notes are public: they explain the new dates. */
  notes: z.string().nullable(),
  /** Instructions in three languages (sanitised HTML). */
  detail: auctionDetailSchema,
  /** After the auction: the payment term, pick-up place and hours, the note on the contract (ADR 0088). */
  nextSteps: auctionNextStepsSchema,
  lotCount: z.number().int(),
});
export type PublicAuction = z.infer<typeof publicAuctionSchema>;

/** `GET /auctions/promoted_auctions`. */
export const promotedAuctionsSchema = z.object({
  upcoming: z.array(publicAuctionSchema),
  running: z.array(publicAuctionSchema),
  canceled: z.array(publicAuctionSchema),
});
export type PromotedAuctions = z.infer<typeof promotedAuctionsSchema>;

/** A lot in the public lists and on an auction's page. */
export const publicLotSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: lotStatusSchema,
  description: z.string(),
  ...lotDescriptionTranslations,
  startingPrice: z.number(),
  minimumIncrementAmount: z.number(),
  guaranteeAmount: z.number(),
  lotPart: z.number().int(),
  /** End of bidding on the lot (auction end moved by its part); null before the auction runs. */
  endTime: z.string().nullable(),
  highestBid: z.number().nullable(),
  productCount: z.number().int(),
  /** First photo of the lot's first product with a photo (attachment id, readable by anyone). */
  firstPhotoId: z.number().int().nullable(),
  licenseTypes: z.array(licenseTypeRef),
  auction: z.object({
    id: z.number().int(),
    auctionNumber: z.string(),
    status: auctionStatusSchema,
    startDate: z.string(),
    endDate: z.string(),
  }),
});
export type PublicLot = z.infer<typeof publicLotSchema>;

/** `GET /lots/public/{id}`: one lot with its products and the time left (ms, 0 when not running). */
export const publicLotDetailSchema = z.object({
  lot: publicLotSchema,
  products: z.array(productViewSchema),
  remainingTime: z.number().int(),
});
export type PublicLotDetail = z.infer<typeof publicLotDetailSchema>;

/** `GET /auctions/{id}/last_announcement` and `previous_announcement`: the attachment id, or null when none. */
export const announcementRefSchema = z.object({ attachmentId: z.number().int().nullable() });
export type AnnouncementRef = z.infer<typeof announcementRefSchema>;
