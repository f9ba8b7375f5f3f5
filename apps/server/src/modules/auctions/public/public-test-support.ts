import type { AuctionStatus } from '@portal/contracts/auction-status';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { auctions, lots } from '../tables';
import { auctionInStatus, type Fixture } from '../test-support';

const HOUR = 60 * 60 * 1000;

/**
 * Builds the app with a scheduler that never ticks during the file: the lifecycle job would start
 * and finish the auctions these tests move by hand.
 */
export async function withQuietScheduler<T>(build: () => Promise<T>): Promise<T> {
  const before = process.env.SCHEDULER_TICK_MS;
  process.env.SCHEDULER_TICK_MS = '2000000000';
  try {
    return await build();
  } finally {
    if (before === undefined) delete process.env.SCHEDULER_TICK_MS;
    else process.env.SCHEDULER_TICK_MS = before;
  }
}

/** A RUNNING auction (started an hour ago) ending at `end`, whose ACTIVE lot ends then too. */
export async function runningAuction(f: Fixture, end: Date) {
  const target = await auctionInStatus(f, 'RUNNING');
  await f.t.platform.db
    .update(auctions)
    .set({ startDate: new Date(Date.now() - HOUR), endDate: end })
    .where(eq(auctions.id, target.auction.id));
  await f.t.platform.db.update(lots).set({ endTime: end }).where(eq(lots.id, target.lot.id));
  return target;
}

/** The auctions in these statuses (to check list totals). */
export function publicStatusRows(db: Db, statuses: readonly AuctionStatus[]) {
  return db
    .select({ id: auctions.id })
    .from(auctions)
    .where(inArray(auctions.status, [...statuses]));
}
