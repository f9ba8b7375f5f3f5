import dayjs from 'dayjs';

export const PROGRESS_WARNING_ABOVE = 80;
export const PROGRESS_DANGER_ABOVE = 100;

const DAY_MS = 24 * 60 * 60 * 1000;
export const WEEKLY_TICKS_ABOVE_DAYS = 17;
export const DAILY_TICKS_ABOVE_DAYS = 2;

export type ProgressStatus = 'normal' | 'warning' | 'danger';
export type TimelineTickMode = 'week' | 'day' | 'hour4';

function rawProgress(start: Date, end: Date, now: Date): number {
  const span = end.getTime() - start.getTime();
  if (span <= 0) return now.getTime() >= start.getTime() ? 100 : 0;
  return ((now.getTime() - start.getTime()) / span) * 100;
}

/**
 * Elapsed share of a date range: `percent` clamped to 0..100 for display,
 * `status` 'danger' when the unclamped value is above 100, 'warning' above 80.
 */
export function dateRangeProgress(start: Date, end: Date, now: Date): { percent: number; status: ProgressStatus } {
  const raw = rawProgress(start, end, now);
  const percent = Math.min(100, Math.max(0, raw));
  const status: ProgressStatus =
    raw > PROGRESS_DANGER_ABOVE ? 'danger' : raw > PROGRESS_WARNING_ABOVE ? 'warning' : 'normal';
  return { percent, status };
}

/** End of an item on the timeline: one calendar day after its end. */
export function timelineEnd(end: Date): Date {
  return dayjs(end).add(1, 'day').toDate();
}

/** Tick mode of a timeline: weekly over more than 17 days, daily over more than 2 days, otherwise every 4 hours. */
export function timelineTickMode(start: Date, end: Date): TimelineTickMode {
  const span = end.getTime() - start.getTime();
  if (span > WEEKLY_TICKS_ABOVE_DAYS * DAY_MS) return 'week';
  if (span > DAILY_TICKS_ABOVE_DAYS * DAY_MS) return 'day';
  return 'hour4';
}
