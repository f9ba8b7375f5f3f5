import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@portal/contracts/bidding';
import { formatBidTime, formatMoment, shortHash } from './format';
import { newIdempotencyKey } from './idempotency';

describe('bidding formats', () => {
  it('shows a moment in the business zone, named, with the date only when it is not that day there', () => {
    // 10:00 in Tirane on 12 May 2026 (UTC+2).
    const now = Date.parse('2026-05-12T08:00:00Z');
    expect(formatMoment('2026-05-12T16:45:07Z', now)).toBe('18:45 (Europe/Tirane)');
    expect(formatMoment('2026-05-12T16:45:07Z', now, true)).toBe('18:45:07 (Europe/Tirane)');
    // 23:30 in New York on the 12th is already the 13th in Tirane.
    expect(formatMoment('2026-05-13T03:30:00Z', now)).toBe('13.05.2026 05:30 (Europe/Tirane)');
    expect(formatMoment(null, now)).toBe('—');
    expect(formatBidTime('2026-05-12T16:45:03.250Z')).toBe('12.05.2026 18:45:03');
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
