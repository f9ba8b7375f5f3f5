import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { buildFixture, type Fixture } from '../auctions/test-support';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';

// Two sessions at once need a database server: the embedded database runs one transaction at a time, so a bid
// never waits there for a maximum being set. `npm run test:pg` runs this.
const onPostgres = Boolean(process.env.TEST_PG_URL);

describe.runIf(onPostgres)('a maximum set while a bid waits for the lot', async () => {
  const t = await buildTestApp({ auctionClock: false });
  let f: Fixture;
  let bidders: Bidder[];

  beforeAll(async () => {
    f = await buildFixture(t);
    bidders = await makeBidders(t, 2);
  });

  it('answers the bid once the maximum is committed, as if it had been set before', async () => {
    const [alice, bob] = bidders;
    const a = await runningAuction(f, bidders);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    expect((await sendBid(t, alice.session, target, 1000)).statusCode).toBe(200);

    // The leader's maximum, as `set_maximum` writes it: the lot's row locked first, the maximum, then the commit.
    const other = new pg.Client({ connectionString: t.platform.config.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from lots where id = $1 for update', [target.lotId]);
      await other.query('insert into lot_maximum_bids (lot_id, user_id, amount, set_seq) values ($1, $2, 1400, 1)', [
        target.lotId,
        alice.userId,
      ]);
      // Bob's bid starts before the maximum is committed and waits for the lot's row.
      const pending = sendBid(t, bob.session, target, 1100);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('commit');
      const answer = await pending;
      expect(answer.statusCode).toBe(200);
      expect(answer.json().bid).toMatchObject({ seq: 2, amount: 1100 });
      expect(answer.json().lot).toMatchObject({ highestBid: 1150, bidCount: 3, position: 'OUTBID' });
    } finally {
      await other.end();
    }
  });
});
