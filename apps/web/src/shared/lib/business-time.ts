import * as dates from '@portal/contracts/dates';
import type { DateLike } from '@portal/contracts/dates';
import { businessTimeZone } from './business-zone';

/**
 * Every date and time the web app shows or sends, in the business time zone (not the browser's):
 * a user in New York sees and types Tirane's wall-clock time, and the page names the zone.
 */
export { businessTimeZone };

/** DD.MM.YYYY HH:mm in the business zone; empty for missing values. */
export const formatDateTime = (value: DateLike): string => dates.formatDateTime(value, businessTimeZone());

/** DD.MM.YYYY: a calendar day as it is, an instant as its day in the business zone. */
export const formatDate = (value: DateLike): string => dates.formatDate(value, businessTimeZone());

/** HH:mm (or HH:mm:ss) in the business zone. */
export const formatTime = (value: DateLike, withSeconds = false): string =>
  dates.formatTime(value, businessTimeZone(), withSeconds);

/** "21.11.2026 10:00 (Europe/Tirane)": a time shown where a user elsewhere could misread it. */
export function formatDateTimeWithZone(value: DateLike): string {
  const text = formatDateTime(value);
  return text ? `${text} (${businessTimeZone()})` : '';
}

/** "14:30:05 (Europe/Tirane)". */
export function formatTimeWithZone(value: DateLike, withSeconds = false): string {
  const text = formatTime(value, withSeconds);
  return text ? `${text} (${businessTimeZone()})` : '';
}

/** A label with the zone's name after it: "Start (Europe/Tirane)". */
export const withZoneName = (label: string): string => `${label} (${businessTimeZone()})`;

/** Whether two instants fall on the same day in the business zone. */
export const isSameBusinessDay = (a: DateLike, b: DateLike): boolean => {
  const day = formatDate(a);
  return day !== '' && day === formatDate(b);
};

/** What a user typed into a date field, read as business-zone wall-clock time (spec §5 formats). */
export const parseDateInput = (text: string, now: Date = new Date()) =>
  dates.parseDateInput(text, now, businessTimeZone());

/** The typed text shown in the display format once the field is left; null when it does not parse. */
export function normalizedDateInput(text: string, withTime: boolean): string | null {
  const parsed = parseDateInput(text);
  return parsed.ok ? dates.formatWallTime(parsed.wall, withTime) : null;
}

/**
 * The typed text as the server takes it: a day as DD.MM.YYYY (a calendar day has no zone), a date
 * and time as ISO 8601 with the business zone's offset; null when it does not parse.
 */
export function dateInputToTransport(text: string, withTime: boolean): string | null {
  const parsed = parseDateInput(text);
  if (!parsed.ok) return null;
  return withTime
    ? dates.toTransportDateTime(parsed.wall, businessTimeZone())
    : dates.formatWallTime(parsed.wall, false);
}
