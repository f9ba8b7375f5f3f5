import { describe, expect, it } from 'vitest';
import { positiveIntParam } from './url-params';

describe('positiveIntParam', () => {
  it('reads a positive whole number', () => {
    expect(positiveIntParam('3', 1)).toBe(3);
  });
  it('falls back for absent, zero, negative, fractional or text values', () => {
    for (const value of [null, '0', '-2', '1.5', 'x', '', '99999999']) expect(positiveIntParam(value, 1)).toBe(1);
  });
});
