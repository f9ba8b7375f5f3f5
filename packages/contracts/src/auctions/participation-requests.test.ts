import { describe, expect, it } from 'vitest';
import { checkRequiredLicences, coversAuctionDays, participationRequestInputSchema } from './participation-requests';

const type = (id: number, code: string) => ({ id, code, labelSQ: code, labelEN: code, labelSR: code, active: true });
const days = { startDay: '2026-05-10', endDay: '2026-05-12' };

describe('participation requests: licence check', () => {
  it('a validity covers the auction only from its first to its last day', () => {
    expect(coversAuctionDays('2026-05-10', '2026-05-12', days)).toBe(true);
    expect(coversAuctionDays('2026-05-11', '2026-06-01', days)).toBe(false);
    expect(coversAuctionDays('2026-01-01', '2026-05-11', days)).toBe(false);
  });

  it('names each required type MISSING, NOT_COVERING or satisfied', () => {
    const licences = [
      { id: 1, licenseType: { id: 1 }, validFrom: '2026-01-01', validTo: '2026-05-11' },
      { id: 2, licenseType: { id: 2 }, validFrom: '2026-01-01', validTo: '2026-01-31' },
      { id: 3, licenseType: { id: 2 }, validFrom: '2026-02-01', validTo: '2026-12-31' },
    ];
    const check = checkRequiredLicences([type(1, 'A'), type(2, 'B'), type(3, 'C')], licences, days);
    expect(check.required.map((r) => [r.licenseType.code, r.problem, r.licences.map((l) => l.coversAuction)])).toEqual([
      ['A', 'NOT_COVERING', [false]],
      ['B', null, [false, true]],
      ['C', 'MISSING', []],
    ]);
    expect(check.satisfied).toBe(false);
    expect(checkRequiredLicences([type(2, 'B')], licences, days).satisfied).toBe(true);
    expect(checkRequiredLicences([], [], days).satisfied).toBe(true);
  });

  it('reads lot and auction as ids or as { id }', () => {
    expect(participationRequestInputSchema.parse({ lot: 3, auction: { id: 4 } })).toEqual({
      lot: { id: 3 },
      auction: { id: 4 },
    });
    expect(participationRequestInputSchema.safeParse({ lot: 'x', auction: 4 }).success).toBe(false);
  });
});
