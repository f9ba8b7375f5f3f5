import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GENESIS_HASH, recomputeChain, type LotChain } from '@portal/contracts/bidding';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { lots } from '../auctions/tables';
import { buildFixture, setLotRow, type Fixture } from '../auctions/test-support';
import { auctionBidders, bids } from './tables';
import { makeBidders, runningAuction, sendBid, type Bidder } from './test-support';
import { apiPath } from '../../test/api-client';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Migration 0025 (ledger v2): stored chains of the former formula, with the account id, move to public fields. */
describe('the ledger migration to public fields', async () => {
  const t = await buildTestApp({ auctionClock: false });
  const db = t.platform.db;
  let f: Fixture;
  let alice: Bidder;
  let bob: Bidder;

  beforeAll(async () => {
    f = await buildFixture(t);
    [alice, bob] = await makeBidders(t, 2);
  });

  const migrate = async () => {
    const folder = path.resolve(import.meta.dirname, '../../../migrations');
    const file = fs.readdirSync(folder).find((name) => name.endsWith('_ledger_public_fields.sql'))!;
    for (const statement of fs.readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }
  };
  const stored = (lotId: number) => db.select().from(bids).where(eq(bids.lotId, lotId)).orderBy(asc(bids.seq));
  /** Rewrites a lot's chain with the former formula: previous|lot|seq|account id|amount|time. */
  const rewriteAsFormerLedger = async (lotId: number) => {
    let previous = GENESIS_HASH;
    for (const row of await stored(lotId)) {
      previous = sha256(
        [previous, lotId, row.seq, row.userId, Number(row.amount).toFixed(2), row.createdAt.toISOString()].join('|'),
      );
      await db.update(bids).set({ hash: previous }).where(eq(bids.id, row.id));
    }
    await setLotRow(t, lotId, { lastHash: previous });
  };
  const chainOf = async (lotId: number) =>
    (await t.app.inject({ method: 'GET', url: apiPath('/auction/lot_chain/{lotId}', { lotId }) })).json<LotChain>();
  const verify = async (lotId: number, seq: number, hash: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${apiPath('/auction/verify_receipt')}?lot=${lotId}&seq=${seq}&hash=${hash}`,
      })
    ).json().verdict as string;

  it('recomputes every chain that held under the former formula, and leaves a broken one broken', async () => {
    const a = await runningAuction(f, [alice, bob], { lots: 2 });
    const [held, broken] = a.lots.map((l) => l.id);
    for (const lotId of [held, broken]) {
      const target = { auctionId: a.auction.id, lotId };
      expect((await sendBid(t, alice.session, target, 1000, { maximumAmount: 1300 })).statusCode).toBe(200);
      // Alice's maximum answers at once (1150, an automatic bid), then bob bids over it.
      expect((await sendBid(t, bob.session, target, 1100)).statusCode).toBe(200);
      expect((await sendBid(t, bob.session, target, 1400.5)).statusCode).toBe(200);
      await rewriteAsFormerLedger(lotId);
    }
    // Someone changed a stored bid of the second lot after it was hashed.
    await db.execute(sql`update bids set amount = 1001 where lot_id = ${broken} and seq = 1`);
    const brokenBefore = await stored(broken);
    expect(await verify(held, 1, (await stored(held))[0].hash)).toBe('CHAIN_BROKEN');
    // A bidder without a pseudonym number (only bids written around the engine can lack one) gets the next one.
    await db
      .delete(auctionBidders)
      .where(and(eq(auctionBidders.auctionId, a.auction.id), eq(auctionBidders.userId, alice.userId)));

    await migrate();

    const [number] = await db
      .select({ number: auctionBidders.number })
      .from(auctionBidders)
      .where(and(eq(auctionBidders.auctionId, a.auction.id), eq(auctionBidders.userId, alice.userId)));
    expect(number.number).toBe(3);
    const chain = await chainOf(held);
    expect(chain.links.map((l) => [l.seq, l.bidderNumber, l.kind])).toEqual([
      [1, 3, 'MANUAL'],
      [2, 2, 'MANUAL'],
      [3, 3, 'MAXIMUM'],
      [4, 2, 'MANUAL'],
    ]);
    expect(await recomputeChain(held, chain.links, sha256)).toEqual({
      holdsUpTo: 4,
      brokenAt: null,
      lastHash: chain.headHash,
    });
    const [lot] = await db.select().from(lots).where(eq(lots.id, held));
    expect(lot.lastHash).toBe(chain.headHash);
    expect(await verify(held, 2, chain.links[1].hash)).toBe('VALID');

    // The changed chain keeps its former hashes: its evidence stays, and it verifies as broken.
    expect(await stored(broken)).toEqual(brokenBefore);
    expect(await verify(broken, 2, brokenBefore[1].hash)).toBe('CHAIN_BROKEN');

    // Run again (on a database already migrated), it changes nothing.
    const after = await stored(held);
    await migrate();
    expect(await stored(held)).toEqual(after);
  });
});
