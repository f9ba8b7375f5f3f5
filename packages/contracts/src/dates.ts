import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { z } from 'zod';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_DISPLAY_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_DISPLAY_FORMAT = 'DD.MM.YYYY HH:mm';
/** Dates are sent to the server in this form. */
export const DATE_TRANSPORT_FORMAT = 'DD.MM.YYYY HH:mm';
export const DEFAULT_TIME_ZONE = 'Europe/Tirane';

export type DateLike = Date | string | number | null | undefined;

export type DateInputResult = { ok: true; date: Date } | { ok: false; error: 'Invalid Date Format' };

const INVALID_DATE_INPUT = { ok: false, error: 'Invalid Date Format' } as const;

/** `DD-MM`, `DD-MM-YY`, `DD-MM-YYYY` or `DD-MM-YYYY HH:mm`; `.` or `/` may replace `-` (one separator per date). */
const DATE_INPUT_PATTERN = /^(\d{2})([-./])(\d{2})(?:\2(\d{2}|\d{4}))?(?: (\d{2}):(\d{2}))?$/;
const TRANSPORT_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2}))?$/;
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function formatLocal(value: DateLike, format: string): string {
  if (value === null || value === undefined) return '';
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(format) : '';
}

/** Formats a date as DD.MM.YYYY in local time; empty string for missing or invalid values. */
export function formatDate(value: DateLike): string {
  return formatLocal(value, DATE_DISPLAY_FORMAT);
}

/** Formats a date as DD.MM.YYYY HH:mm in local time; empty string for missing or invalid values. */
export function formatDateTime(value: DateLike): string {
  return formatLocal(value, DATE_TIME_DISPLAY_FORMAT);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= daysInMonth;
}

function isClockTime(hour: number, minute: number, second = 0): boolean {
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

/**
 * Parses what a user types into a date field, in local time.
 * Year defaults to the year of `now`; a two-digit year means 2000 + YY.
 */
export function parseDateInput(text: string, now: Date = new Date()): DateInputResult {
  const match = DATE_INPUT_PATTERN.exec(text.trim());
  if (!match) return INVALID_DATE_INPUT;
  const [, dd, , mm, yearText, hh, mi] = match;
  // A time is only accepted after a four-digit year (`DD-MM-YYYY HH:mm`).
  if (hh !== undefined && (yearText === undefined || yearText.length !== 4)) return INVALID_DATE_INPUT;

  const day = Number(dd);
  const month = Number(mm);
  const year =
    yearText === undefined ? now.getFullYear() : yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const hour = hh === undefined ? 0 : Number(hh);
  const minute = mi === undefined ? 0 : Number(mi);
  if (!isCalendarDate(year, month, day) || !isClockTime(hour, minute)) return INVALID_DATE_INPUT;

  const date = new Date(2000, 0, 1, 0, 0, 0, 0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hour, minute, 0, 0);
  // A wall-clock time skipped by a daylight-saving change does not exist locally.
  if (date.getDate() !== day || date.getHours() !== hour || date.getMinutes() !== minute) return INVALID_DATE_INPUT;
  return { ok: true, date };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function parseIsoDate(text: string): Date | null {
  const match = ISO_PATTERN.exec(text);
  if (!match) return null;
  const [, yyyy, mm, dd, hh, mi, ss, fraction, zone] = match;
  const year = Number(yyyy);
  const month = Number(mm);
  const day = Number(dd);
  const hour = hh === undefined ? 0 : Number(hh);
  const minute = mi === undefined ? 0 : Number(mi);
  const second = ss === undefined ? 0 : Number(ss);
  const millisecond = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
  if (!isCalendarDate(year, month, day) || !isClockTime(hour, minute, second)) return null;

  let offsetMinutes = 0;
  if (zone !== undefined && zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const offsetHours = Number(digits.slice(0, 2));
    const offsetMins = Number(digits.slice(2));
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const utcDate = new Date(0);
  utcDate.setUTCFullYear(year, month - 1, day);
  utcDate.setUTCHours(hour, minute, second, millisecond);
  return new Date(utcDate.getTime() - offsetMinutes * 60_000);
}

/**
 * Parses a date received by the server: `DD.MM.YYYY HH:mm` or `DD.MM.YYYY` as wall-clock time in `timeZone`,
 * or ISO 8601 (an ISO value without a zone is read as UTC); null when invalid.
 */
export function parseTransportDate(text: string, timeZone: string = DEFAULT_TIME_ZONE): Date | null {
  const trimmed = text.trim();
  const match = TRANSPORT_PATTERN.exec(trimmed);
  if (!match) return parseIsoDate(trimmed);

  const [, dd, mm, yyyy, hh, mi] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const hour = hh === undefined ? 0 : Number(hh);
  const minute = mi === undefined ? 0 : Number(mi);
  if (!isCalendarDate(year, month, day) || !isClockTime(hour, minute)) return null;

  const wallClock = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:00`;
  try {
    const parsed = dayjs.tz(wallClock, timeZone);
    return parsed.isValid() ? parsed.toDate() : null;
  } catch {
    // An unknown IANA zone name makes Intl throw a RangeError.
    return null;
  }
}

/** Formats a date as DD.MM.YYYY HH:mm in local time for sending to the server; empty string for an invalid date. */
export function toTransportDate(date: Date): string {
  return formatLocal(date, DATE_TRANSPORT_FORMAT);
}

/**
 * A refinement of a validity period: `validTo` is not before `validFrom` (both days as `YYYY-MM-DD`);
 * otherwise `message` on validTo. Days that did not parse are left to their own messages.
 */
export function validToNotBeforeValidFrom(message: string) {
  return (value: { validFrom?: unknown; validTo?: unknown }, ctx: z.RefinementCtx) => {
    if (typeof value.validFrom === 'string' && typeof value.validTo === 'string' && value.validTo < value.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message });
    }
  };
}
