import dayjs from 'dayjs';
import { timelineEnd, timelineTickMode, type TimelineTickMode } from '@portal/contracts/progress';

export type TimelineRange = { start: Date; end: Date };
export type TimelineTick = { at: Date; left: number; label: string };

const HOUR_MS = 60 * 60 * 1000;
/** At most this many tick labels are written; the other ticks are drawn as plain lines. */
export const MAX_TICK_LABELS = 12;

/** The span of the timeline: from the earliest start to the latest end plus one day (spec §9). */
export function timelineRange(items: ReadonlyArray<{ start: Date; end: Date }>): TimelineRange | null {
  if (items.length === 0) return null;
  const start = Math.min(...items.map((i) => i.start.getTime()));
  const end = Math.max(...items.map((i) => timelineEnd(i.end).getTime()));
  return { start: new Date(start), end: new Date(Math.max(end, start + HOUR_MS)) };
}

/** Where a moment sits on the range, in percent (0..100, clamped). */
export function positionOf(at: Date, range: TimelineRange): number {
  const span = range.end.getTime() - range.start.getTime();
  const value = ((at.getTime() - range.start.getTime()) / span) * 100;
  return Math.min(100, Math.max(0, value));
}

/** The first tick at or after `start`: Monday 00:00 (week), midnight (day) or a multiple of 4 hours (hour4), local time. */
export function firstTick(start: Date, mode: TimelineTickMode): dayjs.Dayjs {
  const at = dayjs(start);
  let tick: dayjs.Dayjs;
  if (mode === 'week') {
    const midnight = at.startOf('day');
    tick = midnight.subtract((midnight.day() + 6) % 7, 'day');
    if (tick.isBefore(at)) tick = tick.add(1, 'week');
  } else if (mode === 'day') {
    tick = at.startOf('day');
    if (tick.isBefore(at)) tick = tick.add(1, 'day');
  } else {
    tick = at.startOf('hour').hour(Math.floor(at.hour() / 4) * 4);
    if (tick.isBefore(at)) tick = tick.add(4, 'hour');
  }
  return tick;
}

const STEP: Record<TimelineTickMode, [number, dayjs.ManipulateType]> = {
  week: [1, 'week'],
  day: [1, 'day'],
  hour4: [4, 'hour'],
};

function tickLabel(at: dayjs.Dayjs, mode: TimelineTickMode): string {
  if (mode !== 'hour4') return at.format('DD.MM');
  return at.hour() === 0 ? at.format('DD.MM HH:mm') : at.format('HH:mm');
}

/**
 * The ticks of a timeline (spec §9): weekly over more than 17 days, daily over more than 2 days,
 * otherwise every 4 hours. Labels are thinned to at most `MAX_TICK_LABELS` (an empty label is a line only).
 */
export function timelineTicks(range: TimelineRange): { mode: TimelineTickMode; ticks: TimelineTick[] } {
  const mode = timelineTickMode(range.start, range.end);
  const [amount, unit] = STEP[mode];
  const moments: dayjs.Dayjs[] = [];
  for (let at = firstTick(range.start, mode); !at.isAfter(range.end); at = at.add(amount, unit)) moments.push(at);
  const every = Math.max(1, Math.ceil(moments.length / MAX_TICK_LABELS));
  const ticks = moments.map((at, index) => ({
    at: at.toDate(),
    left: positionOf(at.toDate(), range),
    label: index % every === 0 ? tickLabel(at, mode) : '',
  }));
  return { mode, ticks };
}
