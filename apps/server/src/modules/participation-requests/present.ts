import { pathGrantedByPages, STAFF_ROLES, type RoleCode } from '@portal/contracts';
import type { AuctionStatus } from '@portal/contracts/auction-status';
import {
  PARTICIPATION_ADMIN_PAGE,
  PARTICIPATION_ERROR,
  PARTICIPATION_REQUESTER_ROLES,
  type ParticipationAction,
  type ParticipationRequest,
} from '@portal/contracts/participation-requests';
import type { Db } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { auctionRowsByIds, lotRowsByIds, type AuctionRow } from '../auctions';
import type { participationRequests } from './tables';

export type RequestRow = typeof participationRequests.$inferSelect;
export type Viewer = 'staff' | 'owner';

/** Auction statuses in which staff still decide on requests (participation closes, bidding may run). */
export const DECIDABLE_AUCTION_STATUSES: readonly AuctionStatus[] = ['PUBLISHED', 'CLOSED', 'RUNNING'];

/** Holds the participation requests administration page. */
export const isParticipationStaff = (auth: Pick<AuthContext, 'pageUrls'>) =>
  pathGrantedByPages(PARTICIPATION_ADMIN_PAGE, auth.pageUrls);

/** 403 unless the caller is an account holder (trader, company user, individual) and no staff. */
export function requireRequester(auth: Pick<AuthContext, 'roles'>): void {
  const roles = auth.roles as RoleCode[];
  const holder = roles.some((r) => (PARTICIPATION_REQUESTER_ROLES as readonly string[]).includes(r));
  if (!holder || roles.some((r) => STAFF_ROLES.includes(r))) throw forbidden(PARTICIPATION_ERROR.notRequester);
}

/** The auction's first and last day in the business time zone (`YYYY-MM-DD`). */
export function auctionDays(auction: Pick<AuctionRow, 'startDate' | 'endDate'>, timeZone: string) {
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  return { startDay: day(auction.startDate), endDay: day(auction.endDate) };
}

function actionsOf(row: RequestRow, auction: AuctionRow, viewer: Viewer): ParticipationAction[] {
  if (row.status !== 'PENDING') return [];
  if (viewer === 'owner') return ['withdraw'];
  return DECIDABLE_AUCTION_STATUSES.includes(auction.status) ? ['approve', 'reject'] : [];
}

/** Rows as the API answers them, with the lots and auctions they name (one query each for all rows). */
export async function presentRequests(db: Db, rows: RequestRow[], viewer: Viewer): Promise<ParticipationRequest[]> {
  const [lotsById, auctionsById] = await Promise.all([
    lotRowsByIds(
      db,
      rows.map((r) => r.lotId),
    ),
    auctionRowsByIds(
      db,
      rows.map((r) => r.auctionId),
    ),
  ]);
  return rows.map((row) => {
    const lot = lotsById.get(row.lotId)!;
    const auction = auctionsById.get(row.auctionId)!;
    return {
      id: row.id,
      status: row.status,
      lot: {
        id: lot.id,
        code: lot.code,
        description: lot.description,
        descriptionEN: lot.descriptionEN,
        descriptionSR: lot.descriptionSR,
        status: lot.status,
        guaranteeAmount: Number(lot.guaranteeAmount),
      },
      auction: {
        id: auction.id,
        auctionNumber: auction.auctionNumber,
        startDate: auction.startDate.toISOString(),
        endDate: auction.endDate.toISOString(),
        status: auction.status,
      },
      user: { id: row.userId, username: row.username },
      rejectReason: row.rejectReason,
      decidedBy: row.decidedByUsername,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      actions: actionsOf(row, auction, viewer),
      fieldProperties: { rejectReason: { disabled: row.status !== 'PENDING' || viewer !== 'staff' } },
    };
  });
}

/** What the audit log keeps of a request. */
export const auditView = (row: RequestRow) => ({
  id: row.id,
  lotId: row.lotId,
  auctionId: row.auctionId,
  userId: row.userId,
  username: row.username,
  status: row.status,
  rejectReason: row.rejectReason,
  decidedBy: row.decidedByUsername,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
