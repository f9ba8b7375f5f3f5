import { describe, expect, it } from 'vitest';
import { textOf } from './text-of';

describe('textOf', () => {
  it('writes strings, numbers, booleans and lists as String does', () => {
    for (const value of ['abc', '', 12, 0, 1.5, true, false, ['A', 'B'], [1, null, 'x'], []]) {
      expect(textOf(value, '—')).toBe(String(value));
    }
  });

  it('answers the fallback for null, undefined and objects', () => {
    expect(textOf(null)).toBe('');
    expect(textOf(undefined, '—')).toBe('—');
    expect(textOf({ a: 1 }, '—')).toBe('—');
  });
});
