import type { LotStatus } from '@portal/contracts/auction-status';
import {
  AMOUNT_ERROR,
  BIDDING_ERROR,
  bidCeiling,
  fromCents,
  maximumAllowedBid,
  minimumNextBid,
  resolveMaximums,
  toCents,
  type SendBidAnswer,
  type SendBidValues,
  type SetMaximumValues,
} from '@portal/contracts/bidding';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { sqlState, type Db } from '../../platform/db/database';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import { dropLocalPublicCaches } from '../../platform/http/public-cache';
import type { AuthContext } from '../../platform/http/access';
import type { SignedInContext } from '../../platform/http/context';
import { sendBidAnswer } from './bid-answer';
import {
  acceptBid,
  acceptBidAlone,
  BID_PUBLIC_TAGS,
  bidStatementWith,
  bidMaxMultipleSql,
  type AcceptedBid,
  type BidAttempt,
} from './engine';
import { noticeOutbid, noticeOutbidUnlessAnswered, outbidNoticeOfBid } from './notices';
import { bidderNumbers, ensureBidderNumber } from './pseudonyms';
import { bidKeys, bids, lotMaximumBids } from './tables';

const amountText = (amount: number) => amount.toFixed(2);

/** A refused attempt is looked at again this many times when the lot changed in between. */
const ATTEMPTS = 3;

/**
 * `POST /auction/send_bid`: the bid decided by one conditional statement on the lot row (engine.ts) and,
 * when another bidder's maximum reaches the next step (or the bidder left one), the automatic bid the
 * maximums call for — all in one transaction. A bid without a maximum is first tried alone: one statement that is its
 * own transaction, with its outbid notice, taken only on a lot without maximums (ADR 0107). A retried request with the
 * same idempotency key answers what the key was first decided with: its bid, or its refusal (bid_keys). Refusals are
 * 409 with the key and what the screen needs to show next.
 */
export async function placeBid(
  { db, caller: { account: auth } }: SignedInContext,
  input: SendBidValues,
  idempotencyKey: string | null,
): Promise<SendBidAnswer> {
  const lotId = input.bid.lot.id;
  const auctionId = input.bid.auction.id;
  const { offeredAmount, maximumAmount } = input.bid;
  await ensureBidderNumber(db, auctionId, auth.userId);
  const attempt = {
    lotId,
    auctionId,
    userId: auth.userId,
    amount: amountText(offeredAmount),
    maximum: maximumAmount == null ? null : amountText(maximumAmount),
    kind: 'MANUAL' as const,
    idempotencyKey,
  };
  // The try alone comes first and is not one of the ATTEMPTS: on a lot with maximums it is refused for that alone.
  for (let tried = maximumAmount == null ? -1 : 0; tried < ATTEMPTS; tried++) {
    let outcome: { bid: AcceptedBid; last: AcceptedBid } | 'maximums' | null;
    try {
      outcome =
        tried < 0
          ? await bidAlone(db, attempt)
          : await db.transaction(async (tx) => {
              const bid = await acceptBid(tx, attempt);
              if (!bid) return null;
              if (maximumAmount != null) await storeMaximum(tx, lotId, auth.userId, maximumAmount, bid.seq);
              // Usually one statement: no maximum answers, and the leader before is told at once.
              if (!(await noticeOutbidUnlessAnswered(tx, bid))) return { bid, last: bid };
              const automatic = await bidForMaximums(tx, bid);
              await noticeOutbid(tx, bid, automatic ?? bid);
              return { bid, last: automatic ?? bid };
            });
    } catch (error) {
      // The same key raced itself: the other request's bid is the answer.
      if (idempotencyKey && sqlState(error) === '23505') return replay(db, auth, lotId, offeredAmount, idempotencyKey);
      throw error;
    }
    // The lot has maximums: they answer the bid in a transaction.
    if (outcome === 'maximums') continue;
    if (outcome) {
      // Every instance drops them when the bid's event arrives; this one at once, for the bidder's next read.
      dropLocalPublicCaches(BID_PUBLIC_TAGS);
      return answer(auth, outcome.bid, outcome.last, offeredAmount);
    }
    // Another send of the key was decided first (its bid makes this one "already highest", or it was refused); a bid
    // answers its key after the key's row was pruned too.
    if (
      idempotencyKey &&
      ((await keyOf(db, auth.userId, idempotencyKey)) ?? (await bidByKey(db, auth.userId, idempotencyKey)))
    ) {
      return replay(db, auth, lotId, offeredAmount, idempotencyKey);
    }
    try {
      await refuse(db, {
        lotId,
        auctionId,
        userId: auth.userId,
        amount: offeredAmount,
        maximum: maximumAmount ?? null,
      });
    } catch (error) {
      return keepRefusal(db, auth, input, idempotencyKey, error);
    }
  }
  // The lot kept moving under the bid: it is below the minimum by now.
  const lot = await bidFacts(db, lotId, auth.userId);
  const tooLow = conflict(BIDDING_ERROR.bidTooLow, {
    minimumNextBid: lot ? minimumNextBid(lot) : null,
    maximumAllowedBid: lot ? maximumAllowedBid(lot, lot.bidMaxMultiple) : null,
    highestBid: lot?.highestBid ?? null,
  });
  return keepRefusal(db, auth, input, idempotencyKey, tooLow);
}

/** A bid as its own transaction, which stores its outbid notice itself (also the bench's raw-SQL bound). */
export const BID_WITH_OUTBID_NOTICE = bidStatementWith('bid_with_outbid_notice', outbidNoticeOfBid);

/** The bid as one statement, its own transaction, with its outbid notice (engine's `acceptBidAlone`). */
async function bidAlone(db: Db, attempt: BidAttempt) {
  const bid = await acceptBidAlone(db, attempt, BID_WITH_OUTBID_NOTICE);
  return typeof bid === 'object' && bid !== null ? { bid, last: bid } : bid;
}

/**
 * A refusal of a send with a key (a 409, or a 400 the lot's state decided: above the bid ceiling) is kept as the key's
 * decision before it is answered, unless another send of the key was decided first (bid_keys' primary key tells):
 * then that one's answer is this one's too.
 */
async function keepRefusal(
  db: Db,
  auth: AuthContext,
  input: SendBidValues,
  idempotencyKey: string | null,
  refusal: unknown,
): Promise<SendBidAnswer> {
  if (!idempotencyKey || !(refusal instanceof HttpError) || ![400, 409].includes(refusal.statusCode)) throw refusal;
  const { lot, offeredAmount } = input.bid;
  const kept = await db
    .insert(bidKeys)
    .values({
      userId: auth.userId,
      idempotencyKey,
      lotId: lot.id,
      amount: offeredAmount,
      refusal: refusal.body,
      refusalStatus: refusal.statusCode,
    })
    .onConflictDoNothing()
    .returning({ userId: bidKeys.userId });
  if (kept.length) throw refusal;
  return replay(db, auth, lot.id, offeredAmount, idempotencyKey);
}

/** The leader (or a new bidder) leaves a private maximum; a later one replaces it and counts from now. */
async function storeMaximum(tx: Db, lotId: number, userId: number, amount: number, seq: number): Promise<void> {
  await tx
    .insert(lotMaximumBids)
    .values({ lotId, userId, amount, setSeq: seq })
    .onConflictDoUpdate({
      target: [lotMaximumBids.lotId, lotMaximumBids.userId],
      set: { amount, setSeq: seq, updatedAt: new Date() },
    });
}

/**
 * After a bid: the maximums that reach the next step decide who leads and at what price (contracts
 * `resolveMaximums`); the result is placed as one automatic bid. We hold the lot's row lock, so the
 * maximums read here are the lot's current ones.
 */
async function bidForMaximums(tx: Db, bid: AcceptedBid): Promise<AcceptedBid | null> {
  const stepCents = toCents(bid.minimumIncrementAmount);
  const priceCents = toCents(bid.amount);
  const rows = await tx
    .select()
    .from(lotMaximumBids)
    .where(
      and(
        eq(lotMaximumBids.lotId, bid.lotId),
        sql`(${lotMaximumBids.amount} >= ${amountText(bid.amount + bid.minimumIncrementAmount)}::numeric
          or ${lotMaximumBids.userId} = ${bid.userId})`,
      ),
    );
  const decision = resolveMaximums(
    { leaderId: bid.userId, priceCents, stepCents, leaderOrder: bid.seq },
    rows.map((m) => ({ userId: m.userId, amount: toCents(Number(m.amount)), order: m.setSeq })),
  );
  if (!decision) return null;
  const automatic = await acceptBid(tx, {
    lotId: bid.lotId,
    auctionId: bid.auctionId,
    userId: decision.userId,
    amount: amountText(fromCents(decision.priceCents)),
    kind: 'MAXIMUM',
    idempotencyKey: null,
  });
  // The lot is locked and the price rises by at least a step: a refusal here is a broken rule, not a race.
  if (!automatic) throw new Error(`automatic bid on lot ${bid.lotId} was refused`);
  return automatic;
}

/** The bid as accepted (its own end and time left) and the lot after any automatic bid it set off. */
function answer(auth: AuthContext, bid: AcceptedBid, last: AcceptedBid, offeredAmount: number): SendBidAnswer {
  return sendBidAnswer(
    auth,
    { ...bid, id: bid.bidId, offeredAmount },
    {
      lotId: last.lotId,
      status: 'ACTIVE',
      startingPrice: last.startingPrice,
      minimumIncrementAmount: last.minimumIncrementAmount,
      highestBid: last.amount,
      bidMaxMultiple: last.bidMaxMultiple,
      bidCount: last.seq,
      endTime: last.endTime,
      leaderId: last.userId,
      leaderNumber: last.bidderNumber,
    },
    last.now,
  );
}

async function keyOf(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(bidKeys)
    .where(and(eq(bidKeys.userId, userId), eq(bidKeys.idempotencyKey, key)));
  return row;
}

async function bidByKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(bids)
    .where(and(eq(bids.userId, userId), eq(bids.idempotencyKey, key)));
  return row;
}

/**
 * The answer of the bid first placed with this key, or the 409 it was first refused with (the same body); the key
 * used for another lot or amount is refused.
 */
async function replay(db: Db, auth: AuthContext, lotId: number, amount: number, key: string): Promise<SendBidAnswer> {
  const decided = await keyOf(db, auth.userId, key);
  if (decided?.refusal) {
    if (decided.lotId !== lotId || toCents(Number(decided.amount)) !== toCents(amount)) {
      throw conflict(BIDDING_ERROR.idempotencyKeyReused);
    }
    throw new HttpError(decided.refusalStatus ?? 409, decided.refusal);
  }
  const first = await bidByKey(db, auth.userId, key);
  if (!first) throw conflict(BIDDING_ERROR.bidTooLow);
  if (first.lotId !== lotId || toCents(Number(first.amount)) !== toCents(amount)) {
    throw conflict(BIDDING_ERROR.idempotencyKeyReused);
  }
  const lot = await bidFacts(db, lotId, auth.userId);
  if (!lot) throw notFound();
  const numbers = await bidderNumbers(
    db,
    first.auctionId,
    [auth.userId, lot.highestUserId].filter((u): u is number => u !== null),
  );
  const firstAmount = Number(first.amount);
  return sendBidAnswer(
    auth,
    {
      id: first.id,
      lotId,
      auctionId: first.auctionId,
      amount: firstAmount,
      offeredAmount: firstAmount,
      bidderNumber: numbers.get(auth.userId) ?? 0,
      seq: first.seq,
      hash: first.hash,
      serverTime: first.createdAt,
      endTime: lot.endTime ?? first.createdAt,
    },
    {
      ...lot,
      lotId,
      status: lot.status as LotStatus,
      bidCount: lot.bidSeq,
      leaderId: lot.highestUserId,
      leaderNumber: lot.highestUserId === null ? null : (numbers.get(lot.highestUserId) ?? null),
    },
    lot.now,
  );
}

type BidFacts = {
  id: number;
  auctionId: number | null;
  status: string;
  startingPrice: number;
  minimumIncrementAmount: number;
  highestBid: number | null;
  highestUserId: number | null;
  bidSeq: number;
  endTime: Date | null;
  auctionStatus: string | null;
  approved: boolean;
  /** `bid_max_multiple`, read as the bid statement reads it. */
  bidMaxMultiple: number;
  now: Date;
};

/** What decides a bid on the lot, read in one query with the database's clock. */
async function bidFacts(db: Db, lotId: number, userId: number): Promise<BidFacts | undefined> {
  const result = await db.execute(sql`
    select l.id, l.auction_id, l.status, l.starting_price, l.minimum_increment_amount, l.highest_bid,
      l.highest_user_id, l.bid_seq, l.end_time, a.status as auction_status, clock_timestamp() as now,
      ${bidMaxMultipleSql} as multiple,
      exists (select 1 from participation_requests r where r.lot_id = l.id and r.auction_id = l.auction_id
        and r.user_id = ${userId}::int and r.status = 'APPROVED') as approved
    from lots l left join auctions a on a.id = l.auction_id where l.id = ${lotId}::int`);
  // a.status is a text column: a string, or null without an auction (left join).
  const [row] = (result as { rows: Array<Record<string, unknown> & { auction_status: string | null }> }).rows;
  if (!row) return undefined;
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    id: Number(row.id),
    auctionId: row.auction_id === null ? null : Number(row.auction_id),
    status: String(row.status),
    startingPrice: Number(row.starting_price),
    minimumIncrementAmount: Number(row.minimum_increment_amount),
    highestBid: row.highest_bid === null ? null : Number(row.highest_bid),
    highestUserId: row.highest_user_id === null ? null : Number(row.highest_user_id),
    bidSeq: Number(row.bid_seq),
    endTime: date(row.end_time),
    auctionStatus: row.auction_status,
    approved: Boolean(row.approved),
    bidMaxMultiple: Number(row.multiple),
    now: date(row.now)!,
  };
}

/** Bidding on the lot is over: it closed, or its end has passed by the database's clock. */
const isEnded = (lot: BidFacts) =>
  ['SOLD', 'UNSOLD', 'PAID'].includes(lot.status) || (lot.endTime !== null && lot.endTime <= lot.now);

/** 400 on `field`: the amount is above the lot's bid ceiling; the body says the highest amount allowed. */
const aboveCeiling = (field: string, ceiling: number) =>
  new HttpError(400, { [field]: AMOUNT_ERROR.aboveCeiling, maximumAllowedBid: ceiling });

/** Why the statement did not take the bid, as the 409 (or 400) the screen shows; returns when nothing is wrong any more. */
async function refuse(
  db: Db,
  attempt: { lotId: number; auctionId: number; userId: number; amount: number; maximum: number | null },
): Promise<void> {
  const lot = await bidFacts(db, attempt.lotId, attempt.userId);
  if (!lot) throw notFound();
  if (lot.auctionId !== attempt.auctionId) throw badRequest({ 'bid.lot': AMOUNT_ERROR.lotNotInAuction });
  if (lot.auctionStatus !== 'RUNNING') throw conflict(BIDDING_ERROR.auctionNotRunning, { status: lot.auctionStatus });
  if (!lot.approved) throw conflict(BIDDING_ERROR.notApprovedForLot);
  if (isEnded(lot)) throw conflict(BIDDING_ERROR.lotEnded, { endTime: lot.endTime?.toISOString() ?? null });
  if (lot.status !== 'ACTIVE') throw conflict(BIDDING_ERROR.lotNotActive, { status: lot.status });
  const allowed = maximumAllowedBid(lot, lot.bidMaxMultiple);
  const facts = { minimumNextBid: minimumNextBid(lot), maximumAllowedBid: allowed, highestBid: lot.highestBid };
  if (lot.highestUserId === attempt.userId) throw conflict(BIDDING_ERROR.alreadyHighest, facts);
  if (allowed === null) throw conflict(BIDDING_ERROR.bidLimitReached, { highestBid: lot.highestBid });
  if (toCents(attempt.amount) < toCents(facts.minimumNextBid)) throw conflict(BIDDING_ERROR.bidTooLow, facts);
  if (toCents(attempt.amount) > toCents(allowed)) throw aboveCeiling('bid.offeredAmount', allowed);
  if (attempt.maximum !== null && toCents(attempt.maximum) > toCents(allowed)) {
    throw aboveCeiling('bid.maximumAmount', allowed);
  }
}

/**
 * `POST /auction/set_maximum`: the leader changes (or with null removes) their private maximum without
 * bidding; it may not be below their own highest bid. Others must bid to leave one (with `send_bid`).
 */
export async function setMaximum(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: SetMaximumValues,
): Promise<{ maximumAmount: number | null }> {
  const lotId = input.lot.id;
  return db.transaction(async (tx) => {
    // The lot row is locked first, like a bid: a maximum and a bid on one lot never interleave.
    await tx.execute(sql`select id from lots where id = ${lotId}::int for update`);
    const lot = await bidFacts(tx, lotId, auth.userId);
    if (!lot) throw notFound();
    if (lot.auctionId !== input.auction.id) throw badRequest({ lot: AMOUNT_ERROR.lotNotInAuction });
    if (lot.auctionStatus !== 'RUNNING') throw conflict(BIDDING_ERROR.auctionNotRunning, { status: lot.auctionStatus });
    if (isEnded(lot)) throw conflict(BIDDING_ERROR.lotEnded, { endTime: lot.endTime?.toISOString() ?? null });
    if (lot.status !== 'ACTIVE') throw conflict(BIDDING_ERROR.lotNotActive, { status: lot.status });
    if (lot.highestUserId !== auth.userId) throw conflict(BIDDING_ERROR.maximumOnlyForLeader);
    const before = await tx
      .select()
      .from(lotMaximumBids)
      .where(and(eq(lotMaximumBids.lotId, lotId), eq(lotMaximumBids.userId, auth.userId)));
    if (input.maximumAmount === null) {
      await tx
        .delete(lotMaximumBids)
        .where(and(eq(lotMaximumBids.lotId, lotId), eq(lotMaximumBids.userId, auth.userId)));
      // The lot's flag, raised by a trigger when a maximum is stored, falls with the last one. Every writer of maximums
      // holds the lot's lock, as this one does, so none is stored meanwhile.
      await tx.execute(sql`update lots
        set has_maximums = exists (select 1 from lot_maximum_bids where lot_id = ${lotId}::int)
        where id = ${lotId}::int`);
    } else {
      if (toCents(input.maximumAmount) < toCents(lot.highestBid ?? 0)) {
        throw badRequest({ maximumAmount: AMOUNT_ERROR.maximumBelowHighest });
      }
      // A maximum is a bid to come: no higher than a bid now.
      const ceiling = bidCeiling(lot, lot.bidMaxMultiple);
      if (toCents(input.maximumAmount) > toCents(ceiling)) throw aboveCeiling('maximumAmount', ceiling);
      await storeMaximum(tx, lotId, auth.userId, input.maximumAmount, lot.bidSeq);
    }
    await writeAudit(tx, {
      action: 'bid.maximum',
      entity: 'lot',
      entityId: lotId,
      before: before[0] ? { maximumAmount: Number(before[0].amount) } : null,
      after: { maximumAmount: input.maximumAmount },
      ...actor,
    });
    return { maximumAmount: input.maximumAmount };
  });
}
