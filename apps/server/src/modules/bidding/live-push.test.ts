import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Client, type IMessage } from '@stomp/stompjs';
import { bidTopic, type BidPush, type BidsAfter, type LotChain } from '@portal/contracts/bidding';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { STOMP_PATH } from '../../platform/realtime/stomp-server';
import { buildTestApp } from '../../test/harness';
import { runAuctionLifecycle } from '../auctions/scheduler/auction-scheduler';
import { buildFixture, setLotRow, type Fixture } from '../auctions/test-support';
import { bids } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';
import { apiPath } from '../../test/api-client';

/** A real server on a port and a real STOMP client (@stomp/stompjs over ws), as the bidding screen uses. */
describe('live bids over STOMP', async () => {
  const t = await buildTestApp({ auctionClock: false });
  let f: Fixture;
  let bidders: Bidder[];
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${STOMP_PATH}`;
    f = await buildFixture(t);
    bidders = await makeBidders(t, 3);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.deactivate({ force: true })));
  });

  /** Connects, subscribes to the lot's topic and waits for the server's receipt of the SUBSCRIBE. */
  async function watch(lotId: number, onPush: (push: BidPush) => void): Promise<Client> {
    const client = new Client({
      webSocketFactory: () => new WebSocket(url),
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.onConnect = () => resolve();
      client.onWebSocketError = () => reject(new Error('websocket error'));
      client.activate();
    });
    const receipt = `r-${Math.random()}`;
    const subscribed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
    client.subscribe(bidTopic(lotId), (m: IMessage) => onPush(JSON.parse(m.body) as BidPush), { receipt });
    await subscribed;
    return client;
  }

  const table = async (lotId: number) =>
    (await t.platform.db.select().from(bids).where(eq(bids.lotId, lotId)).orderBy(bids.seq)).map((r) => ({
      seq: r.seq,
      amount: Number(r.amount),
      hash: r.hash,
    }));

  it('pushes every accepted bid in seq order; after a forced disconnect a resync by seq gives exactly the table', async () => {
    const a = await runningAuction(f, bidders);
    const lotId = a.lots[0].id;
    const target = { auctionId: a.auction.id, lotId };
    const received: BidPush[] = [];
    const client = await watch(lotId, (push) => received.push(push));

    // Bids from three bidders at once, ten rounds: many are refused, the accepted ones are pushed in order.
    for (let round = 0; round < 10; round++) {
      await Promise.all(bidders.map((b, i) => sendBid(t, b.session, target, 1000 + (round * 3 + i) * 50)));
    }
    const before = await table(lotId);
    await expect.poll(() => received.length).toBe(before.length);
    expect(received.map((p) => p.seq)).toEqual(before.map((b) => b.seq));
    // Each push carries the bid's ledger hash: its bidder's receipt.
    expect(received.map((p) => ({ seq: p.seq, amount: p.amount, hash: p.hash }))).toEqual(before);
    expect(received.at(-1)).toMatchObject({
      lotId,
      highestBid: before.at(-1)!.amount,
      minimumNextBid: before.at(-1)!.amount + 50,
    });

    // The connection drops; bids go on meanwhile; the client comes back and resyncs from its last seq.
    const held = new Map(received.map((p) => [p.seq, { amount: p.amount, hash: p.hash }]));
    client.forceDisconnect();
    await client.deactivate();
    for (let round = 10; round < 14; round++) {
      await Promise.all(bidders.map((b, i) => sendBid(t, b.session, target, 1000 + (round * 3 + i) * 50)));
    }
    const pushedAfter: BidPush[] = [];
    await watch(lotId, (push) => pushedAfter.push(push));
    let lastSeq = Math.max(...held.keys());
    for (;;) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPath('/auction/lot/{lotId}/bids', { lotId })}?after=${lastSeq}`,
      });
      const answer = res.json<BidsAfter>();
      for (const bid of answer.bids) {
        const row = (await table(lotId)).find((r) => r.seq === bid.seq)!;
        held.set(bid.seq, { amount: bid.amount, hash: row.hash });
      }
      lastSeq = Math.max(lastSeq, ...answer.bids.map((b) => b.seq));
      if (lastSeq >= answer.lastSeq) break;
    }
    // A bid after the resync arrives by push and continues the sequence without a gap. A push of a bid made
    // while the client was away may still arrive after the new subscription (on PostgreSQL the bus hears of
    // a commit by NOTIFY, after the bid's answer): the screen ignores a seq it holds, so such a push must
    // agree with what the resync gave.
    const next = await sendBid(t, bidders[0].session, target, 5000);
    expect(next.statusCode, next.body).toBe(200);
    await expect.poll(() => pushedAfter.filter((p) => p.seq > lastSeq).length).toBe(1);
    for (const push of pushedAfter) {
      if (push.seq <= lastSeq) {
        expect({ amount: push.amount, hash: push.hash }).toEqual(held.get(push.seq));
        continue;
      }
      expect(push.seq).toBe(lastSeq + 1);
      held.set(push.seq, { amount: push.amount, hash: push.hash });
    }
    const after = await table(lotId);
    expect([...held.entries()].sort((x, y) => x[0] - y[0]).map(([seq, v]) => ({ seq, ...v }))).toEqual(after);
  });

  it("recomputes a finished lot's chain from the public API alone to its final hash, and each push carried its link", async () => {
    const a = await runningAuction(f, bidders);
    const lotId = a.lots[0].id;
    const target = { auctionId: a.auction.id, lotId };
    const pushes: BidPush[] = [];
    await watch(lotId, (push) => pushes.push(push));
    const [alice, bob, carol] = bidders;
    // Manual bids, and automatic ones placed by a maximum (kind MAXIMUM).
    for (const [bidder, amount, maximumAmount] of [
      [alice, 1000, 1600],
      [bob, 1100, undefined],
      [carol, 1700, undefined],
      [bob, 1800, 2500],
      [carol, 1900.5, undefined],
    ] as const) {
      const sent = await sendBid(t, bidder.session, target, amount, { maximumAmount });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    await setLotRow(t, lotId, { endTime: new Date(Date.now() - 1000) });
    await runAuctionLifecycle(t.platform.db);

    // What anyone can read, without a session and without the database: every page of the lot's chain.
    const read = async (after: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${apiPath('/auction/lot_chain/{lotId}', { lotId })}?after=${after}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<LotChain>();
    };
    const chain = await read(0);
    expect(chain).toMatchObject({ lotId, status: 'SOLD', closed: true, nextAfter: null, genesisHash: '0'.repeat(64) });
    expect(chain.links.map((l) => l.kind)).toContain('MAXIMUM');
    expect(chain.headSeq).toBe(chain.links.length);
    expect((await read(3)).links).toEqual(chain.links.slice(3));
    // Nothing in it names an account.
    const text = JSON.stringify(chain);
    for (const b of bidders) expect(text).not.toContain(b.username);
    expect(
      chain.links.every((l) => Object.keys(l).sort().join() === 'amount,bidderNumber,hash,kind,seq,serverTime'),
    ).toBe(true);

    // The formula of docs/ledger.md, written out as an outsider would.
    let previous = chain.genesisHash;
    for (const link of chain.links) {
      const line = [previous, lotId, link.seq, link.bidderNumber, link.amount.toFixed(2), link.serverTime, link.kind];
      const hash = createHash('sha256').update(line.join('|'), 'utf8').digest('hex');
      expect(hash, `seq ${link.seq}`).toBe(link.hash);
      previous = hash;
    }
    expect(previous).toBe(chain.headHash);

    // Every push said the same: its hash is the link's, over the same public fields.
    await expect.poll(() => pushes.length).toBe(chain.links.length);
    expect(
      pushes.map((p) => ({
        seq: p.seq,
        amount: p.amount,
        bidderNumber: p.bidderNumber,
        kind: p.kind,
        serverTime: p.serverTime,
        hash: p.hash,
      })),
    ).toEqual(chain.links);
  });
});
