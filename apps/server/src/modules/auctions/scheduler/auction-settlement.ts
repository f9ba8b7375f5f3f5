import type { LotStatus } from '@portal/contracts/auction-status';
import type { Actor } from '../../../platform/audit/audit';
import { plannedLotEnd } from '@portal/contracts/bidding';
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { getParameter } from '../../settings';
import { changeProductStatus } from '../../products';
import { changeLot, type AuctionRow, type LotRow } from '../common/rows';
import { productIdsOfLot } from '../common/present';
import { lots } from '../tables';

/** The scheduler acts as nobody: its audit rows have no actor. */
export const SYSTEM_ACTOR: Actor = { actorId: null, actorUsername: null, ip: null };

/** Lots of an auction in the given statuses, locked for the rest of the transaction (in id order). */
export async function lockLotsOf(tx: Db, auctionId: number, statuses: readonly LotStatus[]): Promise<LotRow[]> {
  return tx
    .select()
    .from(lots)
    .where(and(eq(lots.auctionId, auctionId), inArray(lots.status, [...statuses])))
    .orderBy(lots.id)
    .for('update');
}

/**
 * At the start: the auction's ASSIGNED lots become ACTIVE with their planned end (lot parts stagger it),
 * the anti-sniping window of the day and the latest end extensions may reach (planned end plus the cap).
 */
export async function activateLots(tx: Db, auction: AuctionRow, actor: Actor): Promise<number> {
  // One after the other: a transaction is one connection.
  const interval = await getParameter(tx, 'lot_part_interval_minutes');
  const window = await getParameter(tx, 'anti_sniping_minutes');
  const cap = await getParameter(tx, 'anti_sniping_cap_minutes');

  const assigned = await lockLotsOf(tx, auction.id, ['ASSIGNED']);
  for (const lot of assigned) {
    const endTime = plannedLotEnd(auction.endDate, lot.lotPart, interval);
    await changeLot(
      tx,
      lot,
      'auction_started',
      {
        status: 'ACTIVE',
        endTime,
        plannedEndTime: endTime,
        latestEndTime: new Date(endTime.getTime() + cap * 60_000),
        antiSnipingMinutes: window,
        editEnabled: false,
      },
      actor,
    );
  }
  return assigned.length;
}

/** Work another module does inside the transaction that settles a lot (mails to its bidders). */
export type LotSettledHook = (tx: Db, lot: LotRow) => Promise<void>;
const settledHooks = new Map<string, LotSettledHook>();

/** Registers (or replaces) the hook of that name; modules above auctions use it, auctions imports none of them. */
export function onLotSettled(name: string, hook: LotSettledHook): void {
  settledHooks.set(name, hook);
}

/** Work another module does inside the transaction that cancels an auction (mails to its requesters). */
export type AuctionCancelledHook = (tx: Db, auction: AuctionRow) => Promise<void>;
const cancelledHooks = new Map<string, AuctionCancelledHook>();

/** Registers (or replaces) the hook of that name, run by `POST /auctions/cancel` after the auction is CANCELLED. */
export function onAuctionCancelled(name: string, hook: AuctionCancelledHook): void {
  cancelledHooks.set(name, hook);
}

/** Runs the modules' cancel hooks inside the cancelling transaction. */
export async function auctionCancelled(tx: Db, auction: AuctionRow): Promise<void> {
  for (const hook of cancelledHooks.values()) await hook(tx, auction);
}

/**
 * A lot stops taking bids: SOLD with its products to the top bidder at their bid, or UNSOLD (keeping its
 * products for republish). A lot still running (force finish) ends now. The status change is pushed.
 */
async function settleLot(tx: Db, lot: LotRow, actor: Actor, now: Date): Promise<LotRow> {
  const sold = lot.highestBid !== null && lot.highestUserId !== null;
  if (sold) {
    for (const productId of await productIdsOfLot(tx, lot.id)) {
      await changeProductStatus(tx, productId, 'SOLD', {}, actor);
    }
  }
  const endTime = lot.endTime && lot.endTime < now ? lot.endTime : now;
  const winner = sold ? { winnerUserId: lot.highestUserId, winningAmount: Number(lot.highestBid) } : {};
  const after = await changeLot(tx, lot, 'lot_ended', { status: sold ? 'SOLD' : 'UNSOLD', endTime, ...winner }, actor);
  for (const hook of settledHooks.values()) await hook(tx, after);
  return after;
}

/** At the finish (the last lot ended, or force finish): every lot still ACTIVE is settled. */
export async function settleActiveLots(tx: Db, activeLots: LotRow[], actor: Actor): Promise<void> {
  const now = new Date();
  for (const lot of activeLots) await settleLot(tx, lot, actor, now);
}

/**
 * Each lot closes at its own end (staggered parts, anti-sniping extensions), not when the auction
 * finishes: ACTIVE lots whose end has passed are claimed one transaction each (`SKIP LOCKED`: a lot taking
 * a bid right now, or being closed by another instance, is passed over) and settled. A lot that cannot be
 * settled is left for the next run and named in `failed`; the others go on.
 */
export async function closeEndedLots(db: Db, batch: number): Promise<{ done: number; failed: string[] }> {
  let done = 0;
  const failed: string[] = [];
  const skip: number[] = [];
  while (done + failed.length < batch) {
    let claimed: LotRow | undefined;
    try {
      const closed = await db.transaction(async (tx) => {
        [claimed] = await tx
          .select()
          .from(lots)
          .where(
            and(
              eq(lots.status, 'ACTIVE'),
              lte(lots.endTime, sql`now()`),
              skip.length > 0 ? notInArray(lots.id, skip) : undefined,
            ),
          )
          .orderBy(asc(lots.endTime), asc(lots.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!claimed) return false;
        await settleLot(tx, claimed, SYSTEM_ACTOR, new Date());
        return true;
      });
      if (!closed) break;
      done++;
    } catch (err) {
      if (!claimed) throw err;
      failed.push(`lot ${claimed.code}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (claimed) skip.push(claimed.id);
  }
  return { done, failed };
}
