import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BidPush, BidsAfter, LotBidding, LotBidsEntry, SendBidAnswer } from '@portal/contracts/bidding';
import {
  applyLotStatus,
  applyPush,
  applyResync,
  applySentBid,
  maximumStanding,
  mergeSnapshot,
  type Applied,
  type LiveLot,
} from './live-lots';

const LOT_ID = 7;
const START = Date.parse('2026-05-01T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** The server's table of one lot: every accepted bid in seq order, each with the lot's state after it. */
function table(steps: Array<{ bidder: number; raise: number; extend: number }>): BidPush[] {
  let amount = 900;
  let end = START + 600_000;
  return steps.map((step, i) => {
    amount += 50 + step.raise * 50;
    end += step.extend * 1000;
    return {
      lotId: LOT_ID,
      seq: i + 1,
      amount,
      bidderNumber: step.bidder,
      kind: step.raise === 0 ? 'MAXIMUM' : 'MANUAL',
      serverTime: iso(START + i * 1000),
      hash: String(i + 1).padStart(64, '0'),
      endTime: iso(end),
      highestBid: amount,
      minimumNextBid: amount + 50,
      maximumAllowedBid: (amount + 50) * 100,
    };
  });
}

const base: LotBidsEntry = {
  lotId: LOT_ID,
  code: 'L-2026-0007',
  description: 'Lot',
  descriptionEN: null,
  descriptionSR: null,
  productCount: 1,
  status: 'ACTIVE',
  lotPart: 1,
  startingPrice: 1000,
  minimumIncrementAmount: 50,
  bidMaxMultiple: 100,
  highestBid: null,
  minimumNextBid: 1000,
  maximumAllowedBid: 100_000,
  bidCount: 0,
  endTime: iso(START + 600_000),
  remainingTime: 600_000,
  plannedEndTime: iso(START + 600_000),
  latestEndTime: iso(START + 1_200_000),
  antiSnipingMinutes: 3,
  leaderNumber: null,
  lastBids: [],
  approved: false,
  mine: null,
};

/** What `lot_bids` answers after the first `n` bids of the table. */
function snapshotAt(pushes: BidPush[], n: number): LotBidsEntry {
  const held = pushes.slice(0, n);
  const last = held.at(-1);
  return {
    ...base,
    highestBid: last?.amount ?? null,
    minimumNextBid: last ? last.minimumNextBid : base.startingPrice,
    maximumAllowedBid: last ? last.maximumAllowedBid : base.maximumAllowedBid,
    bidCount: n,
    endTime: last?.endTime ?? base.endTime,
    leaderNumber: last?.bidderNumber ?? null,
    lastBids: held
      .slice(-10)
      .reverse()
      .map(({ lotId, seq, amount, bidderNumber, kind, serverTime }) => ({
        lotId,
        seq,
        amount,
        bidderNumber,
        kind,
        serverTime,
      })),
  };
}

/** What the resync read answers after seq `after`, at most `page` bids (the server holds the whole table). */
function bidsAfter(pushes: BidPush[], after: number, page: number): BidsAfter {
  return {
    lotId: LOT_ID,
    bids: pushes.slice(after, after + page).map(({ lotId, seq, amount, bidderNumber, kind, serverTime }) => ({
      lotId,
      seq,
      amount,
      bidderNumber,
      kind,
      serverTime,
    })),
    lastSeq: pushes.length,
    endTime: pushes.at(-1)?.endTime ?? base.endTime,
    status: 'ACTIVE',
    serverTime: iso(START),
  };
}

/** The screen's loop: read after the last seq while the lot has a gap. */
function resync(lot: LiveLot, pushes: BidPush[], page: number): LiveLot {
  let applied: Applied = { lot, gap: true };
  for (let guard = 0; applied.gap && guard < 1000; guard++)
    applied = applyResync(applied.lot, bidsAfter(pushes, applied.lot.bidCount, page));
  return applied.lot;
}

const bidding = (lot: LotBidding) => ({
  bidCount: lot.bidCount,
  highestBid: lot.highestBid,
  minimumNextBid: lot.minimumNextBid,
  // Pushes say it; after a resync the screen recomputes it with the contracts' function: the same either way.
  maximumAllowedBid: lot.maximumAllowedBid,
  leaderNumber: lot.leaderNumber,
  endTime: lot.endTime,
  lastBids: lot.lastBids,
  status: lot.status,
});

const steps = fc.array(
  fc.record({ bidder: fc.integer({ min: 1, max: 4 }), raise: fc.integer({ min: 0, max: 3 }), extend: fc.nat(120) }),
  { maxLength: 30 },
);

describe('live lot by seq', () => {
  const pushes = table([
    { bidder: 1, raise: 1, extend: 0 },
    { bidder: 2, raise: 1, extend: 0 },
    { bidder: 1, raise: 0, extend: 60 },
  ]);
  const fresh = mergeSnapshot(undefined, snapshotAt(pushes, 0)).lot;

  it('applies the next seq and ignores a duplicate', () => {
    const once = applyPush(fresh, pushes[0]);
    expect(once.gap).toBe(false);
    expect(once.lot).toMatchObject({ bidCount: 1, highestBid: 1000, minimumNextBid: 1050, leaderNumber: 1 });
    const twice = applyPush(once.lot, pushes[0]);
    expect(twice).toEqual({ lot: once.lot, gap: false });
  });

  it('holds a push after a gap until the missing bids are read, then applies both in order', () => {
    const ahead = applyPush(fresh, pushes[1]);
    expect(ahead.gap).toBe(true);
    expect(ahead.lot.bidCount).toBe(0);
    const filled = applyResync(ahead.lot, bidsAfter(pushes, 0, 1));
    expect(filled.lot.bidCount).toBe(2);
    // The server already holds seq 3: read again.
    expect(filled.gap).toBe(true);
    const done = applyResync(filled.lot, bidsAfter(pushes, 2, 500));
    expect(done.gap).toBe(false);
    expect(bidding(done.lot)).toEqual(bidding(snapshotAt(pushes, 3)));
  });

  it('says who leads: the bidder was outbid, or leads again', () => {
    const mine = { bidderNumber: 1, position: 'NO_BIDS' as const, maximumAmount: null, receipts: [], nextSteps: null };
    let lot = mergeSnapshot(undefined, { ...snapshotAt(pushes, 0), mine }).lot;
    lot = applyPush(lot, pushes[0]).lot;
    expect(lot.mine?.position).toBe('LEADING');
    lot = applyPush(lot, pushes[1]).lot;
    expect(lot.mine?.position).toBe('OUTBID');
    lot = applyPush(lot, pushes[2]).lot;
    expect(lot.mine?.position).toBe('LEADING');
  });

  it('keeps a leader covered by their maximum leading while its automatic bid is on its way', () => {
    // Bidder 1 leads at 1000 with a maximum of 1200.
    const receipt = { ...pushes[0], kind: 'MANUAL' as const };
    const mine = {
      bidderNumber: 1,
      position: 'LEADING' as const,
      maximumAmount: 1200,
      receipts: [receipt],
      nextSteps: null,
    };
    let lot = mergeSnapshot(undefined, { ...snapshotAt(pushes, 1), mine }).lot;
    const push = (seq: number, bidderNumber: number, amount: number, kind: BidPush['kind'] = 'MANUAL') => ({
      ...pushes[0],
      seq,
      bidderNumber,
      amount,
      kind,
      highestBid: amount,
      minimumNextBid: amount + 50,
    });
    // Bidder 2 bids 1050: the maximum reaches 1100, so the server answered in the same transaction (seq 3).
    lot = applyPush(lot, push(2, 2, 1050)).lot;
    expect(lot.mine?.position).toBe('LEADING');
    lot = applyPush(lot, push(3, 1, 1100, 'MAXIMUM')).lot;
    expect(lot.mine?.position).toBe('LEADING');
    expect(maximumStanding(lot)).toEqual({ amount: 1200, standing: 'ACTIVE' });
    // Bidder 2 bids 1200: the next step (1250) is past the maximum, which is overtaken.
    lot = applyPush(lot, push(4, 2, 1200)).lot;
    expect(lot.mine?.position).toBe('OUTBID');
    expect(maximumStanding(lot)).toEqual({ amount: 1200, standing: 'OVERTAKEN' });
  });

  it('does not count a maximum the bidder’s own later bid went past', () => {
    const receipt = (seq: number, amount: number) => ({ ...pushes[0], seq, amount, kind: 'MANUAL' as const });
    const lot = (position: 'LEADING' | 'OUTBID', highestBid: number, receipts: ReturnType<typeof receipt>[]) =>
      ({
        ...base,
        highestBid,
        mine: { bidderNumber: 1, position, maximumAmount: 1200, receipts, nextSteps: null },
      }) as LotBidding;
    expect(maximumStanding(lot('LEADING', 1000, [receipt(1, 1000)]))?.standing).toBe('ACTIVE');
    expect(maximumStanding(lot('LEADING', 1200, [receipt(1, 1000), receipt(3, 1200)]))?.standing).toBe('ACTIVE');
    expect(maximumStanding(lot('OUTBID', 1300, [receipt(1, 1000)]))?.standing).toBe('OVERTAKEN');
    // Outbid past it, the bidder bid 1400 without a new maximum: the server keeps the row, but it is spent.
    expect(maximumStanding(lot('LEADING', 1400, [receipt(1, 1000), receipt(4, 1400)]))).toBeNull();
    expect(maximumStanding(lot('OUTBID', 1450, [receipt(1, 1000), receipt(4, 1400)]))).toBeNull();
    expect(maximumStanding({ ...base, mine: null })).toBeNull();
  });

  it('keeps what pushes brought when an older lot_bids answer arrives', () => {
    let lot = applyPush(fresh, pushes[0]).lot;
    lot = applyPush(lot, pushes[1]).lot;
    const merged = mergeSnapshot(lot, { ...snapshotAt(pushes, 1), description: 'New text' });
    expect(merged.lot.bidCount).toBe(2);
    expect(merged.lot.description).toBe('New text');
    const newer = mergeSnapshot(lot, snapshotAt(pushes, 3));
    expect(bidding(newer.lot)).toEqual(bidding(snapshotAt(pushes, 3)));
  });

  it('takes whether the caller may bid on the lot from every answer, an older one too', () => {
    let lot = applyPush(fresh, pushes[0]).lot;
    lot = applyPush(lot, pushes[1]).lot;
    expect(lot.approved).toBe(false);
    expect(mergeSnapshot(lot, { ...snapshotAt(pushes, 1), approved: true }).lot.approved).toBe(true);
    expect(mergeSnapshot(lot, { ...snapshotAt(pushes, 2), approved: true }).lot.approved).toBe(true);
    expect(mergeSnapshot(undefined, { ...snapshotAt(pushes, 0), approved: true }).lot.approved).toBe(true);
  });

  it('never takes a closed lot back to ACTIVE', () => {
    const sold = applyLotStatus(fresh, {
      lotId: LOT_ID,
      auctionId: 1,
      status: 'SOLD',
      highestBid: 1000,
      endTime: iso(START + 700_000),
    });
    expect(sold.status).toBe('SOLD');
    expect(sold.endTime).toBe(iso(START + 700_000));
    expect(mergeSnapshot(sold, { ...snapshotAt(pushes, 0), status: 'ACTIVE' }).lot.status).toBe('SOLD');
    expect(applyResync(sold, bidsAfter(pushes, 0, 0)).lot.status).toBe('SOLD');
  });

  it('takes the caller’s accepted bid with its receipt, and sees a gap when a maximum answered it', () => {
    const mine = { bidderNumber: 2, position: 'NO_BIDS' as const, maximumAmount: null, receipts: [], nextSteps: null };
    const lot = mergeSnapshot(undefined, { ...snapshotAt(pushes, 1), mine }).lot;
    const answer: SendBidAnswer = {
      bid: {
        id: 11,
        lotId: LOT_ID,
        auctionId: 1,
        amount: 1100,
        offeredAmount: 1100,
        username: 'person',
        bidderNumber: 2,
        seq: 2,
        serverTime: iso(START + 1000),
        remainingTime: 500_000,
        endTime: iso(START + 660_000),
        hash: 'a'.repeat(64),
      },
      // Bidder 1's maximum answered at once with seq 3.
      lot: {
        lotId: LOT_ID,
        status: 'ACTIVE',
        highestBid: 1150,
        minimumNextBid: 1200,
        maximumAllowedBid: 120_000,
        bidCount: 3,
        endTime: iso(START + 660_000),
        remainingTime: 500_000,
        leaderNumber: 1,
        position: 'OUTBID',
      },
      serverTime: iso(START + 1000),
    };
    const applied = applySentBid(lot, answer, 2000);
    expect(applied.gap).toBe(true);
    expect(applied.lot.bidCount).toBe(2);
    expect(applied.lot.mine).toMatchObject({ position: 'OUTBID', maximumAmount: 2000 });
    expect(applied.lot.mine?.receipts.map((r) => r.seq)).toEqual([2]);
    // The bid's own push arriving later is a duplicate.
    expect(applyPush(applied.lot, { ...pushes[1], amount: 1100, bidderNumber: 2 }).lot.bidCount).toBe(2);
  });

  it('ends equal to the table whatever order the pushes arrive in (duplicates too)', () => {
    fc.assert(
      fc.property(
        steps.chain((s) => {
          const all = table(s);
          return fc.record({
            all: fc.constant(all),
            start: fc.integer({ min: 0, max: all.length }),
            // Every push at least once, some twice, in any order.
            order: fc
              .subarray(all)
              .chain((again) => fc.shuffledSubarray([...all, ...again], { minLength: all.length + again.length })),
          });
        }),
        ({ all, start, order }) => {
          let lot = mergeSnapshot(undefined, snapshotAt(all, start)).lot;
          for (const push of order) lot = applyPush(lot, push).lot;
          expect(lot.ahead).toEqual([]);
          expect(bidding(lot)).toEqual(bidding(snapshotAt(all, all.length)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ends equal to the table when pushes are lost, repeated and reordered, with resyncs on gaps and reconnects', () => {
    fc.assert(
      fc.property(
        steps.chain((s) => {
          const all = table(s);
          return fc.record({
            all: fc.constant(all),
            start: fc.integer({ min: 0, max: all.length }),
            delivered: fc.array(fc.constantFrom(...(all.length ? all : [null])), { maxLength: 60 }),
            page: fc.integer({ min: 1, max: 5 }),
            snapshots: fc.array(fc.integer({ min: 0, max: all.length }), { maxLength: 3 }),
          });
        }),
        ({ all, start, delivered, page, snapshots }) => {
          let lot = mergeSnapshot(undefined, snapshotAt(all, start)).lot;
          const pending = [...snapshots];
          for (const push of delivered) {
            if (!push) continue;
            const applied = applyPush(lot, push);
            lot = applied.gap ? resync(applied.lot, all, page) : applied.lot;
            // A poll's answer (taken at any earlier moment) arrives now and then.
            const at = pending.shift();
            if (at !== undefined) lot = mergeSnapshot(lot, snapshotAt(all, at)).lot;
          }
          // After a reconnect every lot reads what it missed.
          lot = resync(lot, all, page);
          expect(lot.ahead).toEqual([]);
          expect(bidding(lot)).toEqual(bidding(snapshotAt(all, all.length)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
