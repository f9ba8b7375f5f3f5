import { describe, expect, it } from 'vitest';
import {
  AUCTION_ACTION_RESULT,
  type AuctionAction,
  AUCTION_STATUSES,
  auctionActionAllowed,
  auctionActionRefusal,
  auctionActionsOf,
  auctionPublishRefusal,
  LOT_ACTION_RESULT,
  lotActionAllowed,
  lotEditAllowed,
  OPEN_LOT_STATUSES,
} from './auction-status';

describe('auction lifecycle', () => {
  it('follows DESIGN §5: publish, close, start, finish, cancel', () => {
    expect(auctionActionAllowed('CREATED', 'publish')).toBe(true);
    expect(auctionActionAllowed('PUBLISHED', 'publish')).toBe(false);
    expect(auctionActionAllowed('PUBLISHED', 'close')).toBe(true);
    expect(auctionActionAllowed('CLOSED', 'close')).toBe(false);
    expect(auctionActionAllowed('RUNNING', 'force_finish')).toBe(true);
    expect(auctionActionAllowed('PUBLISHED', 'force_finish')).toBe(false);
    for (const status of ['CREATED', 'PUBLISHED', 'CLOSED', 'RUNNING'] as const) {
      expect(auctionActionAllowed(status, 'cancel')).toBe(true);
    }
    expect(auctionActionAllowed('FINISHED', 'cancel')).toBe(false);
    expect(auctionActionAllowed('CANCELLED', 'cancel')).toBe(false);
  });

  it('lets lots change only while the auction is being prepared, and republishes only ended auctions', () => {
    for (const status of AUCTION_STATUSES) {
      expect(auctionActionAllowed(status, 'add_lots')).toBe(status === 'CREATED');
      expect(auctionActionAllowed(status, 'republish')).toBe(status === 'FINISHED' || status === 'CANCELLED');
      expect(auctionActionAllowed(status, 'duplicate')).toBe(true);
    }
    expect(auctionActionAllowed('PUBLISHED', 'postpone')).toBe(true);
    expect(auctionActionAllowed('RUNNING', 'postpone')).toBe(false);
  });

  it('leads every status-changing action out of a status that allows it', () => {
    for (const [action, result] of Object.entries(AUCTION_ACTION_RESULT)) {
      const from = AUCTION_STATUSES.filter((s) => auctionActionAllowed(s, action as AuctionAction));
      expect(from.length).toBeGreaterThan(0);
      expect(from).not.toContain(result);
    }
    expect(auctionActionRefusal('publish')).toBe('auction.publish_not_allowed');
  });

  it('offers publish only for an auction with lots to sell, each holding products', () => {
    const lots = (assignedLots: number, assignedLotsWithoutProducts = 0) => ({
      assignedLots,
      assignedLotsWithoutProducts,
    });
    expect(auctionPublishRefusal(lots(0))).toBe('auction.no_lots');
    expect(auctionPublishRefusal(lots(2, 1))).toBe('auction.lot_without_products');
    expect(auctionPublishRefusal(lots(2))).toBeNull();
    expect(auctionActionsOf('CREATED', lots(0))).not.toContain('publish');
    expect(auctionActionsOf('CREATED', lots(0))).toContain('edit');
    expect(auctionActionsOf('CREATED', lots(1))).toContain('publish');
    expect(auctionActionsOf('PUBLISHED', lots(1))).not.toContain('publish');
  });
});

describe('lot lifecycle', () => {
  it('marks only sold lots paid and keeps closed or cancelled lots out of the open ones', () => {
    expect(lotActionAllowed('SOLD', 'mark_paid')).toBe(true);
    expect(lotActionAllowed('UNSOLD', 'mark_paid')).toBe(false);
    expect(lotActionAllowed('ASSIGNED', 'enable_edit')).toBe(true);
    expect(lotActionAllowed('ACTIVE', 'change_products')).toBe(false);
    for (const result of Object.values(LOT_ACTION_RESULT)) expect(result).toBeDefined();
    expect(OPEN_LOT_STATUSES).not.toContain('CLOSED');
    expect(OPEN_LOT_STATUSES).not.toContain('CANCELLED');
    expect(OPEN_LOT_STATUSES).not.toContain('UNSOLD');
  });

  it('cancels unsold lots (to free their products) and opens an assigned lot to one edit only after enable edit', () => {
    expect(lotActionAllowed('UNSOLD', 'cancel')).toBe(true);
    expect(lotEditAllowed('CREATED', false)).toBe(true);
    expect(lotEditAllowed('ASSIGNED', false)).toBe(false);
    expect(lotEditAllowed('ASSIGNED', true)).toBe(true);
    expect(lotEditAllowed('ACTIVE', true)).toBe(false);
  });
});
