import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { runAuctionLifecycle } from '../auctions/scheduler/auction-scheduler';
import { lots } from '../auctions/tables';
import { buildFixture, createLot, type Fixture } from '../auctions/test-support';
import { bids } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';
import { apiPath } from '../../test/api-client';
import { LOT_BIDS_HEADERS, type AuctionLotBids } from '@portal/contracts/bidding';

describe('the bid ledger, pseudonyms and the bidding reads', async () => {
  const t = await buildTestApp({ auctionClock: false });
  const db = t.platform.db;
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;
  let carol: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob, carol] = await makeBidders(t, 3);
  });

  const verify = (query: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: `${apiPath('/auction/verify_receipt')}?${new URLSearchParams(query as Record<string, string>).toString()}`,
    });

  it('verifies a receipt against the chain; any edit of a stored bid breaks it', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    const receipts = [];
    for (const [bidder, amount] of [
      [alice, 1000],
      [bob, 1050],
      [alice, 1100],
    ] as const) {
      receipts.push((await sendBid(t, bidder.session, target, amount)).json().bid);
    }
    const second = { lot: target.lotId, seq: 2, hash: receipts[1].hash };
    const valid = await verify(second);
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toMatchObject({
      verdict: 'VALID',
      amount: 1050,
      headSeq: 3,
      headHash: receipts[2].hash,
      lotClosed: false,
    });
    expect(valid.json()).not.toHaveProperty('userId');
    expect((await verify({ ...second, hash: receipts[0].hash })).json().verdict).toBe('MISMATCH');
    expect((await verify({ ...second, seq: 9 })).json().verdict).toBe('UNKNOWN');
    expect((await verify({ ...second, lot: 2_000_000 })).json().verdict).toBe('UNKNOWN');
    expect((await verify({ ...second, hash: 'not-a-hash' })).statusCode).toBe(400);

    // Someone with database access raises the first bid: every receipt of the lot now fails.
    await db.execute(sql`update bids set amount = 1001 where lot_id = ${target.lotId} and seq = 1`);
    expect((await verify(second)).json().verdict).toBe('CHAIN_BROKEN');
    const staff = (
      await f.operator.get(
        apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId: a.auction.id, lotId: target.lotId }),
      )
    ).json();
    expect(staff.lot.chainValid).toBe(false);
    // Putting it back restores the chain; rewriting a hash to match an edit breaks the next link instead.
    await db.execute(sql`update bids set amount = 1000 where lot_id = ${target.lotId} and seq = 1`);
    expect((await verify(second)).json().verdict).toBe('VALID');
    await db.execute(sql`update bids set hash = repeat('a', 64) where lot_id = ${target.lotId} and seq = 2`);
    expect((await verify(second)).json().verdict).toBe('CHAIN_BROKEN');
    await db.execute(sql`update bids set hash = ${receipts[1].hash} where lot_id = ${target.lotId} and seq = 2`);
    // Deleting the last bid: the chain no longer reaches the lot's head.
    await db.delete(bids).where(eq(bids.hash, receipts[2].hash));
    expect((await verify(second)).json().verdict).toBe('CHAIN_BROKEN');
  });

  it('a bid drops the lot lists and chains from the public cache, and leaves the auction lists cached', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    const read = (url: string) => t.app.inject({ method: 'GET', url });
    const urls = {
      auctions: `${apiPath('/auctions/public/list/{list}', { list: 'running' })}?page=1&count=50`,
      promoted: apiPath('/auctions/promoted_auctions'),
      lots: `${apiPath('/lots/get_lots_in_upcoming_and_running_auctions/{type}', { type: 3 })}?page=1&count=50`,
      chain: apiPath('/auction/lot_chain/{lotId}', { lotId: target.lotId }),
    };
    for (const url of Object.values(urls)) {
      expect((await read(url)).statusCode).toBe(200);
      expect((await read(url)).headers['x-cache'], url).toBe('hit');
    }
    await sendBid(t, alice.session, target, 1000);
    const after = Object.fromEntries(
      await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await read(url)] as const)),
    );
    expect(after.auctions.headers['x-cache']).toBe('hit');
    expect(after.promoted.headers['x-cache']).toBe('hit');
    expect(after.lots.headers['x-cache']).toBe('miss');
    expect(after.chain.headers['x-cache']).toBe('miss');
    const lot = after.lots
      .json<{ content: Array<{ id: number; highestBid: number | null }> }>()
      .content.find((l) => l.id === target.lotId);
    expect(lot?.highestBid).toBe(1000);
    expect(after.chain.json()).toMatchObject({ headSeq: 1 });
  });

  it("publishes each lot's chain to everyone while it runs, fresh after every bid; hides lots of auctions being built", async () => {
    const a = await runningAuction(f, [alice, bob]);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    const chain = (lotId: number, after = 0) =>
      t.app.inject({ method: 'GET', url: `${apiPath('/auction/lot_chain/{lotId}', { lotId })}?after=${after}` });
    const empty = await chain(target.lotId);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ status: 'ACTIVE', closed: false, headSeq: 0, headHash: null, links: [] });
    // Kept by the public cache, and dropped by the next bid (its topic), on this instance and every other.
    expect((await chain(target.lotId)).headers.etag).toBe(empty.headers.etag);
    const first = (await sendBid(t, alice.session, target, 1000)).json().bid;
    const one = (await chain(target.lotId)).json();
    expect(one).toMatchObject({ headSeq: 1, headHash: first.hash, nextAfter: null });
    expect(one.links).toEqual([
      {
        seq: 1,
        amount: 1000,
        bidderNumber: first.bidderNumber,
        kind: 'MANUAL',
        serverTime: first.serverTime,
        hash: first.hash,
      },
    ]);
    const second = (await sendBid(t, bob.session, target, 1050)).json().bid;
    expect((await chain(target.lotId, 1)).json().links.map((l: { hash: string }) => l.hash)).toEqual([second.hash]);
    expect((await chain(2_000_000)).statusCode).toBe(404);
    expect((await chain(target.lotId, -1)).statusCode).toBe(400);

    // A lot in an auction still being built, and a lot in no auction, have no public chain.
    const created = (
      await f.operator.post(apiPath('/auctions'), {
        startDate: new Date(Date.now() + 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      })
    ).json();
    const lot = await createLot(f);
    expect((await chain(lot.id)).statusCode).toBe(404);
    expect(
      (await f.operator.post(apiPath('/auctions/add_lots'), { auctionNumber: created.auctionNumber, lots: [lot.id] }))
        .statusCode,
    ).toBe(200);
    expect((await chain(lot.id)).statusCode).toBe(404);
  });

  it('answers lot_bids keyed by lot id at the top level, with the server time and the caller kind as headers', async () => {
    const a = await runningAuction(f, [alice, bob], { lots: 3 });
    const url = apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id });
    const before = Date.now();
    const visitor = await t.app.inject({ method: 'GET', url });
    const after = Date.now();
    expect(visitor.statusCode, visitor.body).toBe(200);
    const body = visitor.json<AuctionLotBids>();
    expect(Object.keys(body).sort()).toEqual(a.lots.map((l) => String(l.id)).sort());
    for (const [key, lot] of Object.entries(body)) expect(String(lot.lotId)).toBe(key);
    const serverTime = Date.parse(String(visitor.headers[LOT_BIDS_HEADERS.serverTime]));
    // The database's clock in the test process: within the request, give or take a clock step.
    expect(serverTime).toBeGreaterThanOrEqual(before - 1000);
    expect(serverTime).toBeLessThanOrEqual(after + 1000);
    expect(visitor.headers[LOT_BIDS_HEADERS.viewer]).toBe('VISITOR');
    // A live read (and the caller's own part once signed in): never stored by a browser or a proxy.
    expect(visitor.headers['cache-control']).toBe('no-store');

    const bidder = await alice.session.get(url);
    expect(Object.keys(bidder.json()).sort()).toEqual(Object.keys(body).sort());
    expect(Object.values(bidder.json()).every((l) => l.approved && l.mine !== null)).toBe(true);
    expect(bidder.headers[LOT_BIDS_HEADERS.viewer]).toBe('BIDDER');
    expect(bidder.headers['cache-control']).toBe('no-store');
  });

  it('shows pseudonyms, stable per auction, to everyone while a lot runs; staff see names once it has closed', async () => {
    const a = await runningAuction(f, [alice, bob, carol], { lots: 2 });
    const [one, two] = a.lots;
    expect(
      (await sendBid(t, carol.session, { auctionId: a.auction.id, lotId: one.id }, 1000)).json().bid.bidderNumber,
    ).toBe(1);
    expect(
      (await sendBid(t, alice.session, { auctionId: a.auction.id, lotId: one.id }, 1050)).json().bid.bidderNumber,
    ).toBe(2);
    expect(
      (await sendBid(t, alice.session, { auctionId: a.auction.id, lotId: two.id }, 1000)).json().bid.bidderNumber,
    ).toBe(2);
    expect(
      (await sendBid(t, carol.session, { auctionId: a.auction.id, lotId: two.id }, 1050)).json().bid.bidderNumber,
    ).toBe(1);

    const visitor = await t.app.inject({
      method: 'GET',
      url: apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }),
    });
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.headers[LOT_BIDS_HEADERS.viewer]).toBe('VISITOR');
    const seen = visitor.json<AuctionLotBids>();
    expect(seen[one.id]).toMatchObject({
      code: one.code,
      status: 'ACTIVE',
      highestBid: 1050,
      minimumNextBid: 1100,
      bidCount: 2,
      leaderNumber: 2,
      antiSnipingMinutes: 3,
      approved: false,
      mine: null,
    });
    expect(seen[one.id].lastBids.map((b: { seq: number; bidderNumber: number }) => [b.seq, b.bidderNumber])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(JSON.stringify(seen)).not.toContain(alice.username);
    expect(JSON.stringify(seen)).not.toContain(carol.username);

    const alices = await alice.session.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }));
    expect(alices.headers[LOT_BIDS_HEADERS.viewer]).toBe('BIDDER');
    const mine = alices.json();
    expect(mine[one.id]).toMatchObject({ approved: true });
    expect(mine[one.id].mine).toMatchObject({ bidderNumber: 2, position: 'LEADING', maximumAmount: null });
    expect(mine[two.id].mine).toMatchObject({ position: 'OUTBID' });
    expect(mine[one.id].mine!.receipts).toEqual([
      expect.objectContaining({ seq: 2, amount: 1050, hash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
    // Bob is approved but has not bid: a number of his own, no bids.
    const bobs = (await bob.session.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }))).json();
    expect(bobs[one.id].mine).toMatchObject({ bidderNumber: 3, position: 'NO_BIDS', receipts: [] });
    const staffs = await f.operator.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }));
    expect(staffs.headers[LOT_BIDS_HEADERS.viewer]).toBe('STAFF');
    expect(Object.values(staffs.json()).map((l) => [l.approved, l.mine])).toEqual([
      [false, null],
      [false, null],
    ]);
    const traders = await f.trader.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: a.auction.id }));
    expect(traders.headers[LOT_BIDS_HEADERS.viewer]).toBe('NOT_APPROVED');
    expect(Object.values(traders.json()).some((l) => l.approved)).toBe(false);

    const running = (
      await f.operator.get(apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId: a.auction.id, lotId: one.id }))
    ).json();
    expect(running.content.map((b: { bidder: unknown }) => b.bidder)).toEqual([null, null]);
    expect(running.lot).toMatchObject({ status: 'ACTIVE', chainValid: true, code: one.code });
    await db
      .update(lots)
      .set({ endTime: new Date(Date.now() - 1000) })
      .where(eq(lots.id, one.id));
    await runAuctionLifecycle(db);
    const closed = (
      await f.operator.get(
        `${apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId: a.auction.id, lotId: one.id })}?page=1&count=1`,
      )
    ).json();
    expect(closed.totalElements).toBe(2);
    expect(closed.content).toEqual([
      expect.objectContaining({
        seq: 2,
        bidderNumber: 2,
        bidder: expect.objectContaining({ userId: alice.userId, username: alice.username }),
      }),
    ]);
    expect(closed.lot).toMatchObject({
      status: 'SOLD',
      lastHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      chainValid: true,
    });
    expect(
      (await f.trader.get(apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId: a.auction.id, lotId: one.id })))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await f.operator.get(
          apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId: a.auction.id + 1, lotId: one.id }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('answers the bids after a seq for a resync, and hides auctions still being built', async () => {
    const a = await runningAuction(f, [alice, bob]);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    for (let i = 0; i < 6; i++) {
      expect((await sendBid(t, i % 2 ? bob.session : alice.session, target, 1000 + i * 50)).statusCode).toBe(200);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `${apiPath('/auction/lot/{lotId}/bids', { lotId: target.lotId })}?after=4`,
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ lotId: target.lotId, lastSeq: 6, status: 'ACTIVE' });
    expect(after.json().bids.map((b: { seq: number; amount: number }) => [b.seq, b.amount])).toEqual([
      [5, 1200],
      [6, 1250],
    ]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPath('/auction/lot/{lotId}/bids', { lotId: target.lotId })}?after=-1`,
        })
      ).statusCode,
    ).toBe(400);

    const created = (
      await f.operator.post(apiPath('/auctions'), {
        startDate: new Date(Date.now() + 86_400_000).toISOString(),
        endDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      })
    ).json();
    expect(
      (await t.app.inject({ method: 'GET', url: apiPath('/auction/{auctionId}/lot_bids', { auctionId: created.id }) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await alice.session.post(apiPath('/auction/{auctionId}/watching', { auctionId: created.id }))).statusCode,
    ).toBe(404);
  });

  it('reads the screen in the same number of queries for 1 lot and for 12 lots with many bids (no query per row)', async () => {
    let queries = 0;
    // The bid's event reaches the bus whole in its notification, so no read of the bus falls inside a count. A
    // transaction's begin and commit are not counted: PostgreSQL's driver logs them, PGlite's does not.
    const onQuery = (query: string) => {
      if (query !== 'begin' && query !== 'commit') queries++;
    };
    const counted = await buildTestApp({ auctionClock: false }, { onQuery });
    const g = await buildFixture(counted);
    const [x, y] = await makeBidders(counted, 2);
    const small = await runningAuction(g, [x, y], { lots: 1 });
    const large = await runningAuction(g, [x, y], { lots: 12 });
    for (const lot of large.lots) {
      for (let i = 0; i < 4; i++) {
        await sendBid(
          counted,
          i % 2 ? y.session : x.session,
          { auctionId: large.auction.id, lotId: lot.id },
          1000 + i * 50,
        );
      }
    }
    await sendBid(counted, x.session, { auctionId: small.auction.id, lotId: small.lots[0].id }, 1000);
    const count = async (url: string) => {
      await x.session.get(url); // the first read numbers the bidder, later ones do not
      queries = 0;
      expect((await x.session.get(url)).statusCode).toBe(200);
      return queries;
    };
    const one = await count(apiPath('/auction/{auctionId}/lot_bids', { auctionId: small.auction.id }));
    const twelve = await count(apiPath('/auction/{auctionId}/lot_bids', { auctionId: large.auction.id }));
    expect(twelve).toBe(one);
    // An accepted bid is a fixed number of statements too (y leads the lot, so x outbids, then y). Each bidder reads
    // first, so neither bid is the one request a minute that writes the session's last_seen_at.
    const countBid = async (bidder: typeof x, amount: number) => {
      await bidder.session.get(apiPath('/auction/{auctionId}/lot_bids', { auctionId: large.auction.id }));
      queries = 0;
      const answer = await sendBid(
        counted,
        bidder.session,
        { auctionId: large.auction.id, lotId: large.lots[0].id },
        amount,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return queries;
    };
    const bidQueries = await countBid(x, 5000);
    expect(await countBid(y, 6000)).toBe(bidQueries);
    expect(bidQueries).toBeLessThanOrEqual(8);
  });
});
