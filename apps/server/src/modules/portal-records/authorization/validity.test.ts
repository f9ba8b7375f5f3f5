import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantNumberOf, validityOf } from './approval';

const day = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('validity of a granted authorization or licence', () => {
  it('runs the default years from the decision day without a request', () => {
    expect(validityOf('2026-03-10', { requestedFrom: null, requestedTo: null }, 3)).toEqual({
      validFrom: '2026-03-10',
      validTo: '2029-03-09',
    });
    expect(validityOf('2028-02-29', { requestedFrom: null, requestedTo: null }, 1).validTo).toBe('2029-02-28');
  });

  it('takes a later requested start and a requested end within five years', () => {
    expect(validityOf('2026-03-10', { requestedFrom: '2026-04-01', requestedTo: '2027-03-31' }, 3)).toEqual({
      validFrom: '2026-04-01',
      validTo: '2027-03-31',
    });
    expect(validityOf('2026-03-10', { requestedFrom: '2025-01-01', requestedTo: '2040-01-01' }, 1)).toEqual({
      validFrom: '2026-03-10',
      validTo: '2027-03-09',
    });
  });

  it('never starts before the decision day nor ends before it starts or beyond five years', () => {
    fc.assert(
      fc.property(day, fc.option(day), fc.option(day), fc.integer({ min: 1, max: 5 }), (decided, from, to, years) => {
        const { validFrom, validTo } = validityOf(decided, { requestedFrom: from, requestedTo: to }, years);
        expect(validFrom >= decided).toBe(true);
        expect(validTo >= validFrom).toBe(true);
        const [y, m, d] = validFrom.split('-').map(Number);
        expect(validTo <= new Date(Date.UTC(y + 5, m - 1, d - 1)).toISOString().slice(0, 10)).toBe(true);
      }),
    );
  });

  it('numbers the grant after its case', () => {
    expect(grantNumberOf('AUT-2026-000123', false)).toBe('AU-2026-000123');
    expect(grantNumberOf('AUT-2026-000123', true)).toBe('LI-2026-000123');
  });
});
