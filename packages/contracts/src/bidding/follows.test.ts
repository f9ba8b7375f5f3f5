import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOT_STATUSES } from '../auctions/auction-status';
import { followTargetSchema, myBidPosition, quickBidAmount } from './follows';

describe('follows and My bids rules', () => {
  it('a follow names exactly one of a lot or an auction', () => {
    expect(followTargetSchema.safeParse({ lotId: 3 }).success).toBe(true);
    expect(followTargetSchema.safeParse({ auctionId: 3 }).success).toBe(true);
    expect(followTargetSchema.safeParse({}).success).toBe(false);
    expect(followTargetSchema.safeParse({ lotId: 3, auctionId: 4 }).success).toBe(false);
  });

  it('quick bids are the minimum next bid and one or four more increments', () => {
    const lot = { startingPrice: 1000, minimumIncrementAmount: 50.5, highestBid: 1200.1 };
    expect(quickBidAmount(lot, 1)).toBe(1250.6);
    expect(quickBidAmount(lot, 2)).toBe(1301.1);
    expect(quickBidAmount(lot, 5)).toBe(1452.6);
    expect(quickBidAmount({ ...lot, highestBid: null }, 1)).toBe(1000);
  });

  it('the position is WON only for the winner of a sold lot, and NO_BIDS only without a bid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOT_STATUSES),
        fc.option(fc.integer({ min: 1, max: 3 })),
        fc.option(fc.integer({ min: 1, max: 3 })),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (status, highest, winner, me, hasBid) => {
          const position = myBidPosition({ status, highestUserId: highest, winnerUserId: winner }, me, hasBid);
          if (position === 'WON') expect(['SOLD', 'PAID']).toContain(status);
          if (position === 'WON') expect(winner).toBe(me);
          if (position === 'NO_BIDS') expect(hasBid).toBe(false);
          if (position === 'LEADING') expect(highest).toBe(me);
          if (position === 'LEADING' || position === 'OUTBID')
            expect(['SOLD', 'UNSOLD', 'PAID', 'CLOSED', 'CANCELLED']).not.toContain(status);
        },
      ),
    );
  });
});
