/**
 * A tiny reference model of one lot with maximum (proxy) bids, for property tests only: it plays the
 * rule of DESIGN.md §5 as a series of duels, one challenger at a time, the way a person would explain
 * it — "the strongest other maximum challenges the leader; the higher maximum wins (the earlier one when
 * equal) at the other's maximum plus a step, or at its own maximum when that is lower; repeat". The
 * server decides at once (`resolveMaximums`); tests check both end with the same leader and price.
 * It also plays the bid ceiling the way the rule is said: "a bid, or a maximum, may be at most `multiple` times
 * the minimum next bid, and must leave room for one more increment under the top amount".
 * All amounts in whole cents.
 */

export type ModelEvent =
  /** A bid of `amount`, optionally leaving a private maximum. */
  | { kind: 'bid'; userId: number; amount: number; maximum?: number }
  /** The leader changes their maximum without bidding. */
  | { kind: 'maximum'; userId: number; maximum: number };

export type ModelRefusal = 'bid_too_low' | 'already_highest' | 'not_leader' | 'maximum_below_price' | 'above_ceiling';
export type ModelOutcome = { accepted: true } | { accepted: false; refusal: ModelRefusal };

export type ModelLot = {
  startingPrice: number;
  step: number;
  /** The bid ceiling's multiple and the top amount (Infinity: no ceiling). */
  multiple: number;
  top: number;
  price: number | null;
  leaderId: number | null;
  /** Each bidder's maximum and the moment it was set. */
  maximums: Map<number, { amount: number; at: number }>;
  /** Moments: every accepted event takes the next one. */
  clock: number;
};

export function newModelLot(
  startingPrice: number,
  step: number,
  ceiling: { multiple: number; top: number } = { multiple: Infinity, top: Infinity },
): ModelLot {
  return { startingPrice, step, ...ceiling, price: null, leaderId: null, maximums: new Map(), clock: 0 };
}

/** The ceiling as said: at most `multiple` times the minimum next bid, and room for one more increment under the top. */
function withinCeiling(lot: ModelLot, amount: number): boolean {
  const minimum = lot.price === null ? lot.startingPrice : lot.price + lot.step;
  return amount <= minimum * lot.multiple && amount + lot.step <= lot.top;
}

export function applyModelEvent(lot: ModelLot, event: ModelEvent): ModelOutcome {
  if (event.kind === 'maximum') {
    if (event.userId !== lot.leaderId) return { accepted: false, refusal: 'not_leader' };
    if (lot.price !== null && event.maximum < lot.price) return { accepted: false, refusal: 'maximum_below_price' };
    if (!withinCeiling(lot, event.maximum)) return { accepted: false, refusal: 'above_ceiling' };
    lot.maximums.set(event.userId, { amount: event.maximum, at: ++lot.clock });
    return { accepted: true };
  }
  const minimum = lot.price === null ? lot.startingPrice : lot.price + lot.step;
  if (event.userId === lot.leaderId) return { accepted: false, refusal: 'already_highest' };
  if (event.amount < minimum) return { accepted: false, refusal: 'bid_too_low' };
  if (!withinCeiling(lot, event.amount) || (event.maximum !== undefined && !withinCeiling(lot, event.maximum))) {
    return { accepted: false, refusal: 'above_ceiling' };
  }
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
