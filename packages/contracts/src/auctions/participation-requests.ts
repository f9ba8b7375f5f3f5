import { lotDescriptionTranslations } from './lot-texts';
import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import { USERNAME_MAX_LENGTH } from '../accounts/auth';
import '../common/zod-messages';
import { auctionStatusSchema, lotStatusSchema, type AuctionStatus, type LotStatus } from './auction-status';
import { bankGuaranteeSchema } from '../accounts/bank-guarantees';
import { traderLicenseSchema } from '../accounts/companies';
import { fieldPropertiesSchema } from '../common/paging';

/** DESIGN.md §5: PENDING → APPROVED | REJECTED (reason). A PENDING request may be withdrawn (deleted). */
export const PARTICIPATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const participationStatusSchema = z.enum(PARTICIPATION_STATUSES);
export type ParticipationStatus = z.infer<typeof participationStatusSchema>;

/** The page that grants reviewing requests (spec §2), and the account holder's own list. */
export const PARTICIPATION_ADMIN_PAGE = '/admin/auctions/auction_participation_requests';
export const PARTICIPATION_USER_PAGE = '/user_auctions/requests';
/** Requests are taken while the auction is PUBLISHED for lots still ASSIGNED to it (server and lot pages). */
export const PARTICIPATION_AUCTION_STATUS: AuctionStatus = 'PUBLISHED';
export const PARTICIPATION_LOT_STATUS: LotStatus = 'ASSIGNED';
export const participationOpen = (auctionStatus: AuctionStatus, lotStatus: LotStatus) =>
  auctionStatus === PARTICIPATION_AUCTION_STATUS && lotStatus === PARTICIPATION_LOT_STATUS;

/** Roles that may ask to take part (staff may not, even an administrator holding every page). */
export const PARTICIPATION_REQUESTER_ROLES = ['TRADER', 'COMPANY_USER', 'INDIVIDUAL'] as const;

export const PARTICIPATION_ERROR = {
  alreadyRequested: 'participation.already_requested',
  auctionNotPublished: 'participation.auction_not_published',
  auctionOver: 'participation.auction_over',
  lotNotInAuction: 'participation.lot_not_in_auction',
  lotNotOpen: 'participation.lot_not_open',
  notPending: 'participation.not_pending',
  notRequester: 'participation.not_requester',
  /** 409: staff asked for a user who cannot take part (not APPROVED, or not a trader, company user or person). */
  userNotRequester: 'participation.user_not_requester',
} as const;

const id = idSchema;
/** `5` or `{ id: 5 }` (the spec sends `lot {id}`), read as the id. */
const ref = z.preprocess((value) => (typeof value === 'number' ? { id: value } : value), z.object({ id }));

/** `POST request` (spec §7: lot, auction). */
export const participationRequestInputSchema = z.object({ lot: ref, auction: ref });
export type ParticipationRequestInput = z.input<typeof participationRequestInputSchema>;
export type ParticipationRequestValues = z.output<typeof participationRequestInputSchema>;

/**
 * `POST /auction_participation_requests` (staff): a request for a user (spec §3: `user` by username; an id is
 * taken too), with the same lot and auction as the user's own `request`.
 */
export const staffParticipationRequestSchema = participationRequestInputSchema.extend({
  user: z
    .object({
      id: id.optional(),
      username: textSchema()
        .trim()
        .min(1, 'generic.required')
        .max(USERNAME_MAX_LENGTH, 'validation.too_long')
        .optional(),
    })
    .refine((v) => v.id !== undefined || v.username !== undefined, {
      message: 'generic.required',
      path: ['username'],
    }),
});
export type StaffParticipationRequestValues = z.output<typeof staffParticipationRequestSchema>;

export const participationIdSchema = z.object({ id });
export const PARTICIPATION_REASON_MAX = 1000;
/** `POST reject`: the reason is required (it is mailed to the user). */
export const participationRejectSchema = z.object({
  id,
  rejectReason: textSchema().trim().min(1, 'generic.required').max(PARTICIPATION_REASON_MAX, 'validation.too_long'),
});

export const participationActionSchema = z.enum(['approve', 'reject', 'withdraw']);
export type ParticipationAction = z.infer<typeof participationActionSchema>;

export const participationRequestSchema = z.object({
  id: z.number().int(),
  status: participationStatusSchema,
  lot: z.object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    ...lotDescriptionTranslations,
    status: lotStatusSchema,
    guaranteeAmount: z.number(),
  }),
  auction: z.object({
    id: z.number().int(),
    auctionNumber: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: auctionStatusSchema,
  }),
  user: z.object({ id: z.number().int(), username: z.string() }),
  rejectReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the caller may do now, for the buttons. */
  actions: z.array(participationActionSchema),
  fieldProperties: fieldPropertiesSchema,
});
export type ParticipationRequest = z.infer<typeof participationRequestSchema>;

const licenseTypeSchema = traderLicenseSchema.shape.licenseType;

/** A licence of the user's company with whether its validity covers the auction's days. */
export const coveringLicenceSchema = traderLicenseSchema.extend({ coversAuction: z.boolean() });

/** One licence type the lot requires, and what the user's company holds of it. */
export const requiredLicenceSchema = z.object({
  licenseType: licenseTypeSchema,
  licences: z.array(coveringLicenceSchema),
  /** MISSING: no licence of the type; NOT_COVERING: none valid over the whole auction. */
  problem: z.enum(['MISSING', 'NOT_COVERING']).nullable(),
});
export type RequiredLicence = z.infer<typeof requiredLicenceSchema>;

/** `GET lot/{lotId}/eligibility`: the lot's required licence types against the caller's licences. */
export const lotEligibilitySchema = z.object({
  lotId: z.number().int(),
  auctionId: z.number().int().nullable(),
  required: z.array(requiredLicenceSchema),
  /** Every required type is held with a licence covering the auction. */
  licencesSatisfied: z.boolean(),
  /** The caller's request for this lot in its auction, if any. */
  request: z.object({ id: z.number().int(), status: participationStatusSchema }).nullable(),
});
export type LotEligibility = z.infer<typeof lotEligibilitySchema>;

/** A guarantee of the user with the reasons it does not secure the lot. */
export const checkedGuaranteeSchema = bankGuaranteeSchema.extend({
  flags: z.object({
    notActive: z.boolean(),
    /** Its validity does not cover the auction's start and end days. */
    notValidForAuction: z.boolean(),
    /** Its amount is smaller than the lot's guarantee amount. */
    amountTooSmall: z.boolean(),
  }),
});

/** `GET userdetails?id=`: what the operator weighs before deciding. */
export const participationUserDetailsSchema = z.object({
  request: participationRequestSchema,
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: z.string(),
    companyId: z.number().int().nullable(),
    companyName: z.string().nullable(),
    individualId: z.number().int().nullable(),
  }),
  guarantees: z.array(checkedGuaranteeSchema),
  /** Some ACTIVE guarantee covers the auction and the lot's amount. */
  guaranteeSufficient: z.boolean(),
  required: z.array(requiredLicenceSchema),
  licencesSatisfied: z.boolean(),
});
export type ParticipationUserDetails = z.infer<typeof participationUserDetailsSchema>;

/** `GET users?auctionId=`: users with requests for an auction (the cancel popup lists them). */
export const participationUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  requests: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type ParticipationUser = z.infer<typeof participationUserSchema>;

type LicenseTypeRef = z.infer<typeof licenseTypeSchema>;
type HeldLicence = { licenseType: { id: number }; validFrom: string; validTo: string };
type LicenceProblem = RequiredLicence['problem'];
export type LicenceCheck<L extends HeldLicence> = {
  required: Array<{
    licenseType: LicenseTypeRef;
    licences: Array<L & { coversAuction: boolean }>;
    problem: LicenceProblem;
  }>;
  satisfied: boolean;
};

/** The days a validity must span: the auction's first and last day (`YYYY-MM-DD`). */
export type AuctionDays = { startDay: string; endDay: string };

/** A period of days (`YYYY-MM-DD`, inclusive) covers the auction from its first to its last day. */
export const coversAuctionDays = (validFrom: string, validTo: string, days: AuctionDays) =>
  validFrom <= days.startDay && validTo >= days.endDay;

/**
 * Whether a company's licences satisfy the licence types a lot requires: per type, the licences of
 * that type with whether each covers the auction, and the problem when none does.
 */
export function checkRequiredLicences<L extends HeldLicence>(
  requiredTypes: readonly LicenseTypeRef[],
  licences: readonly L[],
  days: AuctionDays,
): LicenceCheck<L> {
  const required = requiredTypes.map((licenseType) => {
    const held = licences
      .filter((l) => l.licenseType.id === licenseType.id)
      .map((l) => ({ ...l, coversAuction: coversAuctionDays(l.validFrom, l.validTo, days) }));
    const problem: LicenceProblem =
      held.length === 0 ? 'MISSING' : held.some((l) => l.coversAuction) ? null : 'NOT_COVERING';
    return { licenseType, licences: held, problem };
  });
  return { required, satisfied: required.every((r) => r.problem === null) };
}
