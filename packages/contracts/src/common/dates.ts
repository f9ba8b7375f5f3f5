import type { z } from 'zod';
import { DEFAULT_TIME_ZONE } from './time-zone';

export const DATE_DISPLAY_FORMAT = 'DD.MM.YYYY';
export const DATE_TIME_DISPLAY_FORMAT = 'DD.MM.YYYY HH:mm';
/** The spec's transport format; the server reads it as wall-clock time in the business time zone. */
export const DATE_TRANSPORT_FORMAT = 'DD.MM.YYYY HH:mm';
export { DEFAULT_TIME_ZONE };

export type DateLike = Date | string | number | null | undefined;

/** A calendar day and a wall-clock time, in no zone until one is given. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

export type DateInputResult =
  { ok: true; wall: WallTime; hasTime: boolean } | { ok: false; error: 'Invalid Date Format' };

const INVALID_DATE_INPUT = { ok: false, error: 'Invalid Date Format' } as const;

/** `DD-MM`, `DD-MM-YY`, `DD-MM-YYYY` or `DD-MM-YYYY HH:mm`; `.` or `/` may replace `-` (one separator per date). */
const DATE_INPUT_PATTERN = /^(\d{2})([-./])(\d{2})(?:\2(\d{2}|\d{4}))?(?: (\d{2}):(\d{2}))?$/;
const TRANSPORT_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})(?: (\d{2}):(\d{2}))?$/;
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
/** A calendar day without a time (`YYYY-MM-DD`): validity dates, birth dates. */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

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

// --- Zones (Intl only: no library, so the web's first download stays small) -------------------------------

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts formatter of a zone; throws a RangeError for a zone this runtime does not know. */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether this runtime knows the IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock parts Intl gives for an instant: where every zone rule comes from, and the costly step. */
function intlWallTime(date: Date, timeZone: string): WallTime & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

const DAY_MS = 86_400_000;
/** The instants whose UTC day offsets are remembered for: years Date.UTC reads as written (not 0–99 as 19xx). */
const REMEMBERED_FROM = Date.UTC(1000, 0, 1);
const REMEMBERED_UNTIL = Date.UTC(9999, 0, 1);
/** Per zone, a UTC day's offset in ms, or NaN for a day whose offset changes; emptied when it grows past this. */
const MAX_REMEMBERED_DAYS = 20_000;
const dayOffsets = new Map<string, Map<number, number>>();

/** The offset (ms, whole seconds) a zone's clock has at an instant, by Intl. */
function intlOffsetAt(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  const wall = intlWallTime(new Date(second), timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - second;
}

/**
 * A zone's offset over one UTC day, remembered: lists and exports ask the wall time of many instants, mostly on few
 * days. A day whose first and last millisecond have the same offset has it throughout (no zone changes its offset
 * twice in a day and back); a day with a change (NaN) is read from Intl instant by instant.
 */
function dayOffset(instant: number, timeZone: string): number {
  const day = Math.floor(instant / DAY_MS);
  const known = dayOffsets.get(timeZone)?.get(day);
  if (known !== undefined) return known;
  // Intl first: an unknown zone throws here and is never remembered.
  const first = intlOffsetAt(day * DAY_MS, timeZone);
  const offset = first === intlOffsetAt(day * DAY_MS + DAY_MS - 1, timeZone) ? first : Number.NaN;
  let days = dayOffsets.get(timeZone);
  if (!days) dayOffsets.set(timeZone, (days = new Map<number, number>()));
  if (days.size >= MAX_REMEMBERED_DAYS) days.clear();
  days.set(day, offset);
  return offset;
}

/** The day and wall-clock time (to the second) an instant has in a zone. */
export function wallTimeIn(date: Date, timeZone: string): WallTime & { second: number } {
  const instant = date.getTime();
  // An invalid date or an unknown zone throws Intl's RangeError, as it always did.
  if (!(instant >= REMEMBERED_FROM && instant < REMEMBERED_UNTIL)) return intlWallTime(date, timeZone);
  const offset = dayOffset(instant, timeZone);
  if (Number.isNaN(offset)) return intlWallTime(date, timeZone);
  const shifted = new Date(instant + offset);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The zone's offset from UTC at an instant, in minutes (+60 for Europe/Tirane in winter). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const wall = wallTimeIn(date, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const sameWallTime = (a: WallTime, b: WallTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/**
 * The instant a wall-clock time has in a zone; null when the zone does not know it (skipped by a
 * daylight-saving change) or the zone is unknown. A time that occurs twice (the hour repeated in
 * autumn) is its first occurrence.
 */
export function wallTimeToDate(wall: WallTime, timeZone: string): Date | null {
  if (!isTimeZone(timeZone)) return null;
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsets = new Set([
    zoneOffsetMinutes(new Date(asUtc - 86_400_000), timeZone),
    zoneOffsetMinutes(new Date(asUtc + 86_400_000), timeZone),
  ]);
  const candidates = [...offsets]
    .map((offset) => new Date(asUtc - offset * 60_000))
    .filter((candidate) => sameWallTime(wallTimeIn(candidate, timeZone), wall))
    .sort((a, b) => a.getTime() - b.getTime());
  return candidates[0] ?? null;
}

function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** DD.MM.YYYY, or DD.MM.YYYY HH:mm with the time. */
export function formatWallTime(wall: WallTime, withTime: boolean): string {
  const day = `${pad(wall.day)}.${pad(wall.month)}.${pad(wall.year, 4)}`;
  return withTime ? `${day} ${pad(wall.hour)}:${pad(wall.minute)}` : day;
}

/** An instant as DD.MM.YYYY HH:mm in the zone; empty string for missing or invalid values. */
export function formatDateTime(value: DateLike, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = toDate(value);
  return date && isTimeZone(timeZone) ? formatWallTime(wallTimeIn(date, timeZone), true) : '';
}

/**
 * DD.MM.YYYY: a calendar day (`YYYY-MM-DD`) as it is, an instant as its day in the zone; empty string
 * for missing or invalid values.
 */
export function formatDate(value: DateLike, timeZone: string = DEFAULT_TIME_ZONE): string {
  const day = typeof value === 'string' ? DAY_PATTERN.exec(value) : null;
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = toDate(value);
  return date && isTimeZone(timeZone) ? formatWallTime(wallTimeIn(date, timeZone), false) : '';
}

/** An instant's wall-clock time in the zone, HH:mm or HH:mm:ss; empty string for missing or invalid values. */
export function formatTime(value: DateLike, timeZone: string, withSeconds = false): string {
  const date = toDate(value);
  if (!date || !isTimeZone(timeZone)) return '';
  const wall = wallTimeIn(date, timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}${withSeconds ? `:${pad(wall.second)}` : ''}`;
}

/**
 * Parses what a user types into a date field as a day and wall-clock time in `timeZone` (the
 * business time zone). The year defaults to the year of `now` there; a two-digit year means 2000 + YY.
 * A time the zone skips (daylight saving) is refused like a malformed one.
 */
export function parseDateInput(text: string, now: Date, timeZone: string): DateInputResult {
  const match = DATE_INPUT_PATTERN.exec(text.trim());
  if (!match) return INVALID_DATE_INPUT;
  const [, dd, , mm, yearText, hh, mi] = match;
  // A time is only accepted after a four-digit year (`DD-MM-YYYY HH:mm`).
  if (hh !== undefined && (yearText === undefined || yearText.length !== 4)) return INVALID_DATE_INPUT;
  if (!isTimeZone(timeZone)) return INVALID_DATE_INPUT;

  const year =
    yearText === undefined
      ? wallTimeIn(now, timeZone).year
      : yearText.length === 2
        ? 2000 + Number(yearText)
        : Number(yearText);
  const wall = {
    year,
    month: Number(mm),
    day: Number(dd),
    hour: hh === undefined ? 0 : Number(hh),
    minute: mi === undefined ? 0 : Number(mi),
  };
  if (!isCalendarDate(wall.year, wall.month, wall.day) || !isClockTime(wall.hour, wall.minute)) {
    return INVALID_DATE_INPUT;
  }
  if (hh !== undefined && wallTimeToDate(wall, timeZone) === null) return INVALID_DATE_INPUT;
  return { ok: true, wall, hasTime: hh !== undefined };
}

/**
 * A wall-clock time in the zone as the instant the server is sent: ISO 8601 with the zone's offset
 * (`2026-11-21T10:00:00+01:00`); empty string when the zone does not have that time.
 */
export function toTransportDateTime(wall: WallTime, timeZone: string): string {
  const date = wallTimeToDate(wall, timeZone);
  if (!date) return '';
  const offset = zoneOffsetMinutes(date, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const day = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
  return `${day}T${pad(wall.hour)}:${pad(wall.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
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
  const wall = {
    year: Number(yyyy),
    month: Number(mm),
    day: Number(dd),
    hour: hh === undefined ? 0 : Number(hh),
    minute: mi === undefined ? 0 : Number(mi),
  };
  if (!isCalendarDate(wall.year, wall.month, wall.day) || !isClockTime(wall.hour, wall.minute)) return null;
  return wallTimeToDate(wall, timeZone);
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

/** A calendar day stored as ISO `YYYY-MM-DD` in the portal's format (`DD.MM.YYYY`); other text as it is. */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
}

/**
 * The instants a day filter (`DD.MM.YYYY`, the transport's day, or ISO `YYYY-MM-DD`) covers in a zone: from its
 * first instant (inclusive) to the next day's first instant (exclusive); null for anything else.
 */
export function dayBounds(text: string, timeZone: string = DEFAULT_TIME_ZONE): { start: Date; end: Date } | null {
  const trimmed = text.trim();
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(trimmed) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (!match) return null;
  const [year, month, day] =
    match[1].length === 4
      ? [Number(match[1]), Number(match[2]), Number(match[3])]
      : [Number(match[3]), Number(match[2]), Number(match[1])];
  if (!isCalendarDate(year, month, day)) return null;
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const start = wallTimeToDate({ year, month, day, hour: 0, minute: 0 }, timeZone);
  const end = wallTimeToDate(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 },
    timeZone,
  );
  return start && end ? { start, end } : null;
}
