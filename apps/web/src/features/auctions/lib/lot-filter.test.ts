import { describe, expect, it } from 'vitest';
import { lotFilterFromParam } from './lot-filter';

describe('lotFilterFromParam', () => {
  it('starts with 1 (all) when the address has no filter', () => {
    expect(lotFilterFromParam(null, false)).toBe(1);
    expect(lotFilterFromParam(null, true)).toBe(1);
  });
  it('reads the filters 1 to 3 for everyone', () => {
    expect([1, 2, 3].map((f) => lotFilterFromParam(String(f), false))).toEqual([1, 2, 3]);
  });
  it('gives "my auctions" only to a signed-in user', () => {
    expect(lotFilterFromParam('4', true)).toBe(4);
    expect(lotFilterFromParam('4', false)).toBe(1);
  });
  it('falls back to all for unknown values', () => {
    for (const value of ['0', '5', 'x', '2.5', '-1']) expect(lotFilterFromParam(value, true)).toBe(1);
  });
});
