import { describe, expect, it } from 'vitest';
import type { PublicBid } from '@portal/contracts/bidding';
import { pricePoints, priceSummary } from './price-chart';

const bid = (seq: number, amount: number, serverTime: string): PublicBid => ({
  lotId: 1,
  seq,
  amount,
  bidderNumber: seq % 2,
  kind: 'MANUAL',
  serverTime,
});

describe('the price chart and its words', () => {
  it('orders the points by seq and sums them up from the first to the last bid', () => {
    const points = pricePoints([bid(2, 1100, '2026-03-02T10:01:00Z'), bid(1, 1000, '2026-03-02T10:00:00Z')]);
    expect(points.map((p) => p.seq)).toEqual([1, 2]);
    expect(priceSummary(points)).toEqual({
      count: 2,
      from: 1000,
      to: 1100,
      start: Date.parse('2026-03-02T10:00:00Z'),
      end: Date.parse('2026-03-02T10:01:00Z'),
    });
    expect(priceSummary([])).toBeNull();
  });
});
