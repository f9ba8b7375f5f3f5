// Bench data (not measured): approved bidders and one RUNNING auction whose lots they may all bid on,
// written through the server's own modules straight into the database the server will run on.
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../src/platform/db/database';
import { seed } from '../src/seed';
import { startAuctionNow } from '../src/modules/auctions';
import { auctions, lots } from '../src/modules/auctions/tables';
import { ensureBidderNumber } from '../src/modules/bidding/pseudonyms';
import { participationRequests } from '../src/modules/participation-requests/tables';
import { applicationParameters } from '../src/modules/settings/tables';
import { buildAccount, FACTORY_PASSWORD } from '../src/test/factories/accounts';

export const STARTING_PRICE = 1000;
export const INCREMENT = 50;
/** The lots of the "spread" scenarios. */
export const SPREAD_LOTS = 100;
export const ADMIN_PASSWORD = 'Bench#Portal2026';

export type BenchBidder = { userId: number; username: string; password: string };
export type BenchData = {
  auctionId: number;
  /** The one lot every worker bids on. */
  hotLotId: number;
  spreadLotIds: number[];
  /** The lot of the fan-out measurement (its own, so its seqs start at 1). */
  fanOutLotId: number;
  bidders: BenchBidder[];
};

/**
 * Migrates and seeds the database (as the server would on start), makes `bidderCount` APPROVED bidder
 * accounts, a published auction with 1 + 100 + 1 lots (starting price 1000, step 50, ending in a day; `shape`
 * changes the middle count and the end),
 * an APPROVED participation request of every bidder for every lot, starts the auction as the scheduler
 * would (or leaves it to the servers' scheduler, `startInMs`) and gives every bidder their pseudonym number. Closes the database before answering.
 */
export async function setUpBenchData(
  options: DatabaseOptions,
  bidderCount: number,
  shape: {
    spreadLots?: number;
    endInMs?: number;
    /** Without anti-sniping every lot ends at the auction's end: a run of known length. */
    antiSniping?: boolean;
    /** Leave the start to the servers' scheduler, this long from now (the chaos run checks it ran once). */
    startInMs?: number;
  } = {},
): Promise<BenchData> {
  const spreadLots = shape.spreadLots ?? SPREAD_LOTS;
  const database = await openDatabase(options);
  try {
    const db = database.db;
    await seed(db, { demoSeed: false, adminPassword: ADMIN_PASSWORD });
    const bidders: BenchBidder[] = [];
    for (let i = 0; i < bidderCount; i++) {
      const { user } = await buildAccount(db, { kind: 'company', status: 'APPROVED', name: `Bench bidder ${i + 1}` });
      bidders.push({ userId: user.id, username: user.username, password: FACTORY_PASSWORD });
    }
    const now = Date.now();
    const tag = now.toString(36).toUpperCase();
    const [auction] = await db
      .insert(auctions)
      .values({
        auctionNumber: `BENCH-${tag}`,
        startDate: new Date(now + (shape.startInMs ?? Math.min(3_600_000, (shape.endInMs ?? 86_400_000) / 2))),
        endDate: new Date(now + (shape.endInMs ?? 86_400_000)),
        status: 'PUBLISHED',
      })
      .returning({ id: auctions.id });
    const lotCount = 1 + spreadLots + 1;
    const lotRows = await db
      .insert(lots)
      .values(
        Array.from({ length: lotCount }, (_, i) => ({
          code: `BENCH-${tag}-${i + 1}`,
          auctionId: auction.id,
          status: 'ASSIGNED' as const,
          description: `Bench lot ${i + 1}`,
          startingPrice: STARTING_PRICE,
          minimumIncrementAmount: INCREMENT,
        })),
      )
      .returning({ id: lots.id });
    const lotIds = lotRows.map((l) => l.id).sort((a, b) => a - b);
    const requests = bidders.flatMap((b) =>
      lotIds.map((lotId) => ({
        lotId,
        auctionId: auction.id,
        userId: b.userId,
        username: b.username,
        status: 'APPROVED' as const,
        decidedAt: new Date(),
      })),
    );
    for (let i = 0; i < requests.length; i += 500) {
      await db.insert(participationRequests).values(requests.slice(i, i + 500));
    }
    // Lots take the window of this parameter when their auction starts.
    if (shape.antiSniping === false) {
      await db
        .update(applicationParameters)
        .set({ value: '0' })
        .where(eq(applicationParameters.code, 'anti_sniping_minutes'));
    }
    if (shape.startInMs === undefined) await startAuctionNow(db, auction.id);
    for (const b of bidders) await ensureBidderNumber(db, auction.id, b.userId);
    return {
      auctionId: auction.id,
      hotLotId: lotIds[0],
      spreadLotIds: lotIds.slice(1, 1 + spreadLots),
      fanOutLotId: lotIds[lotCount - 1],
      bidders,
    };
  } finally {
    await database.close();
  }
}
