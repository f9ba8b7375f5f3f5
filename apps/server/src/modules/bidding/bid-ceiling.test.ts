import { AMOUNT_ERROR, BIDDING_ERROR, BID_AMOUNT_MAX, bidTopic } from '@portal/contracts/bidding';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { buildFixture, collectEvents, lotBody, type Fixture } from '../auctions/test-support';
import { setParameter } from '../settings/service';
import { bidKeys, bids } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';
import { apiPath } from '../../test/api-client';

type LotState = { minimumNextBid: number; maximumAllowedBid: number | null; highestBid: number | null };

describe('the bid ceiling: no bid can freeze a lot', async () => {
  const t = await buildTestApp({ auctionClock: false });
  const db = t.platform.db;
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob] = await makeBidders(t, 2);
  });
  afterEach(() => setParameter(db, 'bid_max_multiple', 100));

  const at = (a: { auction: { id: number }; lots: Array<{ id: number }> }) => ({
    auctionId: a.auction.id,
    lotId: a.lots[0].id,
  });
  const screenLot = async (a: { auction: { id: number }; lots: Array<{ id: number }> }): Promise<LotState> =>
    (
      await t.app.inject({ method: 'GET', url: apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }) })
    ).json()[a.lots[0].id];
  /** Every state a screen is given: the next minimum is one a bidder may enter. */
  const expectBiddable = (state: LotState) => {
    expect(state.maximumAllowedBid).not.toBeNull();
    expect(state.minimumNextBid).toBeLessThanOrEqual(state.maximumAllowedBid!);
  };

  it('refuses a bid at AMOUNT_MAX (which left a minimum nobody could enter); the lot goes on taking bids', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const pushes = collectEvents(t, bidTopic(a.lots[0].id));

    // The bid that froze the lot: taken before, so every later bid was refused.
    const freeze = await sendBid(t, alice.session, at(a), BID_AMOUNT_MAX);
    expect(freeze.statusCode, freeze.body).toBe(400);
    expect(freeze.json()).toEqual({ 'bid.offeredAmount': AMOUNT_ERROR.aboveCeiling, maximumAllowedBid: 100_000 });
    expect(await db.select().from(bids).where(eq(bids.lotId, a.lots[0].id))).toEqual([]);
    expect(await screenLot(a)).toMatchObject({ minimumNextBid: 1000, maximumAllowedBid: 100_000, highestBid: null });

    // The highest bid allowed is taken, and the next bidder can still bid its next minimum.
    const top = await sendBid(t, alice.session, at(a), 100_000);
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().lot).toMatchObject({ minimumNextBid: 100_050, maximumAllowedBid: 10_005_000 });
    expectBiddable(top.json().lot);
    const next = await sendBid(t, bob.session, at(a), 100_050);
    expect(next.statusCode, next.body).toBe(200);
    expectBiddable(next.json().lot);
    expectBiddable(await screenLot(a));

    // Every push carries the highest bid allowed after its bid, the same as the answers.
    await expect.poll(() => pushes.events.length).toBe(2);
    expect(pushes.events).toEqual([
      expect.objectContaining({ seq: 1, minimumNextBid: 100_050, maximumAllowedBid: 10_005_000 }),
      expect.objectContaining({ seq: 2, minimumNextBid: 100_100, maximumAllowedBid: 10_010_000 }),
    ]);
    pushes.stop();
  });

  it('follows bid_max_multiple, for the amount, a maximum left with it and a maximum set later', async () => {
    await setParameter(db, 'bid_max_multiple', 3);
    const a = await runningAuction(f, [alice, bob]);
    expect(await screenLot(a)).toMatchObject({ minimumNextBid: 1000, maximumAllowedBid: 3000 });

    const above = await sendBid(t, alice.session, at(a), 3000.01);
    expect(above.json()).toEqual({ 'bid.offeredAmount': AMOUNT_ERROR.aboveCeiling, maximumAllowedBid: 3000 });
    const maximumAbove = await sendBid(t, alice.session, at(a), 1000, { maximumAmount: 3000.01 });
    expect(maximumAbove.statusCode).toBe(400);
    expect(maximumAbove.json()).toEqual({ 'bid.maximumAmount': AMOUNT_ERROR.aboveCeiling, maximumAllowedBid: 3000 });
    expect(await db.select().from(bids).where(eq(bids.lotId, a.lots[0].id))).toEqual([]);

    const taken = await sendBid(t, alice.session, at(a), 1000, { maximumAmount: 3000 });
    expect(taken.statusCode, taken.body).toBe(200);
    // Bob outbids; alice's maximum answers at 1150 + 50. The ceiling is now 3 × (1200 + 50).
    expect((await sendBid(t, bob.session, at(a), 1150)).json().lot).toMatchObject({
      highestBid: 1200,
      maximumAllowedBid: 3750,
      position: 'OUTBID',
    });
    const set = (maximumAmount: number) =>
      alice.session.post(apiPath('/auction/set_maximum'), { lot: a.lots[0].id, auction: a.auction.id, maximumAmount });
    const tooHigh = await set(3750.01);
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json()).toEqual({ maximumAmount: AMOUNT_ERROR.aboveCeiling, maximumAllowedBid: 3750 });
    expect((await set(3750)).json()).toEqual({ maximumAmount: 3750 });
  });

  it('keeps a refusal above the ceiling as the decision of its Idempotency-Key', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const key = 'ceiling-0001-abcdef';
    const refused = await sendBid(t, bob.session, at(a), 200_000, { key });
    expect(refused.statusCode).toBe(400);
    // The lot moves so far that the same amount is within the ceiling now…
    expect((await sendBid(t, alice.session, at(a), 5000)).statusCode).toBe(200);
    // …yet a send of the key decided with a refusal (a resend that overtook the first send) is answered the same.
    const again = await sendBid(t, bob.session, at(a), 200_000, { key });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(refused.json());
    const lotBids = await db.select().from(bids).where(eq(bids.lotId, a.lots[0].id));
    expect(lotBids.map((b) => [b.userId, Number(b.amount)])).toEqual([[alice.userId, 5000]]);
    const [kept] = await db.select().from(bidKeys).where(eq(bidKeys.idempotencyKey, key));
    expect(kept).toMatchObject({ refusalStatus: 400, refusal: refused.json() });
  });

  it('at the very top no bid fits under AMOUNT_MAX: the lot says so instead of showing a minimum nobody may enter', async () => {
    // A starting price that leaves no room for the first bid's next minimum is refused when the lot is saved.
    const noRoom = await f.operator.post(
      apiPath('/lots'),
      lotBody({ startingPrice: BID_AMOUNT_MAX, minimumIncrementAmount: 1 }),
    );
    expect(noRoom.statusCode).toBe(400);
    expect(noRoom.json()).toEqual({ startingPrice: 'lot.starting_price_leaves_no_increment' });

    const a = await runningAuction(f, [alice, bob], {
      lot: { startingPrice: 999_999_999_000, minimumIncrementAmount: 100 },
    });
    expect(await screenLot(a)).toMatchObject({ minimumNextBid: 999_999_999_000, maximumAllowedBid: 999_999_999_900 });
    // One increment above the highest bid allowed would leave the next minimum above AMOUNT_MAX.
    const over = await sendBid(t, alice.session, at(a), 999_999_999_900.01);
    expect(over.json()).toEqual({ 'bid.offeredAmount': AMOUNT_ERROR.aboveCeiling, maximumAllowedBid: 999_999_999_900 });
    const last = await sendBid(t, alice.session, at(a), 999_999_999_900);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().lot).toMatchObject({ minimumNextBid: BID_AMOUNT_MAX, maximumAllowedBid: null });
    expect(await screenLot(a)).toMatchObject({ highestBid: 999_999_999_900, maximumAllowedBid: null });
    const after = await sendBid(t, bob.session, at(a), BID_AMOUNT_MAX);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ _error: BIDDING_ERROR.bidLimitReached, highestBid: 999_999_999_900 });
  });
});
