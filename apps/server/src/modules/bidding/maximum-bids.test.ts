import { fromCents, toCents } from '@portal/contracts/bidding';
import { applyModelEvent, newModelLot, type ModelEvent } from '@portal/contracts/bidding-model';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { lots } from '../auctions/tables';
import { buildFixture, type Fixture } from '../auctions/test-support';
import { bids, lotMaximumBids } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';
import { apiPath } from '../../test/api-client';

const START = 1000;
const STEP = 50;

describe('maximum (proxy) bids through the API', async () => {
  const t = await buildTestApp({ auctionClock: false });
  const db = t.platform.db;
  let f: Fixture;
  let bidders: Bidder[];

  beforeAll(async () => {
    f = await buildFixture(t);
    bidders = await makeBidders(t, 3);
  });

  const lotState = async (lotId: number) => {
    const [row] = await db.select().from(lots).where(eq(lots.id, lotId));
    return { price: row.highestBid === null ? null : toCents(Number(row.highestBid)), leaderId: row.highestUserId };
  };
  // Whether the lot's bids go through the maximums' transaction (a bid without one is otherwise decided alone).
  const hasMaximums = async (lotId: number) =>
    (await db.select({ flag: lots.hasMaximums }).from(lots).where(eq(lots.id, lotId)))[0].flag;

  it('bids for a maximum holder when they are outbid, up to the maximum, and keeps it private', async () => {
    const [alice, bob, carol] = bidders;
    const a = await runningAuction(f, bidders);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    // Alice bids 1000 and leaves a maximum of 1400.
    expect((await sendBid(t, alice.session, target, 1000, { maximumAmount: 1400 })).statusCode).toBe(200);
    // Bob bids 1100: the server answers for alice at 1150; bob is told he is outbid.
    const bob1 = await sendBid(t, bob.session, target, 1100);
    expect(bob1.json().bid).toMatchObject({ seq: 2, amount: 1100 });
    expect(bob1.json().lot).toMatchObject({ highestBid: 1150, bidCount: 3, position: 'OUTBID', leaderNumber: 1 });
    // Bob leaves a maximum of 1300: alice's 1400 still wins, at 1350.
    const bob2 = await sendBid(t, bob.session, target, 1200, { maximumAmount: 1300 });
    expect(bob2.json().lot).toMatchObject({ highestBid: 1350, position: 'OUTBID' });
    // Carol goes over alice's maximum: carol leads at 1450, and the automatic bids are in the chain.
    const carol1 = await sendBid(t, carol.session, target, 1450);
    expect(carol1.json().lot).toMatchObject({ highestBid: 1450, position: 'LEADING' });
    const rows = await db.select().from(bids).where(eq(bids.lotId, target.lotId)).orderBy(bids.seq);
    expect(rows.map((r) => [r.seq, Number(r.amount), r.kind])).toEqual([
      [1, 1000, 'MANUAL'],
      [2, 1100, 'MANUAL'],
      [3, 1150, 'MAXIMUM'],
      [4, 1200, 'MANUAL'],
      [5, 1350, 'MAXIMUM'],
      [6, 1450, 'MANUAL'],
    ]);
    // A maximum is seen by its holder alone.
    const mine = (
      await alice.session.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }))
    ).json();
    expect(mine[target.lotId].mine).toMatchObject({ maximumAmount: 1400, position: 'OUTBID' });
    const others = (
      await carol.session.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }))
    ).json();
    expect(JSON.stringify(others)).not.toContain('1400');
    expect(
      JSON.stringify(
        (
          await t.app.inject({
            method: 'GET',
            url: apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }),
          })
        ).json(),
      ),
    ).not.toContain('1400');
  });

  it('lets the leader change their maximum, and no one else', async () => {
    const [alice, bob] = bidders;
    const a = await runningAuction(f, bidders);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    const set = (session: Bidder['session'], maximumAmount: number | null) =>
      session.post(apiPath('/auction/set_maximum'), { lot: target.lotId, auction: target.auctionId, maximumAmount });
    expect((await sendBid(t, alice.session, target, 1000)).statusCode).toBe(200);
    expect(await hasMaximums(target.lotId)).toBe(false);
    expect((await set(bob.session, 2000)).json()).toEqual({ _error: 'eauction.maximum_only_for_leader' });
    expect((await set(alice.session, 900)).json()).toEqual({ maximumAmount: 'eauction.maximum_below_highest' });
    // Money is a JSON number: the maximum as text is refused on its field.
    const asText = await alice.session.post(apiPath('/auction/set_maximum'), {
      lot: target.lotId,
      auction: target.auctionId,
      maximumAmount: '2000.00',
    });
    expect([asText.statusCode, asText.json()]).toEqual([400, { maximumAmount: 'validation.amount_invalid' }]);
    expect((await set(alice.session, 2000)).json()).toEqual({ maximumAmount: 2000 });
    expect(await hasMaximums(target.lotId)).toBe(true);
    expect((await sendBid(t, bob.session, target, 1500)).json().lot).toMatchObject({
      highestBid: 1550,
      position: 'OUTBID',
    });
    expect((await set(alice.session, null)).json()).toEqual({ maximumAmount: null });
    expect(await hasMaximums(target.lotId)).toBe(false);
    expect((await sendBid(t, bob.session, target, 1600)).json().lot).toMatchObject({
      highestBid: 1600,
      position: 'LEADING',
    });
  });

  it('keeps the lot on the maximums’ path while one of them is left', async () => {
    const [alice, bob] = bidders;
    const a = await runningAuction(f, bidders);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    expect((await sendBid(t, alice.session, target, 1000, { maximumAmount: 2000 })).statusCode).toBe(200);
    // Bob leaves a maximum too; Alice's answers it, and both are stored.
    const bob1 = await sendBid(t, bob.session, target, 1100, { maximumAmount: 1300 });
    expect(bob1.json().lot).toMatchObject({ highestBid: 1350, position: 'OUTBID' });
    // Alice, leading, removes hers: Bob's is still there, so the flag stays raised.
    const removed = await alice.session.post(apiPath('/auction/set_maximum'), {
      lot: target.lotId,
      auction: target.auctionId,
      maximumAmount: null,
    });
    expect(removed.json()).toEqual({ maximumAmount: null });
    const left = await db.select().from(lotMaximumBids).where(eq(lotMaximumBids.lotId, target.lotId));
    expect(left.map((m) => m.userId)).toEqual([bob.userId]);
    expect(await hasMaximums(target.lotId)).toBe(true);
  });

  const event = fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('bid' as const),
        who: fc.integer({ min: 0, max: 2 }),
        // Near the current price: some too low, most a few steps over, in whole euros.
        steps: fc.integer({ min: -1, max: 6 }),
        cents: fc.constantFrom(0, 0, 0, 1000, 2500),
        // Maximums from a few levels, so equal maximums (the earlier wins) happen often.
        level: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('maximum' as const),
        who: fc.integer({ min: 0, max: 2 }),
        steps: fc.integer({ min: -1, max: 10 }),
      }),
    },
  );

  it('ends every random sequence of bids and maximums with the same leader and price as the reference model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 14 }), async (script) => {
        const a = await runningAuction(f, bidders);
        const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
        const model = newModelLot(toCents(START), toCents(STEP));
        for (const step of script) {
          const base = model.price ?? model.startingPrice;
          const bidder = bidders[step.who];
          let modelEvent: ModelEvent;
          let res;
          if (step.kind === 'bid') {
            const amount = base + step.steps * toCents(STEP) + step.cents;
            const level = step.level === undefined ? undefined : toCents(START) + step.level * 4 * toCents(STEP);
            const maximum = level === undefined ? undefined : Math.max(level, amount);
            modelEvent = { kind: 'bid', userId: bidder.userId, amount, maximum };
            res = await sendBid(t, bidder.session, target, fromCents(amount), {
              maximumAmount: maximum === undefined ? undefined : fromCents(maximum),
            });
          } else {
            const maximum = base + step.steps * toCents(STEP);
            modelEvent = { kind: 'maximum', userId: bidder.userId, maximum };
            res = await bidder.session.post(apiPath('/auction/set_maximum'), {
              lot: target.lotId,
              auction: target.auctionId,
              maximumAmount: fromCents(maximum),
            });
          }
          const outcome = applyModelEvent(model, modelEvent);
          const said = `${JSON.stringify(modelEvent)} → ${res.statusCode} ${res.body}`;
          if (outcome.accepted) expect(res.statusCode, said).toBe(200);
          else expect([400, 409], said).toContain(res.statusCode);
          expect(await lotState(target.lotId)).toEqual({ price: model.price, leaderId: model.leaderId });
          // The lot's flag is whether it has maximums, whichever way they were left.
          const left = await db.select().from(lotMaximumBids).where(eq(lotMaximumBids.lotId, target.lotId));
          expect(await hasMaximums(target.lotId), said).toBe(left.length > 0);
        }
      }),
      { numRuns: 25, seed: 1125 },
    );
  });
});
