import { describe, expect, it } from 'vitest';
import { countdownParts, crossedMark, secondsLeft } from './countdown';

describe('bidding countdown', () => {
  it('rounds the time left up to whole seconds and never below zero', () => {
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(1000)).toBe(1);
    expect(secondsLeft(1001)).toBe(2);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-3000)).toBe(0);
  });

  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts((2 * 24 + 3) * 3600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('announces only at 5 min, 1 min, 30 s and 10 s left', () => {
    expect(crossedMark(null, 300)).toBeNull();
    expect(crossedMark(302, 301)).toBeNull();
    expect(crossedMark(301, 300)).toBe(300);
    expect(crossedMark(300, 299)).toBeNull();
    expect(crossedMark(61, 60)).toBe(60);
    expect(crossedMark(31, 30)).toBe(30);
    expect(crossedMark(11, 10)).toBe(10);
    expect(crossedMark(10, 9)).toBeNull();
    // A sleeping tab that wakes past two marks says the nearer one.
    expect(crossedMark(70, 25)).toBe(30);
    // An extension moves the end away: nothing is crossed.
    expect(crossedMark(20, 180)).toBeNull();
    expect(crossedMark(5, 0)).toBeNull();
  });
});
