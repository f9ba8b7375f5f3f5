import { describe, expect, it } from 'vitest';
import { firstTick, MAX_TICK_LABELS, positionOf, timelineRange, timelineTicks } from './timeline';

// Local dates, so the expectations hold in every time zone of the test machine.
const at = (month: number, day: number, hour = 0, minute = 0) => new Date(2026, month - 1, day, hour, minute);

describe('timelineRange', () => {
  it('runs from the earliest start to the latest end plus one day', () => {
    const range = timelineRange([
      { start: at(3, 10, 9), end: at(3, 12, 18) },
      { start: at(3, 8, 12), end: at(3, 9, 12) },
    ]);
    expect(range).toEqual({ start: at(3, 8, 12), end: at(3, 13, 18) });
  });
  it('is null without items', () => {
    expect(timelineRange([])).toBeNull();
  });
});

describe('positionOf', () => {
  it('gives the share of the range in percent, clamped to 0..100', () => {
    const range = { start: at(1, 1), end: at(1, 5) };
    expect(positionOf(at(1, 2), range)).toBe(25);
    expect(positionOf(at(1, 10), range)).toBe(100);
    expect(positionOf(at(1, 1, 0, 0), range)).toBe(0);
  });
});

describe('timelineTicks', () => {
  it('ticks every 4 hours on multiples of 4 for a span of at most 2 days', () => {
    const { mode, ticks } = timelineTicks({ start: at(5, 4, 9, 30), end: at(5, 6, 9, 30) });
    expect(mode).toBe('hour4');
    expect(ticks[0].at).toEqual(at(5, 4, 12));
    expect(ticks.map((t) => t.at.getHours() % 4)).toEqual(ticks.map(() => 0));
    expect(ticks.at(-1)?.at).toEqual(at(5, 6, 8));
    expect(ticks).toHaveLength(12);
    expect(ticks[3].label).toBe('05.05 00:00');
    expect(ticks[0].label).toBe('12:00');
  });

  it('ticks daily at midnight for more than 2 and up to 17 days', () => {
    const { mode, ticks } = timelineTicks({ start: at(5, 4, 9), end: at(5, 6, 9, 1) });
    expect(mode).toBe('day');
    expect(ticks.map((t) => t.at)).toEqual([at(5, 5), at(5, 6)]);
    expect(ticks.map((t) => t.label)).toEqual(['05.05', '06.05']);
    expect(timelineTicks({ start: at(5, 1), end: at(5, 18) }).mode).toBe('day');
  });

  it('ticks weekly on Mondays for more than 17 days', () => {
    // 1 May 2026 is a Friday: the first Monday after it is 4 May.
    const { mode, ticks } = timelineTicks({ start: at(5, 1), end: at(5, 18, 0, 1) });
    expect(mode).toBe('week');
    expect(ticks.map((t) => t.at)).toEqual([at(5, 4), at(5, 11), at(5, 18)]);
    expect(ticks.every((t) => t.at.getDay() === 1)).toBe(true);
  });

  it('puts a tick that falls exactly on the start at the start', () => {
    expect(firstTick(at(5, 4), 'week').toDate()).toEqual(at(5, 4));
    expect(firstTick(at(5, 4, 8), 'hour4').toDate()).toEqual(at(5, 4, 8));
    expect(firstTick(at(5, 4), 'day').toDate()).toEqual(at(5, 4));
  });

  it('positions ticks by their share of the range', () => {
    const { ticks } = timelineTicks({ start: at(5, 4, 0), end: at(5, 5, 0) });
    expect(ticks).toHaveLength(7);
    ticks.forEach((tick, i) => expect(tick.left).toBeCloseTo((i * 100) / 6, 9));
  });

  it('writes at most MAX_TICK_LABELS labels on a long span', () => {
    const { mode, ticks } = timelineTicks({ start: at(1, 1), end: new Date(2027, 11, 31) });
    expect(mode).toBe('week');
    expect(ticks.length).toBeGreaterThan(100);
    const labelled = ticks.filter((t) => t.label !== '');
    expect(labelled.length).toBeLessThanOrEqual(MAX_TICK_LABELS);
    expect(labelled.length).toBeGreaterThan(MAX_TICK_LABELS / 2);
  });
});
