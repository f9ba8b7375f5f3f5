import { GENESIS_HASH } from '@portal/contracts/bidding';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildAccount, FACTORY_PASSWORD } from '../../test/factories';
import type { Session, TestApp } from '../../test/harness';
import { findLotRow } from '../auctions/lots/lot-service';
import { createAuction, createLot, lotBody, setLotRow, startAuctionNow, type Fixture } from '../auctions/test-support';
import { R } from '../participation-requests/test-support';
import { ledgerHash } from './ledger';
import { auctionBidders, bids } from './tables';
import { apiPath } from '../../test/api-client';

/** The bidder's pseudonym number in the auction, given now (the next one) when they have none. */
async function numberOf(t: TestApp, auctionId: number, userId: number): Promise<number> {
  const db = t.platform.db;
  await db.execute(sql`insert into auction_bidders (auction_id, user_id, number)
    select ${auctionId}::int, ${userId}::int, coalesce(max(number), 0) + 1 from auction_bidders
    where auction_id = ${auctionId}::int on conflict do nothing`);
  const [row] = await db
    .select({ number: auctionBidders.number })
    .from(auctionBidders)
    .where(and(eq(auctionBidders.auctionId, auctionId), eq(auctionBidders.userId, userId)));
  return row.number;
}

/**
 * Stores accepted bids on a lot in order, as the engine would (seq, ledger hash, the lot's top bid, pseudonym
 * numbers), without the engine's checks: for tests of what happens after bidding (outcome, second winners) with
 * any bidder.
 */
export async function insertBids(t: TestApp, lotId: number, placed: Array<{ userId: number; amount: number }>) {
  const db = t.platform.db;
  const lot = await findLotRow(db, lotId);
  expect(lot.auctionId, 'the lot is in an auction').not.toBeNull();
  let seq = lot.bidSeq;
  let highest = lot.highestBid === null ? 0 : Number(lot.highestBid);
  let hash = lot.lastHash ?? GENESIS_HASH;
  let at = new Date(Math.floor(Date.now() / 1000) * 1000);
  for (const bid of placed) {
    expect(bid.amount, 'bids rise').toBeGreaterThan(highest);
    seq += 1;
    highest = bid.amount;
    at = new Date(at.getTime() + 1);
    hash = ledgerHash({
      previousHash: hash,
      lotId,
      seq,
      bidderNumber: await numberOf(t, lot.auctionId!, bid.userId),
      amount: bid.amount,
      serverTime: at,
      kind: 'MANUAL',
    });
    await db
      .insert(bids)
      .values({ lotId, auctionId: lot.auctionId!, userId: bid.userId, amount: bid.amount, seq, hash, createdAt: at });
  }
  const top = placed.at(-1);
  await setLotRow(t, lotId, {
    highestBid: highest,
    bidSeq: seq,
    highestUserId: top?.userId ?? lot.highestUserId,
    lastHash: hash,
    lastBidAt: at,
  });
}

export type Bidder = { session: Session; userId: number; username: string };
export type RunningAuction = {
  auction: { id: number; auctionNumber: string };
  lots: Array<{ id: number; code: string }>;
};

/** Approved bidders made for a test: company administrators (or individuals), signed in. */
export async function makeBidders(t: TestApp, count: number, kind: 'company' | 'individual' = 'company') {
  const made: Bidder[] = [];
  for (let i = 0; i < count; i++) {
    const { user } = await buildAccount(t.platform.db, { kind, status: 'APPROVED' });
    made.push({ session: await t.loginAs(user.username, FACTORY_PASSWORD), userId: user.id, username: user.username });
  }
  return made;
}

/**
 * A RUNNING auction of `lots` lots (one product each) whose `bidders` hold approved requests for every lot:
 * built through the API (create, add lots, publish, request, approve), then started by the lifecycle
 * with its end `endInMs` from now (the start moved to now, as the scheduler would meet it).
 */
export async function runningAuction(
  f: Fixture,
  bidders: Bidder[],
  options: { lots?: number; endInMs?: number; lot?: Record<string, unknown> } = {},
): Promise<RunningAuction> {
  const { t, operator } = f;
  const auction = await createAuction(f);
  const lots: Array<{ id: number; code: string }> = [];
  for (let i = 0; i < (options.lots ?? 1); i++) {
    const lot = await createLot(f);
    if (options.lot) {
      const saved = await operator.post(apiPath('/lots'), { ...lotBody(options.lot), id: lot.id });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    lots.push({ id: lot.id, code: lot.code });
  }
  const add = await operator.post(apiPath('/auctions/add_lots'), {
    auctionNumber: auction.auctionNumber,
    lots: lots.map((l) => l.id),
  });
  expect(add.statusCode, add.body).toBe(200);
  expect((await operator.post(apiPath('/auctions/publish'), { id: auction.id })).statusCode).toBe(200);
  for (const bidder of bidders) {
    for (const lot of lots) {
      const asked = await bidder.session.post(`${R}/request`, { lot: { id: lot.id }, auction: { id: auction.id } });
      expect(asked.statusCode, asked.body).toBe(200);
      const approved = await operator.post(`${R}/approve`, { id: asked.json().id });
      expect(approved.statusCode, approved.body).toBe(200);
    }
  }
  expect(await startAuctionNow(t, auction.id, options.endInMs ?? 3_600_000)).toBe('RUNNING');
  return { auction: { id: auction.id, auctionNumber: auction.auctionNumber }, lots };
}

/** `POST /auction/send_bid` as `session`, optionally with a maximum and an idempotency key. */
export function sendBid(
  t: TestApp,
  session: Session,
  target: { auctionId: number; lotId: number },
  offeredAmount: unknown,
  extra: { maximumAmount?: unknown; key?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: apiPath('/auction/send_bid'),
    headers: { 'x-auth-token': session.token, ...(extra.key ? { 'idempotency-key': extra.key } : {}) },
    payload: {
      id: target.auctionId,
      bid: {
        lot: { id: target.lotId },
        auction: { id: target.auctionId },
        offeredAmount,
        ...(extra.maximumAmount !== undefined ? { maximumAmount: extra.maximumAmount } : {}),
      },
    },
  });
}
