import { describe, expect, it } from 'vitest';
import { BIDDING_PAGE_URL, RECEIPT_PAGE_URL, STAFF_BIDS_PAGE_URL } from '@portal/contracts/bidding';
import { isPublicPath } from '@portal/contracts/routes';
import { paths } from './paths';

describe('paths of live bidding', () => {
  it('are the urls the server mails and grants', () => {
    expect(paths.biddingScreen(7)).toBe(`${BIDDING_PAGE_URL}/7`);
    expect(paths.staffLotBids(7, 9)).toBe(`${STAFF_BIDS_PAGE_URL}/7/9`);
    expect(paths.bidReceipt).toBe(RECEIPT_PAGE_URL);
  });

  it('open the bidding screen and the receipt check to visitors, not the staff page', () => {
    expect(isPublicPath(paths.biddingScreen(7))).toBe(true);
    expect(isPublicPath(paths.bidReceiptOf({ lotId: 3, seq: 2, hash: 'ab' }))).toBe(true);
    expect(isPublicPath(paths.staffLotBids(7, 9))).toBe(false);
  });

  it('fill a receipt into the check page’s address', () => {
    expect(paths.bidReceiptOf({ lotId: 3, seq: 12, hash: 'a'.repeat(64) })).toBe(
      `/user_auctions/bid_receipt?lot=3&seq=12&hash=${'a'.repeat(64)}`,
    );
  });
});
