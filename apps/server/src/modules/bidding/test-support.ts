import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';
import { findLotRow } from '../auctions/lot-service';
import { setLotBidState } from '../auctions/test-support';
import { bids } from './tables';

/**
 * Inserts accepted bids on a lot in order, consistently with the lot row: each gets the next `seq`,
 * the amounts must rise above the lot's highest bid, and the lot's `highest_bid` and `bid_seq`
 * follow the last one (tests only: placing bids is the next feature).
 */
export async function insertBids(t: TestApp, lotId: number, placed: Array<{ userId: number; amount: number }>) {
  const db = t.platform.db;
  const lot = await findLotRow(db, lotId);
  expect(lot.auctionId, 'the lot is in an auction').not.toBeNull();
  let seq = lot.bidSeq;
  let highest = lot.highestBid === null ? 0 : Number(lot.highestBid);
  for (const bid of placed) {
    expect(bid.amount, 'bids rise').toBeGreaterThan(highest);
    seq += 1;
    highest = bid.amount;
    await db.insert(bids).values({ lotId, auctionId: lot.auctionId!, userId: bid.userId, amount: bid.amount, seq });
  }
  await setLotBidState(t, lotId, { highestBid: highest, bidSeq: seq });
}
