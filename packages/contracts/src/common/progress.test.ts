import { describe, expect, it } from 'vitest';
import { dateRangeProgress, timelineEnd, timelineTickMode } from './progress';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = new Date(Date.UTC(2026, 0, 1));
const end = new Date(start.getTime() + 100 * HOUR);
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

describe('dateRangeProgress', () => {
  it('is 0 and normal at the start', () => {
    expect(dateRangeProgress(start, end, start)).toEqual({ percent: 0, status: 'normal' });
  });

  it('is the elapsed share of the range', () => {
    expect(dateRangeProgress(start, end, at(25))).toEqual({ percent: 25, status: 'normal' });
  });

  it('is normal at exactly 80 and warning just above', () => {
    expect(dateRangeProgress(start, end, at(80))).toEqual({ percent: 80, status: 'normal' });
    expect(dateRangeProgress(start, end, at(81))).toEqual({ percent: 81, status: 'warning' });
  });

  it('is warning at exactly 100 and danger just above, clamped to 100', () => {
    expect(dateRangeProgress(start, end, end)).toEqual({ percent: 100, status: 'warning' });
    expect(dateRangeProgress(start, end, at(101))).toEqual({ percent: 100, status: 'danger' });
    expect(dateRangeProgress(start, end, at(500))).toEqual({ percent: 100, status: 'danger' });
  });

  it('clamps before the start to 0', () => {
    expect(dateRangeProgress(start, end, at(-10))).toEqual({ percent: 0, status: 'normal' });
  });

  it('treats an empty or reversed range as 100 once started and 0 before', () => {
    expect(dateRangeProgress(start, start, start)).toEqual({ percent: 100, status: 'warning' });
    expect(dateRangeProgress(start, start, at(1))).toEqual({ percent: 100, status: 'warning' });
    expect(dateRangeProgress(start, start, at(-1))).toEqual({ percent: 0, status: 'normal' });
    expect(dateRangeProgress(start, at(-5), at(-1))).toEqual({ percent: 0, status: 'normal' });
  });
});

describe('timelineEnd', () => {
  it('adds one calendar day', () => {
    expect(timelineEnd(new Date(2026, 0, 31, 10, 30))).toEqual(new Date(2026, 1, 1, 10, 30));
    expect(timelineEnd(new Date(2026, 11, 31))).toEqual(new Date(2027, 0, 1));
  });

  it('does not change its argument', () => {
    const original = new Date(2026, 5, 1);
    timelineEnd(original);
    expect(original).toEqual(new Date(2026, 5, 1));
  });
});

describe('timelineTickMode', () => {
  const from = new Date(Date.UTC(2026, 0, 1));
  const after = (ms: number) => new Date(from.getTime() + ms);

  it('is weekly over more than 17 days', () => {
    expect(timelineTickMode(from, after(17 * DAY + 1))).toBe('week');
    expect(timelineTickMode(from, after(60 * DAY))).toBe('week');
  });

  it('is daily over more than 2 and up to 17 days', () => {
    expect(timelineTickMode(from, after(17 * DAY))).toBe('day');
    expect(timelineTickMode(from, after(2 * DAY + 1))).toBe('day');
  });

  it('is 4-hourly up to 2 days', () => {
    expect(timelineTickMode(from, after(2 * DAY))).toBe('hour4');
    expect(timelineTickMode(from, after(HOUR))).toBe('hour4');
    expect(timelineTickMode(from, from)).toBe('hour4');
  });
});
