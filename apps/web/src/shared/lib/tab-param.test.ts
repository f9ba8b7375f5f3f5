import { describe, expect, it } from 'vitest';
import { tabIndexFromParam, tabParam } from './tab-param';

describe('tab parameter', () => {
  it('counts tabs from 1', () => {
    expect(tabIndexFromParam('1', 6)).toBe(0);
    expect(tabIndexFromParam('6', 6)).toBe(5);
    expect(tabParam(0)).toBe('1');
  });

  it('opens the first tab for a missing, out-of-range or malformed value', () => {
    for (const value of [null, '0', '7', '-1', '2.5', 'abc', '']) expect(tabIndexFromParam(value, 6)).toBe(0);
  });
});
