import { toCents } from '@portal/contracts/bidding';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { lots } from '../auctions/tables';
import { buildFixture } from '../auctions/test-support';
import { notices } from '../notifications/tables';
import { setParameter } from '../settings/service';
import { bids } from './tables';
import { makeBidders, runningAuction, sendBid } from './test-support';

const BIDDERS = 50;
const BIDS_EACH = 20;
/** A bidder who has made its 20 attempts goes on until the lot has ended, at most this many in all. */
const MAX_ATTEMPTS = 2000;

/**
 * 50 bidders × 20 bids on one lot at once (on PostgreSQL with `npm run test:pg`: concurrent transactions
 * on a pool of connections), the lot's end falling in the middle of it and the auction clock closing the
 * lot meanwhile. Afterwards the table must tell the whole story: seq 1..n without a gap, amounts rising by
 * at least the step, every 2xx answer in the table and no refused one, no bid at or after the end.
 */
describe('bid race', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;

  it(
    `${BIDDERS} bidders × ${BIDS_EACH} bids on one lot at once lose nothing and break no rule`,
    { timeout: 120_000 },
    async () => {
      const f = await buildFixture(t);
      const bidders = await makeBidders(t, BIDDERS);
      await setParameter(db, 'anti_sniping_minutes', 0);
      // The lot ends soon after the race has begun (the clock learns of it when the auction starts).
      const a = await runningAuction(f, bidders, { endInMs: t.platform.config.databaseUrl ? 2500 : 4000 });
      const lotId = a.lots[0].id;
      const target = { auctionId: a.auction.id, lotId };
      const endTime = (await db.select().from(lots).where(eq(lots.id, lotId)))[0].endTime!;

      type Outcome = {
        userId: number;
        amount: number;
        status: number;
        body: { bid?: { id: number; seq: number }; _error?: string };
      };
      const outcomes: Outcome[] = [];
      await Promise.all(
        bidders.map(async (bidder, i) => {
          // Each bidder makes its 20 attempts and, on a fast machine, goes on until the end has come, so the
          // end always falls inside the race whatever the machine's speed.
          for (let k = 0; k < MAX_ATTEMPTS; k++) {
            // Every attempt has its own amount, so a row can be traced to its request.
            const amount = 1000 + (k * BIDDERS + i) * 50 + (i % 7);
            const res = await sendBid(t, bidder.session, target, amount);
            const body = res.json();
            outcomes.push({ userId: bidder.userId, amount, status: res.statusCode, body });
            const over = body._error === 'eauction.lot_ended' || body._error === 'eauction.auction_not_running';
            if (k + 1 >= BIDS_EACH && over) break;
          }
        }),
      );

      const keys: Record<string, number> = {};
      for (const o of outcomes.filter((x) => x.status === 409)) keys[o.body._error!] = (keys[o.body._error!] ?? 0) + 1;
      // The end fell inside the race: some attempts came after it. They are refused as `lot_ended`, or as
      // `auction_not_running` once the clock has closed the lot and with it the auction (its only lot): on a busy
      // machine the clock may get there before a bidder's next attempt.
      expect((keys['eauction.lot_ended'] ?? 0) + (keys['eauction.auction_not_running'] ?? 0)).toBeGreaterThan(0);
      const statuses = new Set(outcomes.map((o) => o.status));
      expect(
        [...statuses].every((s) => s === 200 || s === 409),
        [...statuses].join(),
      ).toBe(true);
      const accepted = outcomes.filter((o) => o.status === 200);
      const refused = outcomes.filter((o) => o.status === 409);
      expect(accepted.length).toBeGreaterThan(10);
      for (const o of refused) {
        expect([
          'eauction.bid_too_low',
          'eauction.already_highest',
          'eauction.lot_ended',
          'eauction.auction_not_running',
        ]).toContain(o.body._error);
      }

      const rows = await db.select().from(bids).where(eq(bids.lotId, lotId)).orderBy(bids.seq);
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      for (let i = 1; i < rows.length; i++) {
        expect(toCents(Number(rows[i].amount)) - toCents(Number(rows[i - 1].amount))).toBeGreaterThanOrEqual(
          toCents(50),
        );
        expect(rows[i].createdAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1].createdAt.getTime());
        expect(rows[i].userId).not.toBe(rows[i - 1].userId);
      }
      const byAmount = new Map(rows.map((r) => [toCents(Number(r.amount)), r]));
      for (const o of accepted) {
        const row = byAmount.get(toCents(o.amount));
        expect(row, `accepted ${o.amount}`).toBeDefined();
        expect(row).toMatchObject({ id: o.body.bid!.id, seq: o.body.bid!.seq, userId: o.userId });
      }
      for (const o of refused) expect(byAmount.has(toCents(o.amount)), `refused ${o.amount}`).toBe(false);
      expect(rows).toHaveLength(accepted.length);
      for (const row of rows) expect(row.createdAt.getTime()).toBeLessThan(endTime.getTime());

      const [lot] = await db.select().from(lots).where(eq(lots.id, lotId));
      expect(lot.bidSeq).toBe(rows.length);
      expect(toCents(Number(lot.highestBid))).toBe(toCents(Number(rows.at(-1)!.amount)));
      expect(lot.highestUserId).toBe(rows.at(-1)!.userId);
      expect(lot.lastHash).toBe(rows.at(-1)!.hash);
      // Each bid after the first told the bidder it outbid, once, with its price: the leader the bid statement found on
      // the row it locked, not one of a snapshot older than the bids it waited for.
      const outbid = await db
        .select({ userId: notices.userId, amount: sql<string>`${notices.params}->>'amount'` })
        .from(notices)
        .where(and(eq(notices.kind, 'outbid'), sql`${notices.params}->>'lotCode' = ${lot.code}`));
      const told = outbid.map((n) => `${n.userId}@${toCents(Number(n.amount))}`).sort();
      const due = rows.slice(1).map((r, i) => `${rows[i].userId}@${toCents(Number(r.amount))}`);
      expect(told).toEqual(due.sort());
      // The end came during the race: the clock closes the lot (SOLD to the last bidder).
      await expect
        .poll(async () => (await db.select().from(lots).where(eq(lots.id, lotId)))[0].status, { timeout: 10_000 })
        .toBe('SOLD');
      const [closed] = await db.select().from(lots).where(eq(lots.id, lotId));
      expect(closed.winnerUserId).toBe(rows.at(-1)!.userId);
    },
  );
});
