export const SHORTEN_TEXT_DEFAULT_LENGTH = 50;
export const FILE_SIZE_UNITS = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;
export const DAYS_PER_YEAR = 365;
export const MONTHS_PER_YEAR = 12;

/** Keeps the first `length` characters and adds '…' when the text was longer; shorter text is returned unchanged. */
export function shortenText(text: string, length: number = SHORTEN_TEXT_DEFAULT_LENGTH): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  return `${characters.slice(0, Math.max(0, length)).join('')}…`;
}

/** Human-readable size in base 1024: whole bytes below 1 kB, then kB to YB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  // Move up while the rounded value would read 1024.0 or more, e.g. 1048575 B is 1.0 MB, not 1024.0 kB.
  while (Number(value.toFixed(1)) >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${FILE_SIZE_UNITS[unit]}`;
}

export function daysToYears(days: number): number {
  return days / DAYS_PER_YEAR;
}

export function monthsToYears(months: number): number {
  return months / MONTHS_PER_YEAR;
}
