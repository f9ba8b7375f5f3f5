import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH_THRESHOLD, passwordStrengthLevel, passwordStrengthScore } from './password-strength';

describe('passwordStrengthScore', () => {
  it('is 0 for an empty password', () => {
    expect(passwordStrengthScore('')).toBe(0);
  });

  it('caps short passwords even when the raw score is just above 10', () => {
    expect(passwordStrengthScore('a')).toBe(10); // 2 + 10 = 12 → 10
    expect(passwordStrengthScore('aB')).toBe(10); // 4 + 20 = 24 → 10
  });

  it('caps at 10 when the length is 6 or less, whatever the classes', () => {
    expect(passwordStrengthScore('abcdef')).toBe(10);
    expect(passwordStrengthScore('aB1!xY')).toBe(10); // 12 + 40 = 52 → 10
  });

  it('leaves the length-6 cap at length 7', () => {
    expect(passwordStrengthScore('aB1!xYz')).toBe(14 + 40);
  });

  it('caps at 10 for a single class at any length', () => {
    expect(passwordStrengthScore('abcdefgh')).toBe(10);
    expect(passwordStrengthScore('ABCDEFGHIJKLMNOP')).toBe(10);
    expect(passwordStrengthScore('12345678901234')).toBe(10);
    expect(passwordStrengthScore('!@#$%^&*')).toBe(10);
  });

  it('caps at 20 for two classes', () => {
    expect(passwordStrengthScore('abcdEFGH')).toBe(20); // 16 + 20 = 36
    expect(passwordStrengthScore('abcdef12')).toBe(20);
  });

  it('caps at 40 for three classes', () => {
    expect(passwordStrengthScore('abcdEF12')).toBe(40); // 16 + 30 = 46
    expect(passwordStrengthScore('abcdEF1')).toBe(40); // 14 + 30 = 44
  });

  it('does not cap four classes above length 6', () => {
    expect(passwordStrengthScore('abcdEF1!')).toBe(16 + 40);
    expect(passwordStrengthScore('abcdEF12!')).toBe(18 + 40);
  });

  it('adds 1 at length 10 but not at 9', () => {
    expect(passwordStrengthScore('abcdEF12!x')).toBe(20 + 1 + 40);
    expect(passwordStrengthScore('abcdEF12!')).toBe(18 + 40);
  });

  it('counts anything outside a-z, A-Z, 0-9 as a symbol', () => {
    expect(passwordStrengthScore('abcdefg ')).toBe(20); // lower + symbol (space)
    expect(passwordStrengthScore('abcdefgë')).toBe(20); // ë is not a-z
    expect(passwordStrengthScore('abcDEF1_')).toBe(16 + 40);
  });

  it('counts characters, not UTF-16 code units', () => {
    expect(passwordStrengthScore('aB1😀xyz')).toBe(14 + 40);
  });
});

describe('passwordStrengthLevel', () => {
  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [30, 3],
    [31, 4],
    [40, 4],
    [41, 5],
    [61, 5],
  ] as const)('level(%d) is %d', (score, level) => {
    expect(passwordStrengthLevel(score)).toBe(level);
  });

  it('gives level 1 to the empty password', () => {
    expect(passwordStrengthLevel(passwordStrengthScore(''))).toBe(1);
  });

  it('gives level 5 to abcdEF12!x', () => {
    expect(passwordStrengthLevel(passwordStrengthScore('abcdEF12!x'))).toBe(5);
  });
});

describe('PASSWORD_STRENGTH_THRESHOLD', () => {
  it('is 20', () => {
    expect(PASSWORD_STRENGTH_THRESHOLD).toBe(20);
  });
});
