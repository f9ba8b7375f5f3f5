import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bidAmountSchema,
  extendedEnd,
  ledgerText,
  minimumNextBid,
  resolveMaximums,
  sendBidSchema,
  setMaximumSchema,
  type StandingMaximum,
} from './bidding';
import { applyModelEvent, newModelLot, type ModelEvent } from './bidding-model';

/** The server's way (DESIGN.md §5): the bid, then at most one automatic bid decided by `resolveMaximums`. */
function atOnce(startingPrice: number, step: number) {
  let price: number | null = null;
  let leaderId: number | null = null;
  let order = 0;
  const maximums = new Map<number, StandingMaximum>();
  return {
    apply(event: ModelEvent): boolean {
      if (event.kind === 'maximum') {
        if (event.userId !== leaderId || (price !== null && event.maximum < price)) return false;
        maximums.set(event.userId, { userId: event.userId, amount: event.maximum, order: ++order });
        return true;
      }
      if (event.userId === leaderId) return false;
      if (event.amount < (price === null ? startingPrice : price + step)) return false;
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
    const maximum = sendBidSchema.safeParse({ bid: { lot: 1, auction: 2, offeredAmount: 1000, maximumAmount: '2000' } });
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
  it('joins the fields in a fixed order with two decimals and a UTC time', () => {
    expect(
      ledgerText({
        previousHash: 'ab',
        lotId: 3,
        seq: 2,
        userId: 9,
        amount: 1500,
        serverTime: new Date('2026-11-25T10:00:00.123Z'),
      }),
    ).toBe('ab|3|2|9|1500.00|2026-11-25T10:00:00.123Z');
  });
});
