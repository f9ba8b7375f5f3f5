import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { getParameter } from '../settings/service';
import { topBidOfLot } from '../bidding/service';
import { changeProductStatus } from '../products/service';
import { changeLot, type Actor, type AuctionRow, type LotRow } from './common';
import { productIdsOfLot } from './present';
import { lots } from './tables';

/** The scheduler acts as nobody: its audit rows have no actor. */
export const SYSTEM_ACTOR: Actor = { actorId: null, actorUsername: null, ip: null };

/** Lots of an auction in the given statuses, locked for the rest of the transaction (in id order). */
export async function lockLotsOf(tx: Db, auctionId: number, statuses: string[]): Promise<LotRow[]> {
  return tx
    .select()
    .from(lots)
    .where(and(eq(lots.auctionId, auctionId), inArray(lots.status, statuses)))
    .orderBy(lots.id)
    .for('update');
}

/** Staggered closing (DESIGN §5): part k ends at the auction end + (k − 1) × the part interval. */
export function plannedLotEnd(auctionEnd: Date, lotPart: number, intervalMinutes: number): Date {
  return new Date(auctionEnd.getTime() + (lotPart - 1) * intervalMinutes * 60_000);
}

/** At the start: the auction's ASSIGNED lots become ACTIVE with their planned end (bidding may move it). */
export async function activateLots(tx: Db, auction: AuctionRow, actor: Actor): Promise<number> {
  const interval = await getParameter(tx, 'lot_part_interval_minutes');
  const assigned = await lockLotsOf(tx, auction.id, ['ASSIGNED']);
  for (const lot of assigned) {
    const endTime = plannedLotEnd(auction.endDate, lot.lotPart, interval);
    await changeLot(tx, lot, 'auction_started', { status: 'ACTIVE', endTime, editEnabled: false }, actor);
  }
  return assigned.length;
}

/**
 * At the finish (the last lot ended, or force finish): ACTIVE lots with a highest bid are SOLD with
 * their products to the top bidder (the bid with the highest seq) at that bid, the others UNSOLD
 * (they keep their products for republish). A lot still running at a force finish ends now.
 */
export async function settleActiveLots(tx: Db, activeLots: LotRow[], actor: Actor): Promise<void> {
  const now = new Date();
  for (const lot of activeLots) {
    const sold = lot.highestBid !== null;
    if (sold) {
      for (const productId of await productIdsOfLot(tx, lot.id)) {
        await changeProductStatus(tx, productId, 'SOLD', {}, actor);
      }
    }
    const endTime = lot.endTime && lot.endTime < now ? lot.endTime : now;
    const top = sold ? await topBidOfLot(tx, lot.id) : undefined;
    const winner = top ? { winnerUserId: top.userId, winningAmount: Number(top.amount) } : {};
    await changeLot(tx, lot, 'auction_finished', { status: sold ? 'SOLD' : 'UNSOLD', endTime, ...winner }, actor);
  }
}
