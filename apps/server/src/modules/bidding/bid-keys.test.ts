import { BIDDING_ERROR } from '@portal/contracts/bidding';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { buildFixture, type Fixture } from '../auctions/test-support';
import { biddingJobs } from './notices';
import { bidKeys, bids } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';

/** JSON with every object's keys in order (a refusal kept in jsonb comes back with its keys sorted). */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );

describe('send_bid: an idempotency key is decided once', async () => {
  const t = await buildTestApp({ auctionClock: false });
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob] = await makeBidders(t, 2);
  });

  const at = (a: { auction: { id: number }; lots: Array<{ id: number }> }) => ({
    auctionId: a.auction.id,
    lotId: a.lots[0].id,
  });
  const bidsOf = (lotId: number, userId: number) =>
    t.platform.db
      .select()
      .from(bids)
      .where(and(eq(bids.lotId, lotId), eq(bids.userId, userId)));

  it('answers a key it refused with the same 409 when it comes again, even once the bid could be taken', async () => {
    const a = await runningAuction(f, [alice, bob]);
    expect((await sendBid(t, alice.session, at(a), 1000)).statusCode).toBe(200);
    const key = 'refused-0001-abcdef';
    const refused = await sendBid(t, alice.session, at(a), 2000, { key });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      _error: BIDDING_ERROR.alreadyHighest,
      minimumNextBid: 1050,
      maximumAllowedBid: 105_000,
      highestBid: 1000,
    });
    // Outbid: a new send of 2000 would be taken now, but this key's send was refused (a resend overtook it).
    expect((await sendBid(t, bob.session, at(a), 1050)).statusCode).toBe(200);
    const again = await sendBid(t, alice.session, at(a), 2000, { key });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refused.json());
    expect((await bidsOf(a.lots[0].id, alice.userId)).map((b) => Number(b.amount))).toEqual([1000]);
    // The refused key for another amount is a client error; a new key is a new bid.
    const reused = await sendBid(t, alice.session, at(a), 2100, { key });
    expect(reused.json()).toEqual({ _error: BIDDING_ERROR.idempotencyKeyReused });
    const fresh = await sendBid(t, alice.session, at(a), 2000, { key: 'refused-0002-abcdef' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    // Keys are per bidder: bob's send with alice's refused key is his own.
    const bobs = await sendBid(t, bob.session, at(a), 2050, { key });
    expect(bobs.statusCode, bobs.body).toBe(200);
  });

  it('gives every send of one key the same answer while another bid changes the lot between them', async () => {
    const a = await runningAuction(f, [alice, bob]);
    let highest = 0;
    let aliceLeads = false;
    for (let round = 0; round < 12; round++) {
      if (!aliceLeads) {
        highest += 1000;
        expect((await sendBid(t, alice.session, at(a), highest)).statusCode).toBe(200);
      }
      // Alice leads; her copies of one raise race Bob's outbidding: before it they are refused, after it one is taken.
      const key = `race-${String(round).padStart(4, '0')}-abcdef`;
      const raise = highest + 1000;
      const [outbid, ...copies] = await Promise.all([
        sendBid(t, bob.session, at(a), highest + 50),
        ...Array.from({ length: 4 }, () => sendBid(t, alice.session, at(a), raise, { key })),
      ]);
      const answers = copies.map((res) => [res.statusCode, res.statusCode === 200 ? res.json().bid.id : res.json()]);
      expect(new Set(answers.map(canonical)).size, JSON.stringify(answers)).toBe(1);
      const placed = (await bidsOf(a.lots[0].id, alice.userId)).filter((b) => Number(b.amount) === raise);
      expect(placed).toHaveLength(copies[0].statusCode === 200 ? 1 : 0);
      aliceLeads = copies[0].statusCode === 200 || outbid.statusCode !== 200;
      highest = copies[0].statusCode === 200 ? raise : outbid.statusCode === 200 ? highest + 50 : highest;
    }
  });

  it('forgets keys after a day (the scheduler job bid_keys_prune)', async () => {
    const a = await runningAuction(f, [alice, bob]);
    expect((await sendBid(t, alice.session, at(a), 1000, { key: 'prune-0001-abcdef' })).statusCode).toBe(200);
    expect((await sendBid(t, alice.session, at(a), 3000, { key: 'prune-0002-abcdef' })).statusCode).toBe(409);
    await t.platform.db
      .update(bidKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(bidKeys.idempotencyKey, 'prune-0001-abcdef'));
    const job = biddingJobs('').find((j) => j.code === 'bid_keys_prune')!;
    const summary = await job.run(t.platform.db);
    expect(summary).toEqual({ key: 'job.result.deleted', params: { count: 1 } });
    const left = await t.platform.db.select().from(bidKeys).where(eq(bidKeys.userId, alice.userId));
    expect(left.map((k) => k.idempotencyKey)).toContain('prune-0002-abcdef');
    expect(left.map((k) => k.idempotencyKey)).not.toContain('prune-0001-abcdef');
    // The bid itself still answers its key.
    const again = await sendBid(t, alice.session, at(a), 1000, { key: 'prune-0001-abcdef' });
    expect(again.statusCode, again.body).toBe(200);
  });
});
