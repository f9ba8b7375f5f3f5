import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { lotWinnerSchema } from './auction-outcome';
import { auctionStatusSchema, lotStatusSchema, type AuctionAction, type LotAction } from './auction-status';
import { parseTransportDate } from '../common/dates';
import { AMOUNT_MAX, moneySchema, toCents } from '../common/money';
import { fieldPropertiesSchema } from '../common/paging';
import { auctionNextStepsInputFields, auctionNextStepsSchema } from './winner-next-steps';
import { translationFields } from '../common/multilingual';
import { LOT_DESCRIPTION_MAX, lotDescriptionTranslations } from './lot-texts';

/** The admin pages that grant managing auctions and lots (spec §2). */
export const AUCTION_PAGE_URLS = ['/admin/auctions/auctions', '/admin/auctions/created_auctions'] as const;
export const LOTS_PAGE_URL = '/admin/auctions/lots';
/** The real-time topic of auction statuses: `{ id, status }` (spec §7). */
export const AUCTION_STATUS_TOPIC = '/topic/auction/all';

/** Generated, readable numbers: `A-2026-0007` for auctions, `L-2026-0012` for lots (year of creation, then the id). */
export const generatedAuctionNumber = (year: number, id: number) => `A-${year}-${String(id).padStart(4, '0')}`;
export const generatedLotCode = (year: number, id: number) => `L-${year}-${String(id).padStart(4, '0')}`;

export const AUCTION_ERROR = {
  startInPast: 'auction.start_in_past',
  endBeforeStart: 'auction.end_before_start',
  noLots: 'auction.no_lots',
  postponeUnchanged: 'auction.postpone_unchanged',
  lotWithoutProducts: 'auction.lot_without_products',
  lotNotInAuction: 'auction.lot_not_in_auction',
  lotNotFree: 'lot.not_free',
  invalidDate: 'validation.invalid_date',
  amountInvalid: 'validation.amount_invalid',
  /** The starting price plus the minimum increment is above AMOUNT_MAX: no bid could leave a next minimum. */
  noRoomForIncrement: 'lot.starting_price_leaves_no_increment',
} as const;

/** Limits that catch typing slips; numeric(18,2) holds far more. */
export const LOT_PART_MAX = 100;
export const LOT_PRODUCTS_MAX = 200;
export const INSTRUCTION_MAX = 50_000;

const id = idSchema;

/** `DD.MM.YYYY HH:mm` (wall clock in the business time zone, read on the server) or ISO 8601. */
export const transportDateSchema = textSchema()
  .trim()
  .min(1)
  .max(40)
  .refine((value) => parseTransportDate(value) !== null, AUCTION_ERROR.invalidDate);

/** Start before end, checked in the schema's own zone (the server checks again in the business zone). */
function endAfterStart(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) {
  const start = parseTransportDate(value.startDate);
  const end = parseTransportDate(value.endDate);
  if (start && end && end.getTime() <= start.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: AUCTION_ERROR.endBeforeStart });
  }
}

/** An amount above 0 (or at least 0) with at most two decimals, as a JSON number. */
const amount = moneySchema;

const reason = textSchema().trim().min(1).max(1000);

/** An auction named by id or by number (the spec's calls send the number). */
export const auctionRefSchema = z
  .object({ id: id.optional(), auctionNumber: textSchema().trim().min(1).max(40).optional() })
  .refine((v) => v.id !== undefined || v.auctionNumber !== undefined, {
    path: ['auctionNumber'],
    message: 'generic.required',
  });
export type AuctionRef = z.infer<typeof auctionRefSchema>;

/** `POST /auctions`: creates, or updates a CREATED auction when the body has an id. */
export const auctionInputSchema = z
  .object({
    id: id.optional(),
    startDate: transportDateSchema,
    endDate: transportDateSchema,
    notes: textSchema().trim().max(4000).nullish(),
    /** What the winner of a lot does after the end (ADR 0088). */
    ...auctionNextStepsInputFields,
  })
  .superRefine(endAfterStart);
export type AuctionInput = z.infer<typeof auctionInputSchema>;

/** `POST /auctions/postpone`: new dates (start in the future, end after start) and notes. */
export const auctionPostponeSchema = z
  .object({
    id: id.optional(),
    auctionNumber: textSchema().trim().min(1).max(40).optional(),
    startDate: transportDateSchema,
    endDate: transportDateSchema,
    notes: textSchema().trim().max(4000).nullish(),
  })
  .superRefine(endAfterStart)
  .refine((v) => v.id !== undefined || v.auctionNumber !== undefined, {
    path: ['auctionNumber'],
    message: 'generic.required',
  });
export type AuctionPostpone = z.infer<typeof auctionPostponeSchema>;

/** `POST /auctions/details`: the instructions in three languages (rich text, sanitised on the server). */
export const auctionDetailInputSchema = z.object({
  auctionId: id,
  valueEN: textSchema().max(INSTRUCTION_MAX).nullish(),
  valueSQ: textSchema().max(INSTRUCTION_MAX).nullish(),
  valueSR: textSchema().max(INSTRUCTION_MAX).nullish(),
});
export const auctionDetailSchema = z.object({
  auctionId: z.number().int(),
  valueEN: z.string().nullable(),
  valueSQ: z.string().nullable(),
  valueSR: z.string().nullable(),
});
export type AuctionDetail = z.infer<typeof auctionDetailSchema>;

/** `POST /auctions/add_lots`: lots by id (or `{ id }`) into the auction of that number. */
export const addLotsSchema = z.object({
  auctionNumber: textSchema().trim().min(1).max(40),
  lots: z
    .array(z.union([id, z.object({ id }).transform((lot) => lot.id)]))
    .min(1)
    .max(LOT_PRODUCTS_MAX),
});
export const removeLotSchema = z.object({
  auctionNumber: textSchema().trim().min(1).max(40),
  lotCode: textSchema().trim().min(1).max(40),
});
/** `POST /auctions/add_lot_part` and the answer of `lot_part_in_auction/get_lot_part_for_auction_and_lot`. */
export const lotPartSchema = z.object({ lotId: id, auctionId: id, lotPart: z.number().int().min(1).max(LOT_PART_MAX) });
export type LotPart = z.infer<typeof lotPartSchema>;

export const auctionRecordSchema = z.object({
  id: z.number().int(),
  auctionNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: auctionStatusSchema,
  notes: z.string().nullable(),
  detail: auctionDetailSchema,
  /** The winner's next steps (ADR 0088). */
  nextSteps: auctionNextStepsSchema,
  lotCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the operator may do now (contracts `auctionActionAllowed`), for the buttons. */
  actions: z.array(z.string()),
  fieldProperties: fieldPropertiesSchema,
});
export type AuctionRecord = z.infer<typeof auctionRecordSchema> & { actions: AuctionAction[] };

/**
 * `POST /lots`: creates, or updates when the body has an id (only while the lot may be edited). The starting price
 * leaves room for one increment within AMOUNT_MAX, so the first bid always leaves a next minimum (the bid ceiling).
 */
export const lotInputSchema = z
  .object({
    id: id.optional(),
    /** In Albanian; the English and Serbian texts are optional (missing: unchanged on update, empty: cleared). */
    description: textSchema().trim().min(1).max(LOT_DESCRIPTION_MAX),
    ...translationFields('description', textSchema().trim().max(LOT_DESCRIPTION_MAX).nullish()),
    startingPrice: amount('positive'),
    minimumIncrementAmount: amount('positive'),
    guaranteeAmount: amount('zero'),
  })
  .superRefine((lot, ctx) => {
    if (toCents(lot.startingPrice) + toCents(lot.minimumIncrementAmount) > toCents(AMOUNT_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['startingPrice'], message: AUCTION_ERROR.noRoomForIncrement });
    }
  });
export type LotInput = z.infer<typeof lotInputSchema>;

export const lotIdSchema = z.object({ id });
export const lotProductsSchema = z.object({ lotId: id, productIds: z.array(id).min(1).max(LOT_PRODUCTS_MAX) });
export const lotProductSchema = z.object({ lotId: id, productId: id });
export const lotLicenseTypesSchema = z.object({ lotId: id, licenseTypeIds: z.array(id).min(1).max(50) });
export const lotCloseSchema = z.object({ id, closeReason: reason });
export const lotCancelSchema = z.object({ id, cancelReason: reason });

const money = z.number();
export const lotRecordSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: lotStatusSchema,
  auctionId: z.number().int().nullable(),
  auctionNumber: z.string().nullable(),
  description: z.string(),
  ...lotDescriptionTranslations,
  startingPrice: money,
  minimumIncrementAmount: money,
  guaranteeAmount: money,
  lotPart: z.number().int(),
  endTime: z.string().nullable(),
  highestBid: money.nullable(),
  bidSeq: z.number().int(),
  productCount: z.number().int(),
  closeReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The winner once SOLD (the top bidder, or a second winner chosen by staff) and what they pay. */
  winner: lotWinnerSchema.nullable(),
  winningAmount: money.nullable(),
  secondWinner: z.boolean(),
  /** Mark paid (SOLD → PAID). */
  paymentInformation: z.string().nullable(),
  contractNumber: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Set by enable edit: the current version may be changed once more. */
  editEnabled: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: z.array(z.string()),
  fieldProperties: fieldPropertiesSchema,
});
export type LotRecord = z.infer<typeof lotRecordSchema> & { actions: LotAction[] };

export const lotLicenseTypeSchema = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  licenseType: z.object({
    id: z.number().int(),
    code: z.string(),
    labelSQ: z.string(),
    labelEN: z.string(),
    labelSR: z.string(),
    active: z.boolean(),
  }),
});
export type LotLicenseType = z.infer<typeof lotLicenseTypeSchema>;

/** A bid in the lot dto (staff): by pseudonym while the lot runs, with the bidder's name once it has closed. */
export const lotDtoBidSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  amount: z.number(),
  kind: z.string(),
  bidderNumber: z.number().int(),
  bidder: z.object({ userId: z.number().int(), username: z.string(), displayName: z.string() }).nullable(),
  serverTime: z.string(),
  hash: z.string(),
});

/** `GET /lots/dto?id=`: the lot with its timing and its last bids (newest first; all of them page at `auctions/bids`). */
export const lotDtoSchema = z.object({
  lot: lotRecordSchema,
  remainingTime: z.number().int(),
  highestBid: money.nullable(),
  bids: z.array(lotDtoBidSchema),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  licenses: z.array(lotLicenseTypeSchema),
});

/** One audit entry (`log`) and one earlier version (`history`). */
export const auctionLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  actorUsername: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuctionLogEntry = z.infer<typeof auctionLogEntrySchema>;
export const versionEntrySchema = z.object({
  id: z.number().int(),
  objectId: z.number().int(),
  version: z.number().int(),
  action: z.string(),
  values: z.record(z.string(), z.unknown()),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type VersionEntry = z.infer<typeof versionEntrySchema>;
