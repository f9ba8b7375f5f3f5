import { z } from 'zod';
import { USERNAME_MAX_LENGTH } from '../accounts/auth';
import { idSchema, optionalDaySchema, textSchema } from '../common/input';

// The representations register (ADR 0075): a party (a company — any of its users — or a person's account) names the
// intermediaries who may submit customs cases for it, each until an optional end day, revocable.

/**
 * The code of the one document type that is a power of attorney on a case (the outgoing document way of ADR 0071;
 * ADR 0082 merged the complaint group's second type into it).
 */
export const POWER_OF_ATTORNEY_TYPE_CODE = 'POWER_OF_ATTORNEY';

/** The 400 (on their field) and 409 keys of the register. */
export const REPRESENTATION_ERROR = {
  /** No intermediary account by that username (one answer for both, so accounts are not probed). */
  notIntermediary: 'portal.representation_not_intermediary',
  /** The caller named themself. */
  self: 'portal.representation_self',
  endDateInvalid: 'validation.invalid_date',
  /** An end day before today. */
  endDatePast: 'portal.representation_end_date_past',
  /** 409: the intermediary already holds a representation valid today. */
  alreadyGranted: 'portal.representation_already_granted',
  /** 409: revoked before. */
  alreadyRevoked: 'portal.standing_representation_already_revoked',
  /** 409: the caller's account is neither a company's nor a person's (staff), so it has nobody to grant for. */
  noParty: 'portal.representation_no_party',
} as const;

/** `POST /portal_representations/grant`: the intermediary by username, the last day it holds (none: until revoked). */
export const grantRepresentationSchema = z.object({
  username: textSchema().trim().min(1, 'generic.required').max(USERNAME_MAX_LENGTH, 'validation.too_long'),
  endsOn: optionalDaySchema(REPRESENTATION_ERROR.endDateInvalid),
});
export type GrantRepresentationInput = z.input<typeof grantRepresentationSchema>;

/** `POST /portal_representations/revoke`. */
export const revokeRepresentationSchema = z.object({ id: idSchema });

export const REPRESENTATION_STATUSES = ['ACTIVE', 'EXPIRED', 'REVOKED'] as const;
export type RepresentationStatus = (typeof REPRESENTATION_STATUSES)[number];

/** One representation the caller's party granted; days are ISO `YYYY-MM-DD`, instants ISO. */
export const representationSchema = z.object({
  id: z.number().int(),
  intermediary: z.object({ username: z.string(), name: z.string() }),
  /** The last day it holds (inclusive); null: until revoked. */
  endsOn: z.string().nullable(),
  grantedAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(REPRESENTATION_STATUSES),
});
export type Representation = z.infer<typeof representationSchema>;

/** Whether a representation holds on `day` (ISO): not revoked, and its end day (if any) not before it. */
export function representationStatus(
  r: { endsOn: string | null; revokedAt: unknown },
  day: string,
): RepresentationStatus {
  if (r.revokedAt) return 'REVOKED';
  return r.endsOn !== null && r.endsOn < day ? 'EXPIRED' : 'ACTIVE';
}
