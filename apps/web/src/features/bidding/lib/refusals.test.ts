import { describe, expect, it } from 'vitest';
import { textOf } from '@/shared/lib/text-of';
import { readRefusal } from './refusals';

// Translations as the fallback texts, with {{values}} filled in.
const t = (_key: string, fallback: string, values?: Record<string, unknown>) =>
  fallback.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => textOf(values?.[name]));
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

describe('refusals of a bid', () => {
  it('says a bid too low with the new minimum from the answer', () => {
    const refusal = readRefusal(
      409,
      { _error: 'eauction.bid_too_low', minimumNextBid: 1350, highestBid: 1300 } as never,
      t,
      'en',
    );
    expect(refusal.minimumNextBid).toBe(1350);
    expect(plain(refusal.message)).toBe('Your bid is below the minimum next bid. The minimum is now €1,350.00.');
  });

  it('says why a lot does not take bids, with its status', () => {
    expect(readRefusal(409, { _error: 'eauction.lot_not_active', status: 'SOLD' }, t, 'en').message).toBe(
      'This lot is not taking bids. (SOLD)',
    );
    expect(readRefusal(409, { _error: 'eauction.already_highest' }, t, 'en').message).toBe(
      'You already hold the highest bid on this lot.',
    );
  });

  it('puts 400 field keys on the bid and maximum fields', () => {
    const refusal = readRefusal(
      400,
      { 'bid.offeredAmount': 'validation.amount_decimals', 'bid.maximumAmount': 'eauction.maximum_below_amount' },
      t,
      'en',
    );
    expect(refusal).toEqual({
      message: null,
      amount: 'An amount has at most two decimals (cents).',
      maximum: 'The maximum must be at least your bid.',
      minimumNextBid: null,
    });
    expect(readRefusal(400, { maximumAmount: 'eauction.maximum_below_highest' }, t, 'en').maximum).toBe(
      'The maximum cannot be below your highest bid.',
    );
  });

  it('shows an unknown key as it is rather than nothing', () => {
    expect(readRefusal(409, { _error: 'eauction.something_new' }, t, 'en').message).toBe('eauction.something_new');
    expect(readRefusal(400, { 'bid.lot': 'eauction.lot_not_in_auction' }, t, 'en').message).toBe(
      'This lot does not belong to the auction.',
    );
  });
});
