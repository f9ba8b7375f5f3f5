import { COUNTDOWN_ANNOUNCE_AT_S } from '@portal/contracts/bidding';

/** Whole seconds left, rounded up: the countdown shows 0 only once the end has come. */
export const secondsLeft = (remainingMs: number) => Math.max(0, Math.ceil(remainingMs / 1000));

/** Seconds split for the countdown (spec: days, hours, minutes, seconds). */
export function countdownParts(seconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Which announcement a tick from `before` to `after` seconds left crosses (spec: only at 5 min, 1 min,
 * 30 s and 10 s, never each second): the last mark passed, or null. The first reading (`before` null)
 * announces nothing, and neither does a lot that has ended.
 */
export function crossedMark(before: number | null, after: number): number | null {
  if (before === null || after <= 0 || after >= before) return null;
  const crossed = COUNTDOWN_ANNOUNCE_AT_S.filter((mark) => before > mark && after <= mark);
  return crossed.length > 0 ? Math.min(...crossed) : null;
}
