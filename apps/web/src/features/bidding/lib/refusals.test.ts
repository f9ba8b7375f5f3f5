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
      ceiling: null,
      limitReached: false,
    });
    expect(readRefusal(400, { maximumAmount: 'eauction.maximum_below_highest' }, t, 'en').maximum).toBe(
      'The maximum cannot be below your highest bid.',
    );
  });

  it('says an amount or maximum above the bid ceiling on its field, with the ceiling the body gives', () => {
    const bid = readRefusal(
      400,
      { 'bid.offeredAmount': 'eauction.bid_above_ceiling', maximumAllowedBid: 52_500 } as never,
      t,
      'en',
    );
    expect(plain(bid.amount)).toBe(
      'The amount is above the highest bid allowed on this lot now. The highest bid allowed now is €52,500.00.',
    );
    expect(bid).toMatchObject({ message: null, maximum: null, ceiling: 52_500, limitReached: false });
    const maximum = readRefusal(
      400,
      { maximumAmount: 'eauction.bid_above_ceiling', maximumAllowedBid: 52_500 } as never,
      t,
      'en',
    );
    expect(plain(maximum.maximum)).toBe(
      'The amount is above the highest bid allowed on this lot now. The highest bid allowed now is €52,500.00.',
    );
    expect(maximum.ceiling).toBe(52_500);
  });

  it('says a lot at the portal’s top takes no further bid, and marks the refusal so', () => {
    const refusal = readRefusal(
      409,
      { _error: 'eauction.bid_limit_reached', highestBid: 999_999_999_950 } as never,
      t,
      'en',
    );
    expect(refusal.message).toBe(
      "This lot's highest bid has reached the largest amount the portal takes: no further bid can be accepted.",
    );
    expect(refusal).toMatchObject({ limitReached: true, ceiling: null });
    expect(
      readRefusal(409, { _error: 'eauction.bid_too_low', minimumNextBid: 1350 } as never, t, 'en').limitReached,
    ).toBe(false);
  });

  it('shows an unknown key as it is rather than nothing', () => {
    expect(readRefusal(409, { _error: 'eauction.something_new' }, t, 'en').message).toBe('eauction.something_new');
    expect(readRefusal(400, { 'bid.lot': 'eauction.lot_not_in_auction' }, t, 'en').message).toBe(
      'This lot does not belong to the auction.',
    );
  });
});
