import { bidPushSchema, bidTopic, type SendBidAnswer } from '@portal/contracts/bidding';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/harness';
import { buildFixture, collectEvents, type Fixture } from '../auctions/test-support';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';

/** The contract's push, held to its fields alone: a field the server adds or renames fails it too. */
const exactPush = z.strictObject(bidPushSchema.shape);

describe('the push of an accepted bid', async () => {
  const t = await buildTestApp({ auctionClock: false });
  let f: Fixture;
  let bidders: Bidder[];

  beforeAll(async () => {
    f = await buildFixture(t);
    bidders = await makeBidders(t, 2);
  });

  it('is what contracts bidPushSchema says, for a bid and for the automatic bid of a maximum, and agrees with the answer', async () => {
    const [alice, bob] = bidders;
    const a = await runningAuction(f, bidders);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    const { events, stop } = collectEvents(t, bidTopic(target.lotId));
    try {
      const first = await sendBid(t, alice.session, target, 1000, { maximumAmount: 1400 });
      expect(first.statusCode, first.body).toBe(200);
      // Bob's bid sets off an automatic bid for alice's maximum: two pushes.
      const second = await sendBid(t, bob.session, target, 1100);
      expect(second.statusCode, second.body).toBe(200);
      await expect.poll(() => events.length).toBe(3);

      const pushes = events.map((body) => exactPush.parse(body));
      expect(pushes.map((p) => [p.seq, p.amount, p.kind])).toEqual([
        [1, 1000, 'MANUAL'],
        [2, 1100, 'MANUAL'],
        [3, 1150, 'MAXIMUM'],
      ]);
      const answered = first.json<SendBidAnswer>();
      expect(pushes[0]).toEqual({
        lotId: target.lotId,
        seq: answered.bid.seq,
        amount: answered.bid.amount,
        bidderNumber: answered.bid.bidderNumber,
        kind: 'MANUAL',
        serverTime: answered.bid.serverTime,
        hash: answered.bid.hash,
        endTime: answered.bid.endTime,
        highestBid: answered.lot.highestBid,
        minimumNextBid: answered.lot.minimumNextBid,
        maximumAllowedBid: answered.lot.maximumAllowedBid,
      });
      // The last push leaves the lot as bob's answer shows it.
      const lot = second.json<SendBidAnswer>().lot;
      expect(pushes[2]).toMatchObject({
        highestBid: lot.highestBid,
        minimumNextBid: lot.minimumNextBid,
        maximumAllowedBid: lot.maximumAllowedBid,
        bidderNumber: lot.leaderNumber,
        endTime: lot.endTime,
      });
    } finally {
      stop();
    }
  });
});
