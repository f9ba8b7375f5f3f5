/** Time left split for a countdown (spec §9: days, hours, minutes, seconds); zero once over. */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number; over: boolean };

export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.floor(remainingMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}

/** "2d 03:04:05" or "03:04:05": the days unit word comes from the caller's translation. */
export function formatCountdown(parts: CountdownParts, dayUnit: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? `${parts.days}${dayUnit} ${clock}` : clock;
}
