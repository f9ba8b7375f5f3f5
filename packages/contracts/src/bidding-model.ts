/**
 * A tiny reference model of one lot with maximum (proxy) bids, for property tests only: it plays the
 * rule of DESIGN.md §5 as a series of duels, one challenger at a time, the way a person would explain
 * it — "the strongest other maximum challenges the leader; the higher maximum wins (the earlier one when
 * equal) at the other's maximum plus a step, or at its own maximum when that is lower; repeat". The
 * server decides at once (`resolveMaximums`); tests check both end with the same leader and price.
 * All amounts in whole cents.
 */

export type ModelEvent =
  /** A bid of `amount`, optionally leaving a private maximum. */
  | { kind: 'bid'; userId: number; amount: number; maximum?: number }
  /** The leader changes their maximum without bidding. */
  | { kind: 'maximum'; userId: number; maximum: number };

export type ModelRefusal = 'bid_too_low' | 'already_highest' | 'not_leader' | 'maximum_below_price';
export type ModelOutcome = { accepted: true } | { accepted: false; refusal: ModelRefusal };

export type ModelLot = {
  startingPrice: number;
  step: number;
  price: number | null;
  leaderId: number | null;
  /** Each bidder's maximum and the moment it was set. */
  maximums: Map<number, { amount: number; at: number }>;
  /** Moments: every accepted event takes the next one. */
  clock: number;
};

export function newModelLot(startingPrice: number, step: number): ModelLot {
  return { startingPrice, step, price: null, leaderId: null, maximums: new Map(), clock: 0 };
}

export function applyModelEvent(lot: ModelLot, event: ModelEvent): ModelOutcome {
  if (event.kind === 'maximum') {
    if (event.userId !== lot.leaderId) return { accepted: false, refusal: 'not_leader' };
    if (lot.price !== null && event.maximum < lot.price) return { accepted: false, refusal: 'maximum_below_price' };
    lot.maximums.set(event.userId, { amount: event.maximum, at: ++lot.clock });
    return { accepted: true };
  }
  const minimum = lot.price === null ? lot.startingPrice : lot.price + lot.step;
  if (event.userId === lot.leaderId) return { accepted: false, refusal: 'already_highest' };
  if (event.amount < minimum) return { accepted: false, refusal: 'bid_too_low' };
  const bidAt = ++lot.clock;
  if (event.maximum !== undefined) lot.maximums.set(event.userId, { amount: event.maximum, at: bidAt });
  lot.price = event.amount;
  lot.leaderId = event.userId;
  duel(lot, bidAt);
  return { accepted: true };
}

/** Challengers take on the leader one at a time until no other maximum reaches the next step. */
function duel(lot: ModelLot, bidAt: number): void {
  for (;;) {
    const price = lot.price!;
    let challenger: { userId: number; amount: number; at: number } | undefined;
    for (const [userId, m] of lot.maximums) {
      if (userId === lot.leaderId || m.amount < price + lot.step) continue;
      if (!challenger || m.amount > challenger.amount || (m.amount === challenger.amount && m.at < challenger.at)) {
        challenger = { userId, ...m };
      }
    }
    if (!challenger) return;
    const own = lot.maximums.get(lot.leaderId!);
    // A leader whose maximum is below their bid stands at the bid, as of the bid's moment.
    const leader = own && own.amount >= price ? own : { amount: price, at: bidAt };
    const challengerWins =
      challenger.amount > leader.amount || (challenger.amount === leader.amount && challenger.at < leader.at);
    if (challengerWins) {
      lot.price = Math.min(challenger.amount, leader.amount + lot.step);
      lot.leaderId = challenger.userId;
    } else {
      lot.price = Math.min(leader.amount, challenger.amount + lot.step);
    }
  }
}
