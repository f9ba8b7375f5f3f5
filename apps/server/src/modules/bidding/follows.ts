import {
  myBidPosition,
  type BidHistory,
  type FollowTarget,
  type Follows,
  type MyBidLot,
  type MyBids,
  type MyBidsValues,
} from '@portal/contracts/follows';
import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors';
import type { ServiceContext, SignedInContext } from '../../platform/http/context';
import type { WinnerNextSteps } from '@portal/contracts/winner-next-steps';
import { auctionRowsByIds, findLotRow, lotRowsByIds, nextStepsTimeZone, winnerNextSteps } from '../auctions';
import type { AuctionRow, LotRow } from '../auctions';
import { numbersOf, publicBid, visibleAuction } from './reads';
import { bids, follows } from './tables';

/** The statuses of a lot that went to its winner. */
const SOLD: readonly LotStatus[] = ['SOLD', 'PAID'];

/** The lot or auction a follow points at must be one a visitor sees (its auction past CREATED). */
async function checkTarget(db: SignedInContext['db'], target: FollowTarget): Promise<void> {
  if (target.lotId !== undefined) {
    const lot = await findLotRow(db, target.lotId);
    if (lot.auctionId === null) throw notFound();
    await visibleAuction(db, lot.auctionId);
  } else {
    await visibleAuction(db, target.auctionId!);
  }
}

const targetOf = (userId: number, target: FollowTarget) =>
  target.lotId !== undefined
    ? and(eq(follows.userId, userId), eq(follows.lotId, target.lotId))
    : and(eq(follows.userId, userId), eq(follows.auctionId, target.auctionId!));

/** `POST /follows`: the caller follows a lot or an auction; following it again changes nothing. */
export async function follow(ctx: SignedInContext, target: FollowTarget): Promise<{ followed: boolean }> {
  const userId = ctx.caller.account.userId;
  return ctx.db.transaction(async (tx) => {
    await checkTarget(tx, target);
    await tx
      .insert(follows)
      .values({ userId, lotId: target.lotId ?? null, auctionId: target.auctionId ?? null })
      .onConflictDoNothing();
    return { followed: true };
  });
}

/** `POST /follows/unfollow`: the caller no longer follows it; unfollowing what is not followed changes nothing. */
export async function unfollow(ctx: SignedInContext, target: FollowTarget): Promise<{ followed: boolean }> {
  const userId = ctx.caller.account.userId;
  return ctx.db.transaction(async (tx) => {
    await tx.delete(follows).where(targetOf(userId, target));
    return { followed: false };
  });
}

type FollowedAuctionRow = {
  auction_id: number;
  auction_number: string;
  status: AuctionStatus;
  start_date: string | Date;
  end_date: string | Date;
};

/** `GET /follows`: the followed lots' ids and the followed auctions, in one query. */
export async function listFollows({ db, caller }: SignedInContext): Promise<Follows> {
  const result = (await db.execute(sql`
    select f.lot_id, a.id as auction_id, a.auction_number, a.status, a.start_date, a.end_date
    from follows f left join auctions a on a.id = f.auction_id
    where f.user_id = ${caller.account.userId}
    order by f.id`)) as { rows: Array<FollowedAuctionRow & { lot_id: number | null }> };
  const iso = (d: string | Date) => new Date(d).toISOString();
  return {
    lotIds: result.rows.filter((r) => r.lot_id !== null).map((r) => Number(r.lot_id)),
    auctions: result.rows
      .filter((r) => r.lot_id === null && r.auction_id !== null)
      .map((r) => ({
        auctionId: Number(r.auction_id),
        auctionNumber: r.auction_number,
        status: r.status,
        startDate: iso(r.start_date),
        endDate: iso(r.end_date),
      })),
  };
}

type MyBidRow = {
  id: number;
  code: string;
  description: string;
  description_en: string | null;
  description_sr: string | null;
  status: LotStatus;
  auction_id: number;
  auction_number: string;
  highest_bid: string | null;
  highest_user_id: number | null;
  winner_user_id: number | null;
  winning_amount: string | null;
  end_time: string | Date | null;
  bid_seq: number;
  my_best: string | null;
  my_max: string | null;
  followed: boolean;
  total: string | number;
};

const num = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * `GET /my_bids`: one page of the lots the caller bid on or follows (itself, or through its auction) — position,
 * current price, their best bid and maximum, the end — running lots first (soonest end first), then the ended ones,
 * newest first. `followed` is the lot's own follow (its star). One query.
 */
export async function myBids({ db, caller }: SignedInContext, query: MyBidsValues): Promise<MyBids> {
  const me = caller.account.userId;
  const filter =
    query.filter === 'BIDS'
      ? sql`and exists (select 1 from bids b where b.lot_id = l.id and b.user_id = ${me})`
      : query.filter === 'FOLLOWED'
        ? sql`and exists (select 1 from follows f where f.user_id = ${me} and (f.lot_id = l.id or f.auction_id = l.auction_id))`
        : query.filter === 'ENDED'
          ? sql`and l.status in ('SOLD', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED')`
          : sql``;
  const result = (await db.execute(sql`
    with mine as (
      select lot_id from bids where user_id = ${me}
      union
      select lot_id from follows where user_id = ${me} and lot_id is not null
      union
      select fl.id from follows f join lots fl on fl.auction_id = f.auction_id where f.user_id = ${me}
    )
    select l.id, l.code, l.description, l.description_en, l.description_sr, l.status, l.auction_id, a.auction_number, l.highest_bid, l.highest_user_id,
      l.winner_user_id, l.winning_amount, l.end_time, l.bid_seq,
      (select max(b.amount) from bids b where b.lot_id = l.id and b.user_id = ${me}) as my_best,
      (select m.amount from lot_maximum_bids m where m.lot_id = l.id and m.user_id = ${me}) as my_max,
      exists (select 1 from follows f where f.lot_id = l.id and f.user_id = ${me}) as followed,
      count(*) over () as total
    from lots l join auctions a on a.id = l.auction_id
    where l.id in (select lot_id from mine) and a.status <> 'CREATED' ${filter}
    order by (l.status = 'ACTIVE') desc,
      case when l.status = 'ACTIVE' then l.end_time end asc nulls last,
      l.end_time desc nulls last, l.id desc
    limit ${query.count} offset ${(query.page - 1) * query.count}`)) as { rows: MyBidRow[] };
  // The rows the caller won carry their next steps (ADR 0088): the lots' and auctions' rows read once for them all.
  const won = result.rows.filter((r) => SOLD.includes(r.status) && num(r.winner_user_id) === me);
  const [wonLots, wonAuctions, timeZone] =
    won.length > 0
      ? await Promise.all([
          lotRowsByIds(
            db,
            won.map((r) => Number(r.id)),
          ),
          auctionRowsByIds(
            db,
            won.map((r) => Number(r.auction_id)),
          ),
          nextStepsTimeZone(db),
        ])
      : [new Map<number, LotRow>(), new Map<number, AuctionRow>(), null];
  const nextStepsOf = (lotId: number): WinnerNextSteps | null => {
    const lot = wonLots.get(lotId);
    const auction = lot?.auctionId == null ? undefined : wonAuctions.get(lot.auctionId);
    return lot && auction && timeZone !== null ? winnerNextSteps(auction, lot, timeZone) : null;
  };
  const content: MyBidLot[] = result.rows.map((r) => {
    const myBest = num(r.my_best);
    return {
      lotId: Number(r.id),
      lotCode: r.code,
      description: r.description,
      descriptionEN: r.description_en,
      descriptionSR: r.description_sr,
      status: r.status,
      auctionId: Number(r.auction_id),
      auctionNumber: r.auction_number,
      position: myBidPosition(
        { status: r.status, highestUserId: num(r.highest_user_id), winnerUserId: num(r.winner_user_id) },
        me,
        myBest !== null,
      ),
      highestBid: num(r.highest_bid),
      winningAmount: num(r.winning_amount),
      myBestBid: myBest,
      myMaximum: r.status === 'ACTIVE' ? num(r.my_max) : null,
      endTime: r.end_time === null ? null : new Date(r.end_time).toISOString(),
      bidCount: Number(r.bid_seq),
      followed: Boolean(r.followed),
      nextSteps: nextStepsOf(Number(r.id)),
    };
  });
  return { content, totalElements: result.rows.length > 0 ? Number(result.rows[0].total) : 0 };
}

/**
 * `GET /auction/lot/{lotId}/bid_history` (public, as `lot_bids`: lots of auctions past CREATED): one page of the
 * lot's bids, newest first, each bidder by their pseudonym number in the auction.
 */
export async function bidHistory(
  { db }: ServiceContext,
  lotId: number,
  page: { page: number; count: number },
): Promise<BidHistory> {
  const lot = await findLotRow(db, lotId);
  if (lot.auctionId === null) throw notFound();
  await visibleAuction(db, lot.auctionId);
  const [rows, [{ total }], numbers] = await Promise.all([
    db
      .select()
      .from(bids)
      .where(eq(bids.lotId, lotId))
      .orderBy(desc(bids.seq))
      .limit(page.count)
      .offset((page.page - 1) * page.count),
    db.select({ total: count() }).from(bids).where(eq(bids.lotId, lotId)),
    numbersOf(db, lot.auctionId),
  ]);
  return { content: rows.map((b) => publicBid(b, numbers)), totalElements: total };
}
