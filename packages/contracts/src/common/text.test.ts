import { describe, expect, it } from 'vitest';
import { daysToYears, formatFileSize, monthsToYears, shortenText } from './text';

describe('shortenText', () => {
  it('keeps text at or under the default length of 50', () => {
    const fifty = 'x'.repeat(50);
    expect(shortenText(fifty)).toBe(fifty);
    expect(shortenText('short')).toBe('short');
    expect(shortenText('')).toBe('');
  });

  it('cuts text over the default length and adds an ellipsis', () => {
    expect(shortenText('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
  });

  it('uses the given length', () => {
    expect(shortenText('abcdef', 5)).toBe('abcde…');
    expect(shortenText('abcde', 5)).toBe('abcde');
    expect(shortenText('abcd', 5)).toBe('abcd');
  });

  it('does not split a character made of two UTF-16 units', () => {
    expect(shortenText('ab😀cd', 3)).toBe('ab😀…');
    expect(shortenText('ab😀', 3)).toBe('ab😀');
  });
});

describe('formatFileSize', () => {
  it('shows whole bytes below 1 kB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('switches to kB at 1024 with one decimal', () => {
    expect(formatFileSize(1024)).toBe('1.0 kB');
    expect(formatFileSize(1536)).toBe('1.5 kB');
  });

  it('runs through MB to YB in base 1024', () => {
    expect(formatFileSize(1024 ** 2)).toBe('1.0 MB');
    expect(formatFileSize(1024 ** 2 - 1024)).toBe('1023.0 kB');
    expect(formatFileSize(1024 ** 3)).toBe('1.0 GB');
    expect(formatFileSize(2.5 * 1024 ** 4)).toBe('2.5 TB');
    expect(formatFileSize(1024 ** 5)).toBe('1.0 PB');
    expect(formatFileSize(1024 ** 6)).toBe('1.0 EB');
    expect(formatFileSize(1024 ** 7)).toBe('1.0 ZB');
    expect(formatFileSize(1024 ** 8)).toBe('1.0 YB');
  });

  it('stays in YB beyond it', () => {
    expect(formatFileSize(2048 * 1024 ** 8)).toBe('2048.0 YB');
  });

  it('moves up a unit instead of showing 1024.0', () => {
    expect(formatFileSize(1024 ** 2 - 1)).toBe('1.0 MB');
  });

  it('shows 0 B for negative and non-finite sizes', () => {
    expect(formatFileSize(-1)).toBe('0 B');
    expect(formatFileSize(Number.NaN)).toBe('0 B');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 B');
  });
});

describe('daysToYears / monthsToYears', () => {
  it('uses 365 days per year', () => {
    expect(daysToYears(365)).toBe(1);
    expect(daysToYears(730)).toBe(2);
    expect(daysToYears(366)).toBeCloseTo(1.00274, 5);
    expect(daysToYears(0)).toBe(0);
  });

  it('uses 12 months per year', () => {
    expect(monthsToYears(12)).toBe(1);
    expect(monthsToYears(18)).toBe(1.5);
    expect(monthsToYears(0)).toBe(0);
  });
});
