import { businessTimeZone, formatDateTime, formatTime, isSameBusinessDay } from '@/shared/lib/business-time';

/**
 * "18:45 (Europe/Tirane)" today, "12.05.2026 18:45 (Europe/Tirane)" another day: the business time zone's
 * wall-clock time, named, like every time of the portal (a bidder abroad must not misread the end).
 */
export function formatMoment(iso: string | null | undefined, nowMs: number, withSeconds = false): string {
  const time = formatTime(iso, withSeconds);
  if (!time) return '—';
  const moment = isSameBusinessDay(iso, nowMs) ? time : `${formatDateTime(iso).slice(0, 10)} ${time}`;
  return `${moment} (${businessTimeZone()})`;
}

/** A bid's moment to the second, with the date, in the business time zone: "12.05.2026 18:45:03". */
export const formatBidTime = (iso: string) => `${formatDateTime(iso).slice(0, 10)} ${formatTime(iso, true)}`;

/** The first and last characters of a hash, for a narrow column: "3fa9c1d2…07be". */
export const shortHash = (hash: string) => (hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-4)}` : hash);
