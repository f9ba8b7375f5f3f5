import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@portal/contracts/bidding';
import { formatMoment, shortHash } from './format';
import { newIdempotencyKey } from './idempotency';

describe('bidding formats', () => {
  it('shows a moment with the date only when it is not today', () => {
    const now = new Date(2026, 4, 12, 10, 0).getTime();
    expect(formatMoment(new Date(2026, 4, 12, 18, 45, 7).toISOString(), now)).toBe('18:45');
    expect(formatMoment(new Date(2026, 4, 12, 18, 45, 7).toISOString(), now, true)).toBe('18:45:07');
    expect(formatMoment(new Date(2026, 4, 13, 9, 5).toISOString(), now)).toBe('13.05.2026 09:05');
    expect(formatMoment(null, now)).toBe('—');
  });

  it('shortens a hash to its ends', () => {
    expect(shortHash('0123456789abcdef'.repeat(4))).toBe('01234567…cdef');
    expect(shortHash('abc')).toBe('abc');
  });

  it('makes idempotency keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(a).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
