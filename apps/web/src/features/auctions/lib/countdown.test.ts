import { describe, expect, it } from 'vitest';
import { countdownParts, formatCountdown } from './countdown';

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const ms = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999;
    expect(countdownParts(ms)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, over: false });
    expect(formatCountdown(countdownParts(ms), 'd')).toBe('2d 03:04:05');
  });
  it('leaves out the days when under one day', () => {
    expect(formatCountdown(countdownParts(59_000), 'd')).toBe('00:00:59');
  });
  it('stops at zero', () => {
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
    expect(countdownParts(999).over).toBe(true);
  });
});
