import { BIDDING_ERROR, GENESIS_HASH, bidTopic } from '@portal/contracts/bidding';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { lots } from '../auctions/tables';
import { auctionInStatus, buildFixture, collectEvents, type Fixture } from '../auctions/test-support';
import { R } from '../participation-requests/test-support';
import { ledgerHash } from './ledger';
import { bids } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';
import { apiPath } from '../../test/api-client';

describe('send_bid: the bid engine', async () => {
  // Lots close when the tests say (the lifecycle), not on the clock's second.
  const t = await buildTestApp({ auctionClock: false });
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;
  let carol: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob, carol] = await makeBidders(t, 3);
  });

  const at = (a: { auction: { id: number }; lots: Array<{ id: number }> }, i = 0) => ({
    auctionId: a.auction.id,
    lotId: a.lots[i].id,
  });

  it('accepts the first bid at the starting price, then bids of at least highest + increment, each with a chained hash', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const events = collectEvents(t, bidTopic(a.lots[0].id));
    const first = await sendBid(t, alice.session, at(a), 1000);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.bid).toMatchObject({
      lotId: a.lots[0].id,
      amount: 1000,
      seq: 1,
      username: alice.username,
      bidderNumber: 1,
    });
    expect(body.lot).toMatchObject({
      highestBid: 1000,
      minimumNextBid: 1050,
      bidCount: 1,
      position: 'LEADING',
      leaderNumber: 1,
    });
    expect(body.bid.remainingTime).toBeGreaterThan(3_500_000);
    expect(body.bid.hash).toBe(
      ledgerHash({
        previousHash: GENESIS_HASH,
        lotId: a.lots[0].id,
        seq: 1,
        bidderNumber: 1,
        amount: 1000,
        serverTime: new Date(body.bid.serverTime),
        kind: 'MANUAL',
      }),
    );

    const second = await sendBid(t, bob.session, at(a), 1050);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().bid).toMatchObject({ seq: 2, amount: 1050, bidderNumber: 2 });
    const rows = await t.platform.db.select().from(bids).where(eq(bids.lotId, a.lots[0].id)).orderBy(bids.seq);
    expect(rows.map((r) => [r.seq, Number(r.amount), r.userId])).toEqual([
      [1, 1000, alice.userId],
      [2, 1050, bob.userId],
    ]);
    expect(rows[1].hash).toBe(
      ledgerHash({
        previousHash: rows[0].hash,
        lotId: a.lots[0].id,
        seq: 2,
        bidderNumber: 2,
        amount: 1050,
        serverTime: rows[1].createdAt,
        kind: 'MANUAL',
      }),
    );
    await expect.poll(() => events.events.length).toBe(2);
    expect(events.events[1]).toMatchObject({
      lotId: a.lots[0].id,
      seq: 2,
      amount: 1050,
      bidderNumber: 2,
      highestBid: 1050,
      minimumNextBid: 1100,
      kind: 'MANUAL',
    });
    events.stop();
  });

  it('refuses with a stable key and the facts the screen needs', async () => {
    const a = await runningAuction(f, [alice, bob]);
    expect((await sendBid(t, alice.session, at(a), 1000)).statusCode).toBe(200);

    const low = await sendBid(t, bob.session, at(a), 1049.99);
    expect(low.statusCode).toBe(409);
    expect(low.json()).toEqual({
      _error: BIDDING_ERROR.bidTooLow,
      minimumNextBid: 1050,
      maximumAllowedBid: 105_000,
      highestBid: 1000,
    });

    const self = await sendBid(t, alice.session, at(a), 2000);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ _error: BIDDING_ERROR.alreadyHighest });

    const stranger = await sendBid(t, carol.session, at(a), 5000);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toEqual({ _error: BIDDING_ERROR.notApprovedForLot });
    const staff = await sendBid(t, f.operator, at(a), 9000);
    expect(staff.json()).toEqual({ _error: BIDDING_ERROR.notApprovedForLot });

    await t.platform.db
      .update(lots)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(lots.id, a.lots[0].id));
    const ended = await sendBid(t, bob.session, at(a), 5000);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ _error: BIDDING_ERROR.lotEnded });

    const b = await runningAuction(f, [alice]);
    const cancelled = await f.operator.post(apiPath('/lots/cancel'), { id: b.lots[0].id, cancelReason: 'Damaged' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notActive = await sendBid(t, alice.session, at(b), 5000);
    expect(notActive.statusCode).toBe(409);
    expect(notActive.json()).toEqual({ _error: BIDDING_ERROR.lotNotActive, status: 'CANCELLED' });

    const published = await auctionInStatus(f, 'PUBLISHED');
    const asked = await alice.session.post(`${R}/request`, {
      lot: { id: published.lot.id },
      auction: { id: published.auction.id },
    });
    expect((await f.operator.post(`${R}/approve`, { id: asked.json().id })).statusCode).toBe(200);
    const early = await sendBid(t, alice.session, { auctionId: published.auction.id, lotId: published.lot.id }, 5000);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ _error: BIDDING_ERROR.auctionNotRunning, status: 'PUBLISHED' });

    // The lot's end passed: the lifecycle has closed it by now, and the auction with it (its only lot).
    expect((await sendBid(t, alice.session, { auctionId: b.auction.id, lotId: a.lots[0].id }, 5000)).statusCode).toBe(
      400,
    );
    expect((await sendBid(t, alice.session, { auctionId: a.auction.id, lotId: 2_000_000 }, 5000)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: apiPath('/auction/send_bid'), payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 with the field key for bad amounts, and writes nothing', async () => {
    const a = await runningAuction(f, [alice]);
    for (const [amount, key] of [
      [-5, 'validation.amount_invalid'],
      [0, 'validation.amount_invalid'],
      [1000.005, 'validation.amount_decimals'],
      ['abc', 'validation.amount_invalid'],
      // Money is a JSON number: a text is refused however it reads.
      ['1250.50', 'validation.amount_invalid'],
      ['1000', 'validation.amount_invalid'],
      [1e15, 'validation.too_big'],
      ['1e400', 'validation.amount_invalid'],
      [null, 'generic.required'],
    ] as const) {
      const res = await sendBid(t, alice.session, at(a), amount);
      expect(res.statusCode, `${amount}`).toBe(400);
      expect(res.json(), `${amount}`).toEqual({ 'bid.offeredAmount': key });
    }
    const below = await sendBid(t, alice.session, at(a), 1000, { maximumAmount: 999 });
    expect(below.json()).toEqual({ 'bid.maximumAmount': 'eauction.maximum_below_amount' });
    const maximumAsText = await sendBid(t, alice.session, at(a), 1000, { maximumAmount: '2000.00' });
    expect([maximumAsText.statusCode, maximumAsText.json()]).toEqual([
      400,
      { 'bid.maximumAmount': 'validation.amount_invalid' },
    ]);
    const mismatch = await t.app.inject({
      method: 'POST',
      url: apiPath('/auction/send_bid'),
      headers: { 'x-auth-token': alice.session.token },
      payload: { id: a.auction.id + 1, bid: { lot: a.lots[0].id, auction: a.auction.id, offeredAmount: 1000 } },
    });
    expect(mismatch.json()).toEqual({ id: 'validation.invalid_value' });
    expect(await t.platform.db.select().from(bids).where(eq(bids.lotId, a.lots[0].id))).toEqual([]);
  });

  it('answers a retried request with the same idempotency key with the first bid and never bids twice', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const key = 'retry-0001-abcdef';
    const first = await sendBid(t, alice.session, at(a), 1000, { key });
    const again = await sendBid(t, alice.session, at(a), 1000, { key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().bid).toMatchObject({ id: first.json().bid.id, seq: 1, hash: first.json().bid.hash });
    // After someone else bid, the retry still answers the first bid and does not bid again.
    expect((await sendBid(t, bob.session, at(a), 1050)).statusCode).toBe(200);
    const late = await sendBid(t, alice.session, at(a), 1000, { key });
    expect(late.json().bid.id).toBe(first.json().bid.id);
    expect(late.json().lot).toMatchObject({ highestBid: 1050, position: 'OUTBID' });
    expect(await t.platform.db.select().from(bids).where(eq(bids.lotId, a.lots[0].id))).toHaveLength(2);
    // The same key for another amount is a client error, not a bid.
    const reused = await sendBid(t, alice.session, at(a), 1100, { key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ _error: BIDDING_ERROR.idempotencyKeyReused });
    // Keys are per user: another bidder's request with the same key is their own bid.
    expect((await sendBid(t, alice.session, at(a), 1100, { key: 'retry-0002-abcdef' })).statusCode).toBe(200);
    const sameKeyOtherUser = await sendBid(t, bob.session, at(a), 1150, { key });
    expect(sameKeyOtherUser.statusCode, sameKeyOtherUser.body).toBe(200);
    expect(sameKeyOtherUser.json().bid.seq).toBe(4);
    expect((await sendBid(t, alice.session, at(a), 1200, { key: 'bad key!' })).statusCode).toBe(400);
  });
});

describe('send_bid: the rate limit per session', async () => {
  const t = await buildTestApp({ auctionClock: false, bidRateLimit: 2 });
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob] = await makeBidders(t, 2);
  });

  it('refuses the bids of a session over BID_RATE_LIMIT a second (429), not those of another session', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const lot = { auctionId: a.auction.id, lotId: a.lots[0].id };
    // Three at once from one session, all inside the second: counted before they are looked at.
    const answers = await Promise.all([1000, 1100, 1200].map((amount) => sendBid(t, alice.session, lot, amount)));
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0].json()).toEqual({ _error: 'too_many_requests' });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    // Another session from the same address bids as usual.
    const other = await sendBid(t, bob.session, lot, 2000);
    expect(other.statusCode, other.body).toBe(200);
  });
});
