import { describe, expect, it } from 'vitest';
import { issuedFileName } from './issue';

describe('issuedFileName', () => {
  it("names the file by the business time zone's clock, not UTC's", () => {
    // 23:30 UTC on 31 December is already 1 January in Tirana (UTC+1 in winter).
    const at = new Date('2026-12-31T23:30:00Z');
    expect(issuedFileName('receipt', 'GEN-2026-000001', at, 'Europe/Tirane')).toBe(
      'receipt-GEN-2026-000001-20270101-0030.pdf',
    );
    expect(issuedFileName('receipt', 'GEN-2026-000001', new Date('2026-07-10T12:05:00Z'), 'Europe/Tirane')).toBe(
      'receipt-GEN-2026-000001-20260710-1405.pdf',
    );
  });
});
