import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { auctionBidders } from './tables';

// Per database: (auction, user) pairs known to hold a number, so a bid does not ask again.
const known = new WeakMap<Db, Set<string>>();
const KNOWN_MAX = 100_000;

/**
 * Gives an approved bidder their pseudonym number in the auction ("Bidder 3": the third to take part),
 * once; later calls change nothing. Two first bids at once may compute the same number: the loser of
 * the unique index tries again with the next one.
 */
export async function ensureBidderNumber(db: Db, auctionId: number, userId: number): Promise<void> {
  let set = known.get(db);
  if (!set) known.set(db, (set = new Set()));
  const key = `${auctionId}:${userId}`;
  if (set.has(key)) return;
  for (let attempt = 0; attempt < 5; attempt++) {
    await db.execute(sql`
      insert into auction_bidders (auction_id, user_id, number)
      select ${auctionId}::int, ${userId}::int, coalesce(max(number), 0) + 1 from auction_bidders
      where auction_id = ${auctionId}::int
      having exists (select 1 from participation_requests r where r.auction_id = ${auctionId}::int
        and r.user_id = ${userId}::int and r.status = 'APPROVED')
      on conflict do nothing`);
    const [row] = await db
      .select({ number: auctionBidders.number })
      .from(auctionBidders)
      .where(and(eq(auctionBidders.auctionId, auctionId), eq(auctionBidders.userId, userId)));
    if (row) {
      if (set.size >= KNOWN_MAX) set.clear();
      set.add(key);
      return;
    }
    // Not approved (nothing to number), or another bidder took the number: look once more.
    const [approved] = (
      (await db.execute(sql`select 1 from participation_requests where auction_id = ${auctionId}::int
        and user_id = ${userId}::int and status = 'APPROVED' limit 1`)) as { rows: unknown[] }
    ).rows;
    if (!approved) return;
  }
}

/** The pseudonym numbers of users in an auction. */
export async function bidderNumbers(db: Db, auctionId: number, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: auctionBidders.userId, number: auctionBidders.number })
    .from(auctionBidders)
    .where(and(eq(auctionBidders.auctionId, auctionId), inArray(auctionBidders.userId, [...new Set(userIds)])));
  return new Map(rows.map((r) => [r.userId, r.number]));
}
