import {
  checkRequiredLicences,
  coversAuctionDays,
  type AuctionDays,
  type LotEligibility,
  type ParticipationUserDetails,
} from '@portal/contracts/participation-requests';
import type { LotLicences } from '@portal/contracts/lot-outcome';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { findAuctionRow, findLotRow, lotLicenseTypeRows, type AuctionRow, type LotRow } from '../auctions';
import { listGuaranteesOfUser } from '../bank-guarantees';
import { findCompanyById } from '../companies';
import { listCompanyLicences } from '../company-accounts';
import { businessTimeZone } from '../settings';
import { findUserById } from '../users';
import { auctionDays, presentRequests, requireRequester } from './present';
import { findRequestRow } from './service';
import { participationRequests } from './tables';
import type { ServiceContext, SignedInContext } from '../../platform/http/context';

async function daysOf(db: Db, auction: AuctionRow): Promise<AuctionDays> {
  return auctionDays(auction, await businessTimeZone(db));
}

/**
 * Whether a company's licences satisfy a lot: per licence type the lot requires, the company's
 * licences of that type and whether one is valid over the auction's whole days. A user without a
 * company (an individual) holds none. Used by the operator's user details and the request popup.
 */
export async function licencesForLot(db: Db, lot: LotRow, auction: AuctionRow, companyId: number | null) {
  const [types, licences, days] = await Promise.all([
    lotLicenseTypeRows(db, lot.id),
    companyId === null ? [] : listCompanyLicences(db, companyId),
    daysOf(db, auction),
  ]);
  return checkRequiredLicences(
    types.map((t) => t.licenseType),
    licences,
    days,
  );
}

/** The user's guarantees with what keeps each from securing the lot in that auction. */
export async function guaranteesForLot(db: Db, userId: number, lot: LotRow, auction: AuctionRow) {
  const [guarantees, days] = await Promise.all([listGuaranteesOfUser(db, userId), daysOf(db, auction)]);
  const needed = Number(lot.guaranteeAmount);
  const checked = guarantees.map((g) => ({
    ...g,
    flags: {
      notActive: g.status !== 'ACTIVE',
      notValidForAuction: !coversAuctionDays(g.validFrom, g.validTo, days),
      amountTooSmall: g.amount < needed,
    },
  }));
  const sufficient =
    needed === 0 || checked.some((g) => !g.flags.notActive && !g.flags.notValidForAuction && !g.flags.amountTooSmall);
  return { guarantees: checked, sufficient };
}

/** `GET userdetails?id=` (staff): the requesting user, their guarantees and licences, flagged. */
export async function userDetails({ db }: ServiceContext, requestId: number): Promise<ParticipationUserDetails> {
  const row = await findRequestRow(db, requestId);
  if (!row) throw notFound();
  const [user, lot, auction] = await Promise.all([
    findUserById(db, row.userId),
    findLotRow(db, row.lotId),
    findAuctionRow(db, { id: row.auctionId }),
  ]);
  if (!user) throw notFound();
  const [[request], company, guarantees, licences] = await Promise.all([
    presentRequests(db, [row], 'staff'),
    user.companyId === null ? undefined : findCompanyById(db, user.companyId),
    guaranteesForLot(db, user.id, lot, auction),
    licencesForLot(db, lot, auction, user.companyId),
  ]);
  return {
    request,
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      phone: user.phone,
      status: user.status,
      companyId: user.companyId,
      companyName: company?.companyName ?? null,
      individualId: user.individualId,
    },
    guarantees: guarantees.guarantees,
    guaranteeSufficient: guarantees.sufficient,
    required: licences.required,
    licencesSatisfied: licences.satisfied,
  };
}

/**
 * `GET lot/{lotId}/eligibility`: for the signed-in account holder, the licence types the lot requires
 * and their matching licences, with their own request for it. Lots of auctions not yet published
 * answer 404, as on the public pages.
 */
export async function lotEligibility(
  { db, caller: { account: auth } }: SignedInContext,
  lotId: number,
): Promise<LotEligibility> {
  requireRequester(auth);
  const lot = await findLotRow(db, lotId);
  if (lot.auctionId === null) throw notFound();
  const auction = await findAuctionRow(db, { id: lot.auctionId });
  if (auction.status === 'CREATED') throw notFound();
  const [licences, [own]] = await Promise.all([
    licencesForLot(db, lot, auction, auth.companyId),
    db
      .select({ id: participationRequests.id, status: participationRequests.status })
      .from(participationRequests)
      .where(
        and(
          eq(participationRequests.userId, auth.userId),
          eq(participationRequests.lotId, lot.id),
          eq(participationRequests.auctionId, auction.id),
        ),
      ),
  ]);
  return {
    lotId: lot.id,
    auctionId: auction.id,
    required: licences.required,
    licencesSatisfied: licences.satisfied,
    request: own ? { id: own.id, status: own.status } : null,
  };
}

/**
 * `GET /lots/{id}/licenses`: the caller's (company's) licences of the licence types the lot requires,
 * each with whether it covers the auction's days. 404 for lots outside a published auction, as on the
 * public pages.
 */
export async function lotLicences(
  { db, caller: { account: auth } }: SignedInContext,
  lotId: number,
): Promise<LotLicences> {
  const lot = await findLotRow(db, lotId);
  if (lot.auctionId === null) throw notFound();
  const auction = await findAuctionRow(db, { id: lot.auctionId });
  if (auction.status === 'CREATED') throw notFound();
  const check = await licencesForLot(db, lot, auction, auth.companyId);
  return { lotId: lot.id, auctionId: auction.id, required: check.required, licencesSatisfied: check.satisfied };
}
