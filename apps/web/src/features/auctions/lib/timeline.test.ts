import { describe, expect, it } from 'vitest';
import { wallTimeIn, wallTimeToDate } from '@portal/contracts/dates';
import { firstTick, MAX_TICK_LABELS, positionOf, timelineRange, timelineTicks } from './timeline';

// Wall-clock times of the business zone: the ticks are that zone's midnights and hours, whatever the machine's zone.
const ZONE = 'Europe/Tirane';
const at = (month: number, day: number, hour = 0, minute = 0, year = 2026) =>
  wallTimeToDate({ year, month, day, hour, minute }, ZONE)!;
const ticksOf = (range: { start: Date; end: Date }) => timelineTicks(range, ZONE);

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
    const { mode, ticks } = ticksOf({ start: at(5, 4, 9, 30), end: at(5, 6, 9, 30) });
    expect(mode).toBe('hour4');
    expect(ticks[0].at).toEqual(at(5, 4, 12));
    expect(ticks.map((t) => wallTimeIn(t.at, ZONE).hour % 4)).toEqual(ticks.map(() => 0));
    expect(ticks.at(-1)?.at).toEqual(at(5, 6, 8));
    expect(ticks).toHaveLength(12);
    expect(ticks[3].label).toBe('05.05 00:00');
    expect(ticks[0].label).toBe('12:00');
  });

  it('ticks daily at midnight for more than 2 and up to 17 days', () => {
    const { mode, ticks } = ticksOf({ start: at(5, 4, 9), end: at(5, 6, 9, 1) });
    expect(mode).toBe('day');
    expect(ticks.map((t) => t.at)).toEqual([at(5, 5), at(5, 6)]);
    expect(ticks.map((t) => t.label)).toEqual(['05.05', '06.05']);
    expect(ticksOf({ start: at(5, 1), end: at(5, 18) }).mode).toBe('day');
  });

  it('ticks weekly on Mondays for more than 17 days', () => {
    // 1 May 2026 is a Friday: the first Monday after it is 4 May.
    const { mode, ticks } = ticksOf({ start: at(5, 1), end: at(5, 18, 0, 1) });
    expect(mode).toBe('week');
    expect(ticks.map((t) => t.at)).toEqual([at(5, 4), at(5, 11), at(5, 18)]);
    expect(ticks.every((t) => new Date(Date.UTC(2026, 4, wallTimeIn(t.at, ZONE).day)).getUTCDay() === 1)).toBe(true);
  });

  it('puts a tick that falls exactly on the start at the start', () => {
    expect(firstTick(at(5, 4), 'week', ZONE)).toEqual(at(5, 4));
    expect(firstTick(at(5, 4, 8), 'hour4', ZONE)).toEqual(at(5, 4, 8));
    expect(firstTick(at(5, 4), 'day', ZONE)).toEqual(at(5, 4));
  });

  it('positions ticks by their share of the range', () => {
    const { ticks } = ticksOf({ start: at(5, 4, 0), end: at(5, 5, 0) });
    expect(ticks).toHaveLength(7);
    ticks.forEach((tick, i) => expect(tick.left).toBeCloseTo((i * 100) / 6, 9));
  });

  it('writes at most MAX_TICK_LABELS labels on a long span', () => {
    const { mode, ticks } = ticksOf({ start: at(1, 1), end: at(12, 31, 0, 0, 2027) });
    expect(mode).toBe('week');
    expect(ticks.length).toBeGreaterThan(100);
    const labelled = ticks.filter((t) => t.label !== '');
    expect(labelled.length).toBeLessThanOrEqual(MAX_TICK_LABELS);
    expect(labelled.length).toBeGreaterThan(MAX_TICK_LABELS / 2);
  });

  it('ticks at midnight in the business zone for a browser anywhere, and skips none on a daylight-saving day', () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const { ticks } = ticksOf({ start: at(3, 27, 12), end: at(3, 31, 12) });
      expect(ticks.map((t) => t.label)).toEqual(['28.03', '29.03', '30.03', '31.03']);
      expect(ticks.map((t) => t.at.toISOString())).toEqual([
        '2026-03-27T23:00:00.000Z',
        '2026-03-28T23:00:00.000Z',
        '2026-03-29T22:00:00.000Z',
        '2026-03-30T22:00:00.000Z',
      ]);
    } finally {
      process.env.TZ = browserZone;
    }
  });
});
