import { describe, expect, it } from 'vitest';
import {
  DATE_DISPLAY_FORMAT,
  DATE_TIME_DISPLAY_FORMAT,
  DATE_TRANSPORT_FORMAT,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  parseDateInput,
  parseTransportDate,
  toTransportDate,
} from './dates';

const NOW = new Date(2026, 5, 15, 12, 0);

function parsedDate(text: string, now: Date = NOW): Date {
  const result = parseDateInput(text, now);
  if (!result.ok) throw new Error(`expected ${text} to parse`);
  return result.date;
}

describe('date constants', () => {
  it('match the spec', () => {
    expect(DATE_DISPLAY_FORMAT).toBe('DD.MM.YYYY');
    expect(DATE_TIME_DISPLAY_FORMAT).toBe('DD.MM.YYYY HH:mm');
    expect(DATE_TRANSPORT_FORMAT).toBe('DD.MM.YYYY HH:mm');
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Tirane');
  });
});

describe('formatDate / formatDateTime', () => {
  const local = new Date(2026, 10, 21, 9, 5);

  it('formats a Date in local time', () => {
    expect(formatDate(local)).toBe('21.11.2026');
    expect(formatDateTime(local)).toBe('21.11.2026 09:05');
  });

  it('accepts epoch milliseconds and ISO strings', () => {
    expect(formatDateTime(local.getTime())).toBe('21.11.2026 09:05');
    expect(formatDate('2026-01-02')).toBe('02.01.2026');
    expect(formatDateTime(new Date(2026, 0, 2, 23, 59).toISOString())).toBe('02.01.2026 23:59');
  });

  it('returns an empty string for null, undefined and invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});

describe('parseDateInput', () => {
  it('reads DD-MM with the year of now', () => {
    expect(parsedDate('21-11')).toEqual(new Date(2026, 10, 21));
    expect(parsedDate('21-11', new Date(2031, 0, 1))).toEqual(new Date(2031, 10, 21));
  });

  it('reads DD-MM-YY as 2000 + YY', () => {
    expect(parsedDate('21-11-26')).toEqual(new Date(2026, 10, 21));
    expect(parsedDate('01-01-00')).toEqual(new Date(2000, 0, 1));
    expect(parsedDate('31-12-99')).toEqual(new Date(2099, 11, 31));
  });

  it('reads DD-MM-YYYY and DD-MM-YYYY HH:mm', () => {
    expect(parsedDate('21-11-2026')).toEqual(new Date(2026, 10, 21));
    expect(parsedDate('21-11-2026 00:00')).toEqual(new Date(2026, 10, 21, 0, 0));
    expect(parsedDate('21-11-2026 23:59')).toEqual(new Date(2026, 10, 21, 23, 59));
  });

  it('accepts . and / in place of -', () => {
    expect(parsedDate('21.11.2026')).toEqual(new Date(2026, 10, 21));
    expect(parsedDate('21/11/2026 14:30')).toEqual(new Date(2026, 10, 21, 14, 30));
    expect(parsedDate('21.11')).toEqual(new Date(2026, 10, 21));
    expect(parsedDate('21/11/26')).toEqual(new Date(2026, 10, 21));
  });

  it('ignores surrounding whitespace', () => {
    expect(parsedDate(' 21.11.2026 ')).toEqual(new Date(2026, 10, 21));
  });

  it('accepts the last valid day of a month and 29 February in leap years', () => {
    expect(parsedDate('28-02-2025')).toEqual(new Date(2025, 1, 28));
    expect(parsedDate('29-02-2024')).toEqual(new Date(2024, 1, 29));
    expect(parsedDate('29-02-2000')).toEqual(new Date(2000, 1, 29));
    expect(parsedDate('31-12-2026')).toEqual(new Date(2026, 11, 31));
    expect(parsedDate('30-04-2026')).toEqual(new Date(2026, 3, 30));
  });

  it.each([
    '31-02-2026',
    '29-02-2025',
    '29-02-2100',
    '31-04-2026',
    '00-01-2026',
    '32-01-2026',
    '01-00-2026',
    '01-13-2026',
    '01-01-2026 24:00',
    '01-01-2026 23:60',
    '29-02',
  ])('rejects the impossible date %s', (text) => {
    // 29-02 is impossible in NOW's year 2026.
    expect(parseDateInput(text, NOW)).toEqual({ ok: false, error: 'Invalid Date Format' });
  });

  it('accepts 29-02 without a year when now is in a leap year', () => {
    expect(parsedDate('29-02', new Date(2028, 0, 1))).toEqual(new Date(2028, 1, 29));
  });

  it.each([
    '',
    'abc',
    '1-1-2026',
    '21-11-026',
    '21-11-20261',
    '21-11-2026 9:05',
    '21-11-2026 09:05:00',
    '21-11-2026T09:05',
    '21-11-26 09:05',
    '21-11 09:05',
    '21.11-2026',
    '21-11-2026 extra',
    'x21-11-2026',
    '2026-11-21',
    '21 11 2026',
  ])('rejects the malformed input %j', (text) => {
    expect(parseDateInput(text, NOW)).toEqual({ ok: false, error: 'Invalid Date Format' });
  });
});

describe('parseTransportDate', () => {
  it('reads DD.MM.YYYY HH:mm as Europe/Tirane wall-clock time by default', () => {
    expect(parseTransportDate('01.07.2026 10:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(parseTransportDate('15.01.2026 10:00')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
  });

  it('reads DD.MM.YYYY as midnight in the time zone', () => {
    expect(parseTransportDate('01.07.2026')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('uses the given IANA time zone', () => {
    expect(parseTransportDate('01.07.2026 10:00', 'UTC')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseTransportDate('01.07.2026 10:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });

  it('returns null for an unknown time zone', () => {
    expect(parseTransportDate('01.07.2026 10:00', 'Not/AZone')).toBeNull();
  });

  it('reads ISO 8601 with a zone as the exact instant', () => {
    expect(parseTransportDate('2026-07-01T10:00:00Z')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseTransportDate('2026-07-01T10:00:00.123Z')?.toISOString()).toBe('2026-07-01T10:00:00.123Z');
    expect(parseTransportDate('2026-07-01T10:00+02:00')?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(parseTransportDate('2026-07-01T10:00:00-0530')?.toISOString()).toBe('2026-07-01T15:30:00.000Z');
  });

  it('reads ISO 8601 without a zone as UTC', () => {
    expect(parseTransportDate('2026-07-01T10:00:00')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseTransportDate('2026-07-01')?.toISOString()).toBe('2026-07-01T00:00:00.000Z');
  });

  it.each([
    '',
    'garbage',
    '31.02.2026 10:00',
    '29.02.2025',
    '01.13.2026',
    '01.07.2026 24:00',
    '01.07.2026 10:60',
    '1.7.2026',
    '01-07-2026 10:00',
    '01.07.2026 10:00 extra',
    '2026-02-30T10:00:00Z',
    '2026-07-01T24:00:00Z',
    '2026-07-01T10:00:60Z',
    '2026-07-01T10:00:00+25:00',
    '2026-07-01Z',
  ])('returns null for %j', (text) => {
    expect(parseTransportDate(text)).toBeNull();
  });

  it('round-trips toTransportDate when client and server share the zone', () => {
    const date = new Date(2026, 6, 1, 10, 0);
    expect(parseTransportDate(toTransportDate(date), Intl.DateTimeFormat().resolvedOptions().timeZone)).toEqual(date);
  });
});

describe('toTransportDate', () => {
  it('formats as DD.MM.YYYY HH:mm in local time', () => {
    expect(toTransportDate(new Date(2026, 10, 21, 9, 5))).toBe('21.11.2026 09:05');
    expect(toTransportDate(new Date(2026, 0, 1, 0, 0))).toBe('01.01.2026 00:00');
  });

  it('returns an empty string for an invalid date', () => {
    expect(toTransportDate(new Date(Number.NaN))).toBe('');
  });
});
