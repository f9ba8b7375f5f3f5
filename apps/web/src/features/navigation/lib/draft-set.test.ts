import { describe, expect, it } from 'vitest';
import { sameSet } from './draft-set';

describe('sameSet', () => {
  it('ignores order, not content', () => {
    expect(sameSet([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameSet([1, 2], [1, 2, 3])).toBe(false);
    expect(sameSet([1, 2, 4], [1, 2, 3])).toBe(false);
    expect(sameSet([], [])).toBe(true);
  });
});
