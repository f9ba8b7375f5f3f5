import { STAFF_ROLES, type RoleCode } from '@portal/contracts';
import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import {
  BIDDING_OVER_LOT_STATUSES,
  GENESIS_HASH,
  LAST_BIDS_SHOWN,
  LOT_CHAIN_PAGE_MAX,
  maximumAllowedBid,
  minimumNextBid,
  RESYNC_MAX,
  type AuctionLotBids,
  type BidKind,
  type BidReceipt,
  type BidsAfter,
  type LotChain,
  type PublicBid,
  type StaffBidsAnswer,
  type ViewerKind,
} from '@portal/contracts/bidding';
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import type { ServiceContext, SignedInContext } from '../../platform/http/context';
import { findAuctionRow } from '../auctions';
import type { AuctionRow, LotRow } from '../auctions';
import { findLotRow, lotRowsOfAuction, nextStepsTimeZone, productCountsOf, winnerNextSteps } from '../auctions';
import { approvedLotIds as approvedLotsOf } from '../participation-requests';
import { bidMaxMultipleSql } from './engine';
import { chainVerdict, storedChain } from './ledger';
import { presentStaffBids } from './service';
import { ensureBidderNumber } from './pseudonyms';
import { auctionBidders, auctionWatchers, bids, lotMaximumBids } from './tables';

type BidRow = typeof bids.$inferSelect;

/** Auctions still being built are nobody's business but the operators'. */
const HIDDEN_AUCTION_STATUSES: readonly AuctionStatus[] = ['CREATED'];
/** Lots that never took part (withdrawn before the start) are not on the bidding screen. */
const SHOWN_LOT_STATUSES: readonly LotStatus[] = ['ASSIGNED', 'ACTIVE', 'SOLD', 'UNSOLD', 'PAID'];

/** The statuses of a lot that went to its winner. */
const SOLD_STATUSES: readonly LotStatus[] = ['SOLD', 'PAID'];

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The database's clock: every instance answers by the same one, the clock bids and ends are decided by. */
async function databaseNow(db: Db): Promise<Date> {
  return (await databaseClock(db)).now;
}

/** The database's clock and `bid_max_multiple`, read as the bid statement reads it, in one query. */
async function databaseClock(db: Db): Promise<{ now: Date; bidMaxMultiple: number }> {
  const result = (await db.execute(sql`select clock_timestamp() as now, ${bidMaxMultipleSql} as multiple`)) as {
    rows: Array<{ now: string | Date; multiple: string | number }>;
  };
  return { now: new Date(result.rows[0].now), bidMaxMultiple: Number(result.rows[0].multiple) };
}

export const isStaff = (auth: Pick<AuthContext, 'roles'> | null) =>
  auth !== null && auth.roles.some((r) => STAFF_ROLES.includes(r as RoleCode));

export async function visibleAuction(db: Db, auctionId: number): Promise<AuctionRow> {
  const auction = await findAuctionRow(db, { id: auctionId });
  if (HIDDEN_AUCTION_STATUSES.includes(auction.status)) throw notFound();
  return auction;
}

export function publicBid(row: BidRow, numbers: Map<number, number>): PublicBid {
  return {
    lotId: row.lotId,
    seq: row.seq,
    amount: Number(row.amount),
    bidderNumber: numbers.get(row.userId) ?? 0,
    kind: row.kind as BidKind,
    serverTime: row.createdAt.toISOString(),
  };
}

export const receiptOf = (row: BidRow): BidReceipt => ({
  lotId: row.lotId,
  seq: row.seq,
  amount: Number(row.amount),
  kind: row.kind as BidKind,
  serverTime: row.createdAt.toISOString(),
  hash: row.hash,
});

/** The auction's pseudonyms: user id → number. */
export async function numbersOf(db: Db, auctionId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: auctionBidders.userId, number: auctionBidders.number })
    .from(auctionBidders)
    .where(eq(auctionBidders.auctionId, auctionId));
  return new Map(rows.map((r) => [r.userId, r.number]));
}

/** The last `LAST_BIDS_SHOWN` bids of each lot of the auction, in one query, newest first. */
async function lastBidsOf(db: Db, auctionId: number): Promise<Map<number, BidRow[]>> {
  const ranked = db
    .select({
      id: bids.id,
      rank: sql<number>`row_number() over (partition by ${bids.lotId} order by ${bids.seq} desc)`.as('rank'),
    })
    .from(bids)
    .where(eq(bids.auctionId, auctionId))
    .as('ranked');
  const rows = await db
    .select({ bid: bids })
    .from(bids)
    .innerJoin(ranked, eq(ranked.id, bids.id))
    .where(sql`${ranked.rank} <= ${LAST_BIDS_SHOWN}`)
    .orderBy(sql`${bids.seq} desc`);
  const byLot = new Map<number, BidRow[]>();
  for (const { bid } of rows) byLot.set(bid.lotId, [...(byLot.get(bid.lotId) ?? []), bid]);
  return byLot;
}

function remainingTime(lot: Pick<LotRow, 'status' | 'endTime'>, now: Date): number {
  return lot.status === 'ACTIVE' && lot.endTime ? Math.max(0, lot.endTime.getTime() - now.getTime()) : 0;
}

/** A `lot_bids` answer: the lots keyed by lot id (the body), and what the route sends as headers. */
export type LotBidsRead = { lots: AuctionLotBids; serverTime: string; viewer: ViewerKind };

/**
 * `GET /auction/{id}/lot_bids` (spec §7): per lot of the auction, keyed by lot id, what the bidding
 * screen shows — highest bid, minimum next bid, end and time left by the server's clock, bid count, the
 * last bids by pseudonym — and for an approved bidder whether they may bid on it, their position, maximum
 * and receipts. The server's time and the caller's kind go with it (headers, docs/adr/0076). Seven
 * queries whatever the number of lots and bids.
 */
export async function auctionLotBids(
  { db, caller: { account: auth } }: ServiceContext,
  auctionId: number,
): Promise<LotBidsRead> {
  const auction = await visibleAuction(db, auctionId);
  const approvedLotIds = auth && !isStaff(auth) ? await approvedLotsOf(db, auctionId, auth.userId) : [];
  const viewer: ViewerKind = !auth
    ? 'VISITOR'
    : isStaff(auth)
      ? 'STAFF'
      : approvedLotIds.length > 0
        ? 'BIDDER'
        : 'NOT_APPROVED';
  if (viewer === 'BIDDER') await ensureBidderNumber(db, auctionId, auth!.userId);
  const me = viewer === 'BIDDER' ? auth!.userId : null;
  const [lotRows, numbers, lastBids, myBids, myMaximums] = await Promise.all([
    lotRowsOfAuction(db, auctionId, SHOWN_LOT_STATUSES),
    numbersOf(db, auctionId),
    lastBidsOf(db, auctionId),
    me === null
      ? Promise.resolve([] as BidRow[])
      : db
          .select()
          .from(bids)
          .where(and(eq(bids.auctionId, auctionId), eq(bids.userId, me)))
          .orderBy(asc(bids.seq)),
    me === null
      ? Promise.resolve([] as Array<typeof lotMaximumBids.$inferSelect>)
      : db
          .select()
          .from(lotMaximumBids)
          .where(and(eq(lotMaximumBids.userId, me), inArray(lotMaximumBids.lotId, approvedLotIds))),
  ]);
  const [{ now, bidMaxMultiple }, productCounts] = await Promise.all([
    databaseClock(db),
    productCountsOf(
      db,
      lotRows.map((l) => l.id),
    ),
  ]);
  const approved = new Set(approvedLotIds);
  // The next steps go to the winner of a sold lot alone (ADR 0088); the zone is read only when someone won here.
  const wonByMe = (lot: LotRow) => me !== null && SOLD_STATUSES.includes(lot.status) && lot.winnerUserId === me;
  const timeZone = lotRows.some(wonByMe) ? await nextStepsTimeZone(db) : null;
  const lotsById: AuctionLotBids = {};
  for (const lot of lotRows) {
    const highestBid = lot.highestBid === null ? null : Number(lot.highestBid);
    const facts = {
      startingPrice: Number(lot.startingPrice),
      minimumIncrementAmount: Number(lot.minimumIncrementAmount),
      highestBid,
    };
    const maximum = myMaximums.find((m) => m.lotId === lot.id);
    const receipts = myBids.filter((b) => b.lotId === lot.id).map(receiptOf);
    lotsById[String(lot.id)] = {
      lotId: lot.id,
      code: lot.code,
      description: lot.description,
      descriptionEN: lot.descriptionEN,
      descriptionSR: lot.descriptionSR,
      productCount: productCounts.get(lot.id) ?? 0,
      status: lot.status,
      lotPart: lot.lotPart,
      ...facts,
      minimumNextBid: minimumNextBid(facts),
      maximumAllowedBid: maximumAllowedBid(facts, bidMaxMultiple),
      bidMaxMultiple,
      bidCount: lot.bidSeq,
      endTime: iso(lot.endTime),
      remainingTime: remainingTime(lot, now),
      plannedEndTime: iso(lot.plannedEndTime),
      latestEndTime: iso(lot.latestEndTime),
      antiSnipingMinutes: lot.antiSnipingMinutes,
      leaderNumber: lot.highestUserId === null ? null : (numbers.get(lot.highestUserId) ?? null),
      lastBids: (lastBids.get(lot.id) ?? []).map((b) => publicBid(b, numbers)),
      approved: approved.has(lot.id),
      mine:
        me !== null && approved.has(lot.id)
          ? {
              bidderNumber: numbers.get(me) ?? 0,
              position:
                lot.highestUserId === null
                  ? 'NO_BIDS'
                  : lot.highestUserId === me
                    ? 'LEADING'
                    : receipts.length > 0
                      ? 'OUTBID'
                      : 'NO_BIDS',
              maximumAmount: maximum ? Number(maximum.amount) : null,
              receipts,
              nextSteps: timeZone !== null && wonByMe(lot) ? winnerNextSteps(auction, lot, timeZone) : null,
            }
          : null,
    };
  }
  return { lots: lotsById, serverTime: now.toISOString(), viewer };
}

/** `GET /auction/lot/{lotId}/bids?after=S`: the resync read — the lot's bids after seq S, oldest first. */
export async function bidsAfter(
  { db }: ServiceContext,
  lotId: number,
  { after }: { after: number },
): Promise<BidsAfter> {
  const lot = await findLotRow(db, lotId);
  if (lot.auctionId === null) throw notFound();
  await visibleAuction(db, lot.auctionId);
  const [rows, numbers, now] = await Promise.all([
    db
      .select()
      .from(bids)
      .where(and(eq(bids.lotId, lotId), gt(bids.seq, after)))
      .orderBy(asc(bids.seq))
      .limit(RESYNC_MAX),
    numbersOf(db, lot.auctionId),
    databaseNow(db),
  ]);
  return {
    lotId,
    bids: rows.map((b) => publicBid(b, numbers)),
    lastSeq: lot.bidSeq,
    endTime: iso(lot.endTime),
    status: lot.status,
    serverTime: now.toISOString(),
  };
}

/**
 * `GET /auction/lot_chain/{lotId}?after=S` (public): one page of the lot's ledger, oldest first — every field each
 * hash covers, by pseudonym number, and the lot's head — for lots of auctions past CREATED (published, running,
 * finished). Bounded by the head read first, so a page never holds a bid the head does not.
 */
export async function lotChain({ db }: ServiceContext, lotId: number, { after }: { after: number }): Promise<LotChain> {
  const lot = await findLotRow(db, lotId);
  if (lot.auctionId === null) throw notFound();
  const auction = await visibleAuction(db, lot.auctionId);
  const page = await storedChain(db, lotId, { after, upTo: lot.bidSeq, limit: LOT_CHAIN_PAGE_MAX });
  const last = page.at(-1)?.link.seq ?? after;
  return {
    lotId,
    lotCode: lot.code,
    auctionId: auction.id,
    auctionNumber: auction.auctionNumber,
    status: lot.status,
    closed: BIDDING_OVER_LOT_STATUSES.includes(lot.status),
    genesisHash: GENESIS_HASH,
    headSeq: lot.bidSeq,
    headHash: lot.lastHash,
    links: page.map((p) => p.link),
    nextAfter: page.length === LOT_CHAIN_PAGE_MAX && last < lot.bidSeq ? last : null,
  };
}

/** `POST /auction/{id}/watching`: the bidding screen is open (no outbid mail to this user meanwhile). */
export async function markWatching(
  { db, caller: { account: auth } }: SignedInContext,
  auctionId: number,
): Promise<void> {
  await visibleAuction(db, auctionId);
  const now = await databaseNow(db);
  await db
    .insert(auctionWatchers)
    .values({ auctionId, userId: auth.userId, seenAt: now })
    .onConflictDoUpdate({ target: [auctionWatchers.auctionId, auctionWatchers.userId], set: { seenAt: now } });
}

/** Users other than `exceptUserId` with a bid on the lot. */
export async function biddersOfLot(db: Db, lotId: number, exceptUserId: number | null): Promise<number[]> {
  const where =
    exceptUserId === null ? eq(bids.lotId, lotId) : and(eq(bids.lotId, lotId), ne(bids.userId, exceptUserId));
  const rows = await db.selectDistinct({ userId: bids.userId }).from(bids).where(where);
  return rows.map((r) => r.userId);
}

/**
 * `GET /auctions/bids/{auctionId}/{lotId}` (staff): one page of the lot's bids, newest first, with times and
 * hashes; real names once the lot has closed; and whether the lot's chain recomputes.
 */
export async function staffLotBids(
  { db }: ServiceContext,
  { auctionId, lotId }: { auctionId: number; lotId: number },
  page: { page: number; count: number },
): Promise<StaffBidsAnswer> {
  const [lot, auction] = await Promise.all([findLotRow(db, lotId), findAuctionRow(db, { id: auctionId })]);
  if (lot.auctionId !== auctionId) throw notFound();
  // The chain's check counts the lot's bids: the total of the pages.
  const [rows, chain] = await Promise.all([
    db
      .select()
      .from(bids)
      .where(eq(bids.lotId, lotId))
      .orderBy(desc(bids.seq))
      .limit(page.count)
      .offset((page.page - 1) * page.count),
    chainVerdict(db, { id: lotId, auctionId }, { seq: lot.bidSeq, hash: lot.lastHash }),
  ]);
  return {
    content: await presentStaffBids(db, { auctionId, status: lot.status }, rows),
    totalElements: chain.links,
    lot: {
      id: lot.id,
      code: lot.code,
      status: lot.status,
      auctionId,
      auctionNumber: auction.auctionNumber,
      highestBid: lot.highestBid === null ? null : Number(lot.highestBid),
      endTime: iso(lot.endTime),
      lastHash: lot.lastHash,
      chainValid: chain.holds,
    },
  };
}
