import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bidAmountSchema,
  bidCeiling,
  extendedEnd,
  GENESIS_HASH,
  ledgerText,
  maximumAllowedBid,
  minimumNextBid,
  recomputeChain,
  resolveMaximums,
  sendBidSchema,
  setMaximumSchema,
  type ChainLink,
  type StandingMaximum,
} from './bidding';
import { fromCents, toCents } from '../common/money';
import { applyModelEvent, newModelLot, type ModelEvent } from './bidding-model';

/**
 * The server's way (DESIGN.md §5): the minimum next bid, the bid ceiling (`bidCeiling`, in euros as the API, when a
 * multiple and a top are given), the bid, then at most one automatic bid decided by `resolveMaximums`. In cents.
 */
function atOnce(startingPrice: number, step: number, ceiling?: { multiple: number; top: number }) {
  let price: number | null = null;
  let leaderId: number | null = null;
  let order = 0;
  const maximums = new Map<number, StandingMaximum>();
  const facts = () => ({
    startingPrice: fromCents(startingPrice),
    minimumIncrementAmount: fromCents(step),
    highestBid: price === null ? null : fromCents(price),
  });
  const withinCeiling = (amount: number) =>
    !ceiling || amount <= toCents(bidCeiling(facts(), ceiling.multiple, fromCents(ceiling.top)));
  return {
    apply(event: ModelEvent): boolean {
      if (event.kind === 'maximum') {
        if (event.userId !== leaderId || (price !== null && event.maximum < price)) return false;
        if (!withinCeiling(event.maximum)) return false;
        maximums.set(event.userId, { userId: event.userId, amount: event.maximum, order: ++order });
        return true;
      }
      if (event.userId === leaderId) return false;
      if (event.amount < toCents(minimumNextBid(facts()))) return false;
      if (!withinCeiling(event.amount) || (event.maximum !== undefined && !withinCeiling(event.maximum))) return false;
      const bidOrder = ++order;
      if (event.maximum !== undefined) {
        maximums.set(event.userId, { userId: event.userId, amount: event.maximum, order: bidOrder });
      }
      price = event.amount;
      leaderId = event.userId;
      const automatic = resolveMaximums({ leaderId, priceCents: price, stepCents: step, leaderOrder: bidOrder }, [
        ...maximums.values(),
      ]);
      if (automatic) {
        price = automatic.priceCents;
        leaderId = automatic.userId;
      }
      return true;
    },
    facts,
    get state() {
      return { price, leaderId };
    },
  };
}

const events = fc.array(
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('bid' as const),
        userId: fc.integer({ min: 1, max: 5 }),
        amount: fc.integer({ min: 50, max: 400 }),
        maximum: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('maximum' as const),
        userId: fc.integer({ min: 1, max: 5 }),
        maximum: fc.integer({ min: 50, max: 800 }),
      }),
    },
  ),
  { maxLength: 40 },
);

/** A maximum, when given, is the amount plus a non-negative extra (the schema refuses a lower one). */
const normalise = (list: ModelEvent[]): ModelEvent[] =>
  list.map((e) => (e.kind === 'bid' && e.maximum !== undefined ? { ...e, maximum: e.amount + e.maximum } : e));

describe('maximum bids', () => {
  it('deciding at once ends with the same leader and price as duel after duel, after every event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 30 }), events, (start, step, raw) => {
        const model = newModelLot(start, step);
        const server = atOnce(start, step);
        for (const event of normalise(raw)) {
          const accepted = applyModelEvent(model, event).accepted;
          expect(server.apply(event)).toBe(accepted);
          expect(server.state).toEqual({ price: model.price, leaderId: model.leaderId });
        }
      }),
      { numRuns: 2000, seed: 20261125 },
    );
  });

  it('follows the rule in the known cases', () => {
    const step = 10;
    // B's maximum 300 beats A's bid 120: B leads at A's bid plus a step.
    expect(
      resolveMaximums({ leaderId: 1, priceCents: 120, stepCents: step, leaderOrder: 5 }, [
        { userId: 2, amount: 300, order: 1 },
      ]),
    ).toEqual({ userId: 2, priceCents: 130 });
    // Two maximums: the higher wins at the other's plus a step.
    expect(
      resolveMaximums({ leaderId: 1, priceCents: 120, stepCents: step, leaderOrder: 5 }, [
        { userId: 1, amount: 250, order: 5 },
        { userId: 2, amount: 300, order: 1 },
      ]),
    ).toEqual({ userId: 2, priceCents: 260 });
    // …or at its own maximum when that is lower.
    expect(
      resolveMaximums({ leaderId: 1, priceCents: 120, stepCents: step, leaderOrder: 5 }, [
        { userId: 1, amount: 295, order: 5 },
        { userId: 2, amount: 300, order: 1 },
      ]),
    ).toEqual({ userId: 2, priceCents: 300 });
    // Equal maximums go to the earlier one.
    expect(
      resolveMaximums({ leaderId: 1, priceCents: 120, stepCents: step, leaderOrder: 5 }, [
        { userId: 1, amount: 300, order: 5 },
        { userId: 2, amount: 300, order: 1 },
      ]),
    ).toEqual({ userId: 2, priceCents: 300 });
    expect(
      resolveMaximums({ leaderId: 1, priceCents: 120, stepCents: step, leaderOrder: 5 }, [
        { userId: 1, amount: 300, order: 0 },
        { userId: 2, amount: 300, order: 1 },
      ]),
    ).toEqual({ userId: 1, priceCents: 300 });
    // A maximum that does not reach the next step changes nothing.
    expect(
      resolveMaximums({ leaderId: 1, priceCents: 120, stepCents: step, leaderOrder: 5 }, [
        { userId: 2, amount: 129, order: 1 },
      ]),
    ).toBeNull();
  });

  it('never lets a price fall or rise by less than a step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 30 }), events, (start, step, raw) => {
        const model = newModelLot(start, step);
        let last: number | null = null;
        for (const event of normalise(raw)) {
          applyModelEvent(model, event);
          if (model.price !== last && last !== null) expect(model.price!).toBeGreaterThanOrEqual(last + step);
          last = model.price;
        }
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});

describe('minimum next bid', () => {
  it('is the starting price first, then the highest bid plus the increment, in cents', () => {
    expect(minimumNextBid({ startingPrice: 1000, minimumIncrementAmount: 50, highestBid: null })).toBe(1000);
    expect(minimumNextBid({ startingPrice: 1000, minimumIncrementAmount: 0.1, highestBid: 0.2 })).toBe(0.3);
    expect(minimumNextBid({ startingPrice: 1, minimumIncrementAmount: 50.05, highestBid: 1000.1 })).toBe(1050.15);
  });
});

describe('anti-sniping', () => {
  const at = (m: number) => new Date(Date.UTC(2026, 10, 25, 12, m));
  it('moves the end to now plus the window only inside the window, never past the cap', () => {
    expect(extendedEnd(at(50), at(60), 3, at(120))).toEqual(at(60));
    expect(extendedEnd(at(58), at(60), 3, at(120))).toEqual(at(61));
    expect(extendedEnd(at(119), at(120), 3, at(120))).toEqual(at(120));
    expect(extendedEnd(at(58), at(60), 0, at(120))).toEqual(at(60));
  });
});

describe('amounts', () => {
  it('takes positive amounts with at most two decimals and refuses the rest with a key', () => {
    expect(bidAmountSchema.parse(1500.5)).toBe(1500.5);
    expect(bidAmountSchema.parse(0.1 + 0.2)).toBe(0.3);
    for (const [value, key] of [
      [0, 'validation.amount_invalid'],
      [-5, 'validation.amount_invalid'],
      [Number.NaN, 'validation.amount_invalid'],
      [1.005, 'validation.amount_decimals'],
      [1e-10, 'validation.amount_decimals'],
      [Number.POSITIVE_INFINITY, 'validation.amount_invalid'],
      [1e13, 'validation.too_big'],
      [1e300, 'validation.too_big'],
      // The contract says number: a text is not an amount, whatever it reads as.
      ['1500.25', 'validation.amount_invalid'],
      ['1000', 'validation.amount_invalid'],
      [' 12 ', 'validation.amount_invalid'],
      ['', 'validation.amount_invalid'],
    ] as const) {
      const result = bidAmountSchema.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0].message, String(value)).toBe(key);
    }
  });

  it('refuses money sent as text in send_bid and set_maximum, on the field', () => {
    const bid = sendBidSchema.safeParse({ bid: { lot: 1, auction: 2, offeredAmount: '1250.50' } });
    expect(bid.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bid.offeredAmount', 'validation.amount_invalid'],
    ]);
    const maximum = sendBidSchema.safeParse({
      bid: { lot: 1, auction: 2, offeredAmount: 1000, maximumAmount: '2000' },
    });
    expect(maximum.error?.issues.map((i) => i.path.join('.'))).toEqual(['bid.maximumAmount']);
    const set = setMaximumSchema.safeParse({ lot: 1, auction: 2, maximumAmount: '2000.00' });
    expect(set.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['maximumAmount', 'validation.amount_invalid'],
    ]);
  });

  it('refuses a maximum below the amount, on the maximum', () => {
    const result = sendBidSchema.safeParse({ bid: { lot: 1, auction: 2, offeredAmount: 100, maximumAmount: 90 } });
    expect(result.error?.issues[0].path).toEqual(['bid', 'maximumAmount']);
  });
});

describe('ledger text', () => {
  it('joins the public fields in a fixed order: pseudonym number, two decimals, a UTC time, the kind', () => {
    expect(
      ledgerText({
        previousHash: 'ab',
        lotId: 3,
        seq: 2,
        bidderNumber: 9,
        amount: 1500,
        serverTime: new Date('2026-11-25T10:00:00.123Z'),
        kind: 'MAXIMUM',
      }),
    ).toBe('ab|3|2|9|1500.00|2026-11-25T10:00:00.123Z|MAXIMUM');
  });

  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  /** A chain of `n` bids on lot 7 as the server would store it. */
  function chain(n: number): ChainLink[] {
    const links: ChainLink[] = [];
    let previousHash = GENESIS_HASH;
    for (let seq = 1; seq <= n; seq++) {
      const link = {
        seq,
        amount: 1000 + seq * 50.5,
        bidderNumber: (seq % 3) + 1,
        kind: seq % 4 === 0 ? ('MAXIMUM' as const) : ('MANUAL' as const),
        serverTime: new Date(Date.UTC(2026, 10, 25, 10, 0, seq, seq)).toISOString(),
      };
      previousHash = sha256(ledgerText({ ...link, previousHash, lotId: 7, serverTime: new Date(link.serverTime) }));
      links.push({ ...link, hash: previousHash });
    }
    return links;
  }

  it('recomputes a chain to its head, and names the first link that does not follow', async () => {
    const links = chain(5);
    expect(await recomputeChain(7, links, sha256)).toEqual({ holdsUpTo: 5, brokenAt: null, lastHash: links[4].hash });
    expect(await recomputeChain(7, [], sha256)).toEqual({ holdsUpTo: 0, brokenAt: null, lastHash: GENESIS_HASH });
    // Another lot's chain does not recompute here.
    expect((await recomputeChain(8, links, sha256)).brokenAt).toBe(1);
    for (const [change, at] of [
      [(l: ChainLink[]) => (l[2] = { ...l[2], amount: l[2].amount + 0.01 }), 3],
      [(l: ChainLink[]) => (l[1] = { ...l[1], bidderNumber: 9 }), 2],
      [(l: ChainLink[]) => (l[3] = { ...l[3], kind: 'MANUAL' }), 4],
      [(l: ChainLink[]) => (l[0] = { ...l[0], serverTime: '2026-11-25T10:00:01.002Z' }), 1],
      [(l: ChainLink[]) => l.splice(2, 1), 3],
      [(l: ChainLink[]) => (l[4] = { ...l[4], hash: 'a'.repeat(64) }), 5],
    ] as const) {
      const changed = chain(5);
      change(changed);
      const result = await recomputeChain(7, changed, sha256);
      expect(result.brokenAt).toBe(at);
      expect(result.holdsUpTo).toBe(at - 1);
    }
  });
});

describe('bid ceiling', () => {
  const lot = (highestBid: number | null, startingPrice = 1000, minimumIncrementAmount = 50) => ({
    startingPrice,
    minimumIncrementAmount,
    highestBid,
  });

  it('is the multiple of the minimum next bid, and never leaves the next minimum above AMOUNT_MAX', () => {
    expect(bidCeiling(lot(null), 100)).toBe(100_000);
    expect(maximumAllowedBid(lot(null), 100)).toBe(100_000);
    expect(maximumAllowedBid(lot(1000), 100)).toBe(105_000);
    expect(maximumAllowedBid(lot(0.2, 0.2, 0.1), 3)).toBe(0.9);
    // Near the top: the increment must still fit under AMOUNT_MAX after the bid.
    expect(maximumAllowedBid(lot(900_000_000_000), 100)).toBe(999_999_999_950);
    expect(maximumAllowedBid(lot(999_999_999_900), 100)).toBe(999_999_999_950);
    // The highest bid is within two increments of AMOUNT_MAX: its next minimum cannot be bid, and the lot says so.
    expect(maximumAllowedBid(lot(999_999_999_901), 100)).toBeNull();
    expect(maximumAllowedBid(lot(999_999_999_950), 100)).toBeNull();
    expect(bidCeiling(lot(999_999_999_950), 100)).toBe(999_999_999_950);
  });

  it('after any sequence of accepted bids the next minimum is at most the highest bid allowed, until the top', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 3000 }),
        events,
        (start, step, multiple, room, raw) => {
          // The top leaves room for the first bid and one increment, as a lot's starting price must.
          const top = start + step + room;
          const model = newModelLot(start, step, { multiple, top });
          const server = atOnce(start, step, { multiple, top });
          for (const event of normalise(raw)) {
            const accepted = applyModelEvent(model, event).accepted;
            expect(server.apply(event)).toBe(accepted);
            expect(server.state).toEqual({ price: model.price, leaderId: model.leaderId });
            const allowed = maximumAllowedBid(server.facts(), multiple, fromCents(top));
            const next = toCents(minimumNextBid(server.facts()));
            if (allowed === null) {
              // Only the top ends the bidding, never the multiple: the highest bid is within two increments of it.
              expect(model.price! + 2 * step).toBeGreaterThan(top);
            } else {
              expect(next).toBeLessThanOrEqual(toCents(allowed));
              expect(toCents(allowed)).toBeLessThanOrEqual(next * multiple);
            }
            // No accepted price ever leaves its next minimum above the top.
            if (model.price !== null) expect(model.price + step).toBeLessThanOrEqual(top);
          }
        },
      ),
      { numRuns: 2000, seed: 20261130 },
    );
  });

  it('takes a bid anywhere from the minimum to the highest bid allowed, and nothing above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 2, max: 100 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
        (start, step, multiple, picks) => {
          const top = start * 1000 + step;
          const model = newModelLot(start, step, { multiple, top });
          const facts = () => ({
            startingPrice: fromCents(start),
            minimumIncrementAmount: fromCents(step),
            highestBid: model.price === null ? null : fromCents(model.price),
          });
          for (const [i, pick] of picks.entries()) {
            const allowed = maximumAllowedBid(facts(), multiple, fromCents(top));
            if (allowed === null) return;
            const low = toCents(minimumNextBid(facts()));
            const high = toCents(allowed);
            const userId = (i % 2) + 1;
            expect(applyModelEvent(model, { kind: 'bid', userId: (i % 2) + 3, amount: high + 1 }).accepted).toBe(false);
            const amount = low + Math.floor(pick * (high - low));
            expect(applyModelEvent(model, { kind: 'bid', userId, amount }).accepted).toBe(true);
          }
        },
      ),
      { numRuns: 500, seed: 11 },
    );
  });
});
