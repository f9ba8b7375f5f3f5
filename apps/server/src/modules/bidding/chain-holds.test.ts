import fc from 'fast-check';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { lots } from '../auctions/tables';
import { buildFixture, type Fixture } from '../auctions/test-support';
import { CHAIN_VERDICT_REUSE_MS, chainHolds, chainVerdict, checkChain } from './ledger';
import { bids } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';

/**
 * The staff list's chain check in SQL (`chainHolds`) against the model, the link-by-link recomputation of the
 * public chain (`checkChain`): the same verdict after any mix of edits of the stored bids and the lot's head.
 */
describe("a lot's chain checked where the rows are", async () => {
  const t = await buildTestApp({ auctionClock: false });
  const db = t.platform.db;
  let f: Fixture;
  let bidders: Bidder[];

  beforeAll(async () => {
    f = await buildFixture(t);
    bidders = await makeBidders(t, 3);
  });

  it('answers what the recomputation answers, whatever was edited', async () => {
    const a = await runningAuction(f, bidders);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    const lot = { id: target.lotId, auctionId: target.auctionId };
    const empty = { seq: 0, hash: null };
    expect(await chainHolds(db, lot, empty)).toEqual({ holds: true, links: 0 });
    expect(await chainHolds(db, lot, { seq: 1, hash: 'a'.repeat(64) })).toEqual({ holds: false, links: 0 });

    for (let i = 0; i < 6; i++) {
      const res = await sendBid(t, bidders[i % 3].session, target, 1000 + i * 50);
      expect(res.statusCode, res.body).toBe(200);
    }
    const original = await db.select().from(bids).where(eq(bids.lotId, target.lotId)).orderBy(asc(bids.seq));
    const [lotRow] = await db.select().from(lots).where(eq(lots.id, target.lotId));
    const head = { seq: lotRow.bidSeq, hash: lotRow.lastHash };
    expect(await chainHolds(db, lot, head)).toEqual({ holds: true, links: 6 });

    // A bid moved to another auction (where its bidder may hold the same pseudonym) breaks the lot's chain.
    const other = await runningAuction(f, bidders);
    await db.execute(sql`update bids set auction_id = ${other.auction.id} where id = ${original[2].id}`);
    expect(await chainHolds(db, lot, head)).toEqual({ holds: false, links: 6 });
    await db.execute(sql`update bids set auction_id = ${target.auctionId} where id = ${original[2].id}`);
    expect((await chainHolds(db, lot, head)).holds).toBe(true);

    const edit = fc.record({
      what: fc.constantFrom('amount', 'hash', 'time', 'microseconds', 'kind', 'bidder', 'seq', 'delete'),
      index: fc.integer({ min: 0, max: original.length - 1 }),
    });
    const headEdit = fc.constantFrom('none', 'seq', 'hash');
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { maxLength: 3 }), headEdit, async (edits, headChange) => {
        try {
          for (const { what, index } of edits) {
            const id = original[index].id;
            if (what === 'amount') await db.execute(sql`update bids set amount = amount + 1 where id = ${id}`);
            if (what === 'hash') await db.execute(sql`update bids set hash = repeat('b', 64) where id = ${id}`);
            if (what === 'time')
              await db.execute(sql`update bids set created_at = created_at + interval '1 second' where id = ${id}`);
            // Below the millisecond: neither the hash's text nor the recomputation sees it.
            if (what === 'microseconds')
              await db.execute(
                sql`update bids set created_at = created_at + interval '300 microseconds' where id = ${id}`,
              );
            if (what === 'kind')
              await db.execute(
                sql`update bids set kind = case kind when 'MANUAL' then 'MAXIMUM' else 'MANUAL' end where id = ${id}`,
              );
            if (what === 'bidder') {
              const other = bidders.find((b) => b.userId !== original[index].userId)!;
              await db.execute(sql`update bids set user_id = ${other.userId} where id = ${id}`);
            }
            if (what === 'seq') await db.execute(sql`update bids set seq = seq + 100 where id = ${id}`);
            if (what === 'delete') await db.execute(sql`delete from bids where id = ${id}`);
          }
          const asked = {
            seq: headChange === 'seq' ? head.seq + 1 : head.seq,
            hash: headChange === 'hash' ? 'c'.repeat(64) : head.hash,
          };
          const model = (await checkChain(db, target.lotId, asked)).valid;
          const answer = await chainHolds(db, lot, asked);
          expect(answer.holds).toBe(model);
          // It also counts the lot's bids: the staff list's total.
          const stored = await db.select({ id: bids.id }).from(bids).where(eq(bids.lotId, target.lotId));
          expect(answer.links).toBe(stored.length);
          if (edits.length === 0 && headChange === 'none') expect(model).toBe(true);
        } finally {
          await db.delete(bids).where(eq(bids.lotId, target.lotId));
          await db.insert(bids).values(original);
        }
      }),
      { numRuns: 40 },
    );
  });
  it('shows the staff list the same verdict for the same head for a few seconds, and checks again after', async () => {
    const a = await runningAuction(f, bidders);
    const target = { auctionId: a.auction.id, lotId: a.lots[0].id };
    const lot = { id: target.lotId, auctionId: target.auctionId };
    for (let i = 0; i < 3; i++) {
      expect((await sendBid(t, bidders[i % 3].session, target, 1000 + i * 50)).statusCode).toBe(200);
    }
    const [lotRow] = await db.select().from(lots).where(eq(lots.id, target.lotId));
    const head = { seq: lotRow.bidSeq, hash: lotRow.lastHash };
    const at = 1_000_000;
    expect(await chainVerdict(db, lot, head, at)).toEqual({ holds: true, links: 3 });

    await db.execute(sql`update bids set amount = amount + 1 where lot_id = ${target.lotId} and seq = 1`);
    try {
      // The same head within the window: the verdict reached before the edit.
      expect(await chainVerdict(db, lot, head, at + CHAIN_VERDICT_REUSE_MS - 1)).toEqual({ holds: true, links: 3 });
      // After it, or for another head, the chain is checked again.
      expect(await chainVerdict(db, lot, head, at + CHAIN_VERDICT_REUSE_MS)).toEqual({ holds: false, links: 3 });
      const asked = { seq: head.seq + 1, hash: head.hash };
      expect(await chainVerdict(db, lot, asked, at + CHAIN_VERDICT_REUSE_MS)).toEqual({ holds: false, links: 3 });
    } finally {
      await db.execute(sql`update bids set amount = amount - 1 where lot_id = ${target.lotId} and seq = 1`);
    }
    expect(await chainVerdict(db, lot, head, at + 3 * CHAIN_VERDICT_REUSE_MS)).toEqual({ holds: true, links: 3 });
  });
});
