import { wallTimeIn, wallTimeToDate, type WallTime } from '@portal/contracts/dates';
import { timelineEnd, timelineTickMode, type TimelineTickMode } from '@portal/contracts/progress';
import { businessTimeZone } from '@/shared/lib/business-time';

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

const DAY_MS = 24 * HOUR_MS;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A wall-clock time of the business zone held as a UTC timestamp ("wall ms"), so that calendar steps
 * (a day, a week, 4 hours) are plain additions and the UTC getters read the zone's day and hour.
 */
const wallMs = (at: Date, zone: string) => {
  const w = wallTimeIn(at, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
};
const wallOf = (ms: number): WallTime => {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: 0,
  };
};

/**
 * The first tick at or after `start` as wall ms: Monday 00:00 (week), midnight (day) or a multiple of
 * 4 hours (hour4), in the business time zone.
 */
function firstTickWall(start: Date, mode: TimelineTickMode, zone: string): number {
  const at = wallMs(start, zone);
  const midnight = Math.floor(at / DAY_MS) * DAY_MS;
  let tick: number;
  let step: number;
  if (mode === 'week') {
    tick = midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
    step = 7 * DAY_MS;
  } else if (mode === 'day') {
    tick = midnight;
    step = DAY_MS;
  } else {
    tick = Math.floor(at / (4 * HOUR_MS)) * 4 * HOUR_MS;
    step = 4 * HOUR_MS;
  }
  return tick < at ? tick + step : tick;
}

/** The first tick at or after `start` (see `firstTickWall`), as an instant. */
export function firstTick(start: Date, mode: TimelineTickMode, zone = businessTimeZone()): Date {
  return wallTimeToDate(wallOf(firstTickWall(start, mode, zone)), zone) ?? start;
}

const STEP_MS: Record<TimelineTickMode, number> = { week: 7 * DAY_MS, day: DAY_MS, hour4: 4 * HOUR_MS };

function tickLabel(wall: WallTime, mode: TimelineTickMode): string {
  const day = `${pad(wall.day)}.${pad(wall.month)}`;
  if (mode !== 'hour4') return day;
  const time = `${pad(wall.hour)}:00`;
  return wall.hour === 0 ? `${day} ${time}` : time;
}

/**
 * The ticks of a timeline (spec §9): weekly over more than 17 days, daily over more than 2 days,
 * otherwise every 4 hours. Labels are thinned to at most `MAX_TICK_LABELS` (an empty label is a line only).
 */
export function timelineTicks(
  range: TimelineRange,
  zone = businessTimeZone(),
): { mode: TimelineTickMode; ticks: TimelineTick[] } {
  const mode = timelineTickMode(range.start, range.end);
  const moments: Array<{ at: Date; wall: WallTime }> = [];
  const lastWall = wallMs(range.end, zone);
  for (let ms = firstTickWall(range.start, mode, zone); ms <= lastWall + HOUR_MS; ms += STEP_MS[mode]) {
    const wall = wallOf(ms);
    // A tick on a time the zone skips (a daylight-saving change) is left out.
    const at = wallTimeToDate(wall, zone);
    if (at && at <= range.end) moments.push({ at, wall });
  }
  const every = Math.max(1, Math.ceil(moments.length / MAX_TICK_LABELS));
  const ticks = moments.map(({ at, wall }, index) => ({
    at,
    left: positionOf(at, range),
    label: index % every === 0 ? tickLabel(wall, mode) : '',
  }));
  return { mode, ticks };
}
