import type { PublicBid } from '@portal/contracts/bidding';

export type PricePoint = { time: number; amount: number; seq: number };

/** The chart's points: each bid's amount at its server time, oldest first. */
export const pricePoints = (bids: readonly PublicBid[]): PricePoint[] =>
  [...bids]
    .sort((a, b) => a.seq - b.seq)
    .map((b) => ({ time: Date.parse(b.serverTime), amount: b.amount, seq: b.seq }));

/** What the chart says in words (its text alternative): how many bids, from which price to which, over what time. */
export function priceSummary(points: readonly PricePoint[]) {
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  return { count: points.length, from: first.amount, to: last.amount, start: first.time, end: last.time };
}
