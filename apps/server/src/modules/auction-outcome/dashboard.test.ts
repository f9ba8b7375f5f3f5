import type { AuctionDashboard, AuctionDashboardDetail } from '@portal/contracts/auction-outcome';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../test/api-client';
import { buildTestApp } from '../../test/harness';
import { auctionInStatus, buildFixture, setLotRow, type Fixture } from '../auctions/test-support';
import { lotBidFigures } from '../bidding';
import { bids } from '../bidding/tables';
import { insertBids } from '../bidding/test-support';

// The operator dashboard: an auction's figures from its lots and the ledger, the latest auctions, and the
// anti-sniping extensions (not stored: read from the ledger) against a replay of the engine's rule.

const MINUTE = 60_000;

/**
 * The engine's rule replayed bid by bid: a bid is accepted while the lot's end is later than it; with less than
 * the window left it moves the end to greatest(end, least(bid + window, latest end)). Answers the accepted bids'
 * times and how many of them moved the end.
 */
function replay(planned: number, windowMinutes: number, latest: number | null, times: number[]) {
  let end = planned;
  const accepted: number[] = [];
  let moves = 0;
  for (const at of times) {
    if (at >= end) continue;
    accepted.push(at);
    if (windowMinutes > 0 && end - at < windowMinutes * MINUTE) {
      const next = Math.max(end, Math.min(at + windowMinutes * MINUTE, latest ?? end));
      if (next > end) moves += 1;
      end = next;
    }
  }
  return { accepted, moves };
}

describe('the operator dashboard', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let f: Fixture;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    f = await buildFixture(t);
    const person = await t.loginAs('person');
    for (const [name, session] of [
      ['trader', f.trader],
      ['person', person],
      ['admin', f.admin],
    ] as const) {
      ids[name] = (await session.get(apiPath('/user'))).json().id;
    }
  });

  it('counts an auction’s lots sold and unsold, revenue against starting prices, bids and bidders', async () => {
    const sold = await auctionInStatus(f, 'RUNNING');
    await insertBids(t, sold.lot.id, [
      { userId: ids.person, amount: 1100 },
      { userId: ids.admin, amount: 1200 },
      { userId: ids.person, amount: 1250.5 },
      { userId: ids.trader, amount: 1300.25 },
    ]);
    const unsold = await auctionInStatus(f, 'RUNNING');
    for (const { auction } of [sold, unsold]) {
      const finished = await f.operator.post(apiPath('/auctions/force_finish'), { id: auction.id });
      expect(finished.statusCode, finished.body).toBe(200);
    }

    const res = await f.operator.get(apiPath('/auction_dashboard/{id}', { id: sold.auction.id }));
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<AuctionDashboardDetail>();
    const startingPrice = detail.lots[0].startingPrice;
    expect(detail.auction).toMatchObject({
      auctionId: sold.auction.id,
      status: 'FINISHED',
      lots: 1,
      sold: 1,
      unsold: 0,
      revenue: 1300.25,
      soldStartingPrices: startingPrice,
      startingPrices: startingPrice,
      bids: 4,
      bidders: 3,
      extensions: 0,
    });
    expect(detail.lots).toEqual([
      expect.objectContaining({ lotId: sold.lot.id, status: 'SOLD', winningAmount: 1300.25, bids: 4, bidders: 3 }),
    ]);

    const list = (await f.operator.get(apiPath('/auction_dashboard'))).json<AuctionDashboard>();
    const [a, b] = [sold, unsold].map(({ auction }) => list.auctions.find((x) => x.auctionId === auction.id));
    expect(a).toEqual(detail.auction);
    expect(b).toMatchObject({ lots: 1, sold: 0, unsold: 1, revenue: 0, soldStartingPrices: 0, bids: 0, bidders: 0 });
    // Oldest first by end.
    const ends = list.auctions.map((x) => x.endDate);
    expect([...ends].sort()).toEqual(ends);

    expect((await f.operator.get(apiPath('/auction_dashboard/{id}', { id: 2_147_480_000 }))).statusCode).toBe(404);
    expect((await f.trader.get(apiPath('/auction_dashboard'))).statusCode).toBe(403);
  });

  it('counts the bids that moved a lot’s end as the engine’s rule replayed does', async () => {
    const { auction, lot } = await auctionInStatus(f, 'RUNNING');
    const users = [ids.trader, ids.person, ids.admin];
    const planned = Math.floor(Date.now() / MINUTE) * MINUTE + 60 * MINUTE;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 2, 5),
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
        fc.array(fc.integer({ min: -15 * 60, max: 25 * 60 }), { maxLength: 12 }),
        async (windowMinutes, capMinutes, seconds) => {
          const latest = capMinutes === null ? null : planned + capMinutes * MINUTE;
          const times = seconds.map((s) => planned + s * 1000).sort((x, y) => x - y);
          const { accepted, moves } = replay(planned, windowMinutes, latest, times);
          await db.delete(bids).where(eq(bids.lotId, lot.id));
          await setLotRow(t, lot.id, {
            antiSnipingMinutes: windowMinutes,
            plannedEndTime: new Date(planned),
            latestEndTime: latest === null ? null : new Date(latest),
          });
          for (const [i, at] of accepted.entries()) {
            await db.insert(bids).values({
              lotId: lot.id,
              auctionId: auction.id,
              userId: users[i % users.length],
              amount: 1000 + i,
              seq: i + 1,
              hash: `h${i}`,
              createdAt: new Date(at),
            });
          }
          const figures = (await lotBidFigures(db, [lot.id])).get(lot.id);
          expect(figures ?? { bids: 0, bidders: 0, extensions: 0 }).toEqual({
            bids: accepted.length,
            bidders: new Set(accepted.map((_, i) => users[i % users.length])).size,
            extensions: moves,
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
