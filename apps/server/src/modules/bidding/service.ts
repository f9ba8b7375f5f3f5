import { and, count, desc, eq, inArray, max, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { BidKind, StaffBid } from '@portal/contracts/bidding';
import { namedUsers } from '../accounts';
import { bidderNumbers } from './pseudonyms';
import { auctionBidders, bids, lotMaximumBids } from './tables';

export type BidRow = typeof bids.$inferSelect;

/** A bidder as staff see them: the user and the name shown on documents. */
export type Bidder = { id: number; username: string; displayName: string };

/**
 * Each bidder's best bid on a lot, highest first (bids only rise, so amounts do not tie), leaving out
 * `exceptUserId` when given (the current winner).
 */
export async function bestBidsOfLot(
  db: Db,
  lotId: number,
  exceptUserId?: number | null,
): Promise<Array<{ userId: number; amount: number }>> {
  const where =
    exceptUserId === undefined || exceptUserId === null
      ? eq(bids.lotId, lotId)
      : and(eq(bids.lotId, lotId), ne(bids.userId, exceptUserId));
  const rows = await db
    .select({ userId: bids.userId, amount: max(bids.amount) })
    .from(bids)
    .where(where)
    .groupBy(bids.userId);
  return rows
    .map((r) => ({ userId: r.userId, amount: Number(r.amount) }))
    .sort((a, b) => b.amount - a.amount || a.userId - b.userId);
}

/** How many bids each of the lots has. */
export async function bidCounts(db: Db, lotIds: number[]): Promise<Map<number, number>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .select({ lotId: bids.lotId, total: count() })
    .from(bids)
    .where(inArray(bids.lotId, lotIds))
    .groupBy(bids.lotId);
  return new Map(rows.map((r) => [r.lotId, r.total]));
}

/** The bidders' users with their display name: the company name, or an individual's first and last name. */
export async function bidders(db: Db, userIds: number[]): Promise<Map<number, Bidder>> {
  const named = await namedUsers(db, userIds);
  return new Map([...named].map(([id, u]) => [id, { id, username: u.username, displayName: u.displayName }]));
}

/** Lots whose bidding is over: staff see the bidders' real names then (pseudonyms while a lot runs). */
const NAMES_SHOWN_STATUSES: readonly string[] = ['SOLD', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED'];

/** Bids as staff see them: pseudonym numbers, and real names once the lot has closed (one query each). */
export async function presentStaffBids(
  db: Db,
  lot: { auctionId: number; status: string },
  rows: BidRow[],
): Promise<StaffBid[]> {
  const userIds = rows.map((b) => b.userId);
  const [numbers, named] = await Promise.all([
    bidderNumbers(db, lot.auctionId, userIds),
    NAMES_SHOWN_STATUSES.includes(lot.status) ? namedUsers(db, userIds) : Promise.resolve(null),
  ]);
  return rows.map((b) => {
    const user = named?.get(b.userId);
    return {
      id: b.id,
      seq: b.seq,
      amount: Number(b.amount),
      kind: b.kind as BidKind,
      bidderNumber: numbers.get(b.userId) ?? 0,
      bidder: user ? { userId: user.id, username: user.username, displayName: user.displayName } : null,
      serverTime: b.createdAt.toISOString(),
      hash: b.hash,
    };
  });
}

/** The newest bids of a lot (staff view), for the lot dto. */
export async function lastBidsForStaff(
  db: Db,
  lot: { id: number; auctionId: number | null; status: string },
  limit: number,
): Promise<StaffBid[]> {
  if (lot.auctionId === null) return [];
  const rows = await db.select().from(bids).where(eq(bids.lotId, lot.id)).orderBy(desc(bids.seq)).limit(limit);
  return presentStaffBids(db, { auctionId: lot.auctionId, status: lot.status }, rows);
}

/** Users among `userIds` who bid, left a maximum or hold a bidder number: their accounts have history (one query). */
export async function usersWithBids(db: Db, userIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: bids.userId })
    .from(bids)
    .where(inArray(bids.userId, userIds))
    .union(db.select({ id: lotMaximumBids.userId }).from(lotMaximumBids).where(inArray(lotMaximumBids.userId, userIds)))
    .union(
      db.select({ id: auctionBidders.userId }).from(auctionBidders).where(inArray(auctionBidders.userId, userIds)),
    );
  return new Set(rows.map((row) => row.id));
}
