import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_DISPLAY_FORMAT,
  DATE_TIME_DISPLAY_FORMAT,
  DATE_TRANSPORT_FORMAT,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatTime,
  parseDateInput,
  parseTransportDate,
  toTransportDateTime,
  wallTimeIn,
  wallTimeToDate,
  type WallTime,
} from './dates';

const TIRANE = 'Europe/Tirane';
const NOW = new Date('2026-06-15T10:00:00Z');

function parsedWall(text: string, now: Date = NOW): WallTime & { hasTime: boolean } {
  const result = parseDateInput(text, now, TIRANE);
  if (!result.ok) throw new Error(`expected ${text} to parse`);
  return { ...result.wall, hasTime: result.hasTime };
}
const wall = (year: number, month: number, day: number, hour = 0, minute = 0) => ({ year, month, day, hour, minute });

describe('date constants', () => {
  it('match the spec', () => {
    expect(DATE_DISPLAY_FORMAT).toBe('DD.MM.YYYY');
    expect(DATE_TIME_DISPLAY_FORMAT).toBe('DD.MM.YYYY HH:mm');
    expect(DATE_TRANSPORT_FORMAT).toBe('DD.MM.YYYY HH:mm');
    expect(DEFAULT_TIME_ZONE).toBe('Europe/Tirane');
  });
});

describe('formatDate / formatDateTime / formatTime', () => {
  it("show an instant as wall-clock time in the given zone, whatever the machine's zone", () => {
    const instant = '2026-11-21T09:05:00Z';
    expect(formatDateTime(instant, TIRANE)).toBe('21.11.2026 10:05');
    expect(formatDateTime(instant, 'America/New_York')).toBe('21.11.2026 04:05');
    expect(formatDateTime(new Date('2026-07-01T22:30:00Z'), TIRANE)).toBe('02.07.2026 00:30');
    expect(formatDate(new Date('2026-07-01T22:30:00Z'), TIRANE)).toBe('02.07.2026');
    expect(formatDate(Date.parse('2026-07-01T21:30:00Z'), TIRANE)).toBe('01.07.2026');
    expect(formatTime('2026-11-21T09:05:07Z', TIRANE)).toBe('10:05');
    expect(formatTime('2026-11-21T09:05:07Z', TIRANE, true)).toBe('10:05:07');
  });

  it('show a calendar day (YYYY-MM-DD) as that day in any zone', () => {
    expect(formatDate('2026-01-02', TIRANE)).toBe('02.01.2026');
    expect(formatDate('2026-01-02', 'Pacific/Kiritimati')).toBe('02.01.2026');
    expect(formatDate('2026-01-02', 'America/Los_Angeles')).toBe('02.01.2026');
  });

  it('return an empty string for missing or invalid values and unknown zones', () => {
    expect(formatDate(null, TIRANE)).toBe('');
    expect(formatDate(undefined, TIRANE)).toBe('');
    expect(formatDate('not a date', TIRANE)).toBe('');
    expect(formatDateTime(new Date(Number.NaN), TIRANE)).toBe('');
    expect(formatDateTime(Number.NaN, TIRANE)).toBe('');
    expect(formatDateTime('2026-01-01T00:00:00Z', 'Not/AZone')).toBe('');
    expect(formatTime('', TIRANE)).toBe('');
  });
});

describe('wallTimeIn', () => {
  /** The reference: Intl's parts for the instant itself, with nothing remembered. */
  const intl = (instant: number, zone: string) => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const parts = Object.fromEntries(
      format
        .formatToParts(new Date(instant))
        .filter((p) => p.type !== 'literal')
        .map((p) => [p.type, Number(p.value)]),
    );
    return { ...parts, hour: parts.hour === 24 ? 0 : parts.hour };
  };
  // Whole-hour, half-hour and 45-minute offsets, a 30-minute summer shift, local mean times of seconds (Tirane before
  // 1914, Monrovia until 1972) and a day skipped (Apia, December 2011).
  const ZONES = [
    TIRANE,
    'America/New_York',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'America/St_Johns',
    'Australia/Lord_Howe',
    'Africa/Monrovia',
    'Pacific/Apia',
    'UTC',
  ];

  it('is the wall time Intl gives, at any millisecond of three centuries (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2150, 0, 1) }),
        fc.constantFrom(...ZONES),
        (instant, zone) => {
          expect(wallTimeIn(new Date(instant), zone)).toEqual(intl(instant, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is the wall time Intl gives within a day of an offset change (property)', () => {
    const changes = [
      ['2026-03-29T01:00:00Z', TIRANE],
      ['2026-10-25T01:00:00Z', TIRANE],
      ['1913-12-31T22:40:40Z', TIRANE],
      ['2026-04-05T15:00:00Z', 'Australia/Lord_Howe'],
      ['1985-12-31T18:30:00Z', 'Asia/Kathmandu'],
      ['1972-01-07T00:44:30Z', 'Africa/Monrovia'],
      ['2011-12-30T10:00:00Z', 'Pacific/Apia'],
      ['2026-11-01T06:00:00Z', 'America/New_York'],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...changes),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        ([at, zone], delta) => {
          const instant = Date.parse(at) + delta;
          expect(wallTimeIn(new Date(instant), zone)).toEqual(intl(instant, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('throws for an invalid date or an unknown zone, as Intl does', () => {
    expect(() => wallTimeIn(new Date(Number.NaN), TIRANE)).toThrow(RangeError);
    expect(() => wallTimeIn(NOW, 'Not/AZone')).toThrow(RangeError);
  });
});

describe('wallTimeToDate', () => {
  it('gives the instant of a wall-clock time in the zone (winter and summer offsets)', () => {
    expect(wallTimeToDate(wall(2026, 1, 15, 10), TIRANE)?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(wallTimeToDate(wall(2026, 7, 1, 10), TIRANE)?.toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(wallTimeToDate(wall(2026, 7, 1, 10), 'America/New_York')?.toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });

  it('refuses a time skipped in spring and takes the first of a time repeated in autumn', () => {
    expect(wallTimeToDate(wall(2026, 3, 29, 2, 30), TIRANE)).toBeNull();
    expect(wallTimeToDate(wall(2026, 10, 25, 2, 30), TIRANE)?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(wallTimeToDate(wall(2026, 1, 1), 'Not/AZone')).toBeNull();
  });

  it('round-trips with formatDateTime for any minute (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 }),
        fc.constantFrom(TIRANE, 'America/New_York', 'Asia/Kolkata', 'UTC'),
        (minutes, zone) => {
          const instant = new Date(minutes * 60_000);
          const shown = formatDateTime(instant, zone);
          const parsed = parseDateInput(shown, instant, zone);
          if (!parsed.ok) return false;
          const back = wallTimeToDate(parsed.wall, zone)!;
          // Only the repeated autumn hour may come back an hour earlier (its first occurrence).
          const diff = instant.getTime() - back.getTime();
          return diff === 0 || (diff === 3_600_000 && formatDateTime(back, zone) === shown);
        },
      ),
    );
  });
});

describe('parseDateInput', () => {
  it('reads DD-MM with the year of now in the zone', () => {
    expect(parsedWall('21-11')).toEqual({ ...wall(2026, 11, 21), hasTime: false });
    expect(parsedWall('21-11', new Date('2030-12-31T23:30:00Z')).year).toBe(2031);
  });

  it('reads DD-MM-YY as 2000 + YY', () => {
    expect(parsedWall('21-11-26')).toMatchObject(wall(2026, 11, 21));
    expect(parsedWall('01-01-00')).toMatchObject(wall(2000, 1, 1));
    expect(parsedWall('31-12-99')).toMatchObject(wall(2099, 12, 31));
  });

  it('reads DD-MM-YYYY and DD-MM-YYYY HH:mm', () => {
    expect(parsedWall('21-11-2026')).toEqual({ ...wall(2026, 11, 21), hasTime: false });
    expect(parsedWall('21-11-2026 00:00')).toEqual({ ...wall(2026, 11, 21), hasTime: true });
    expect(parsedWall('21-11-2026 23:59')).toMatchObject(wall(2026, 11, 21, 23, 59));
  });

  it('accepts . and / in place of - and ignores surrounding whitespace', () => {
    expect(parsedWall('21.11.2026')).toMatchObject(wall(2026, 11, 21));
    expect(parsedWall('21/11/2026 14:30')).toMatchObject(wall(2026, 11, 21, 14, 30));
    expect(parsedWall('21.11')).toMatchObject(wall(2026, 11, 21));
    expect(parsedWall(' 21.11.2026 ')).toMatchObject(wall(2026, 11, 21));
  });

  it('accepts the last valid day of a month and 29 February in leap years', () => {
    expect(parsedWall('29-02-2024')).toMatchObject(wall(2024, 2, 29));
    expect(parsedWall('29-02-2000')).toMatchObject(wall(2000, 2, 29));
    expect(parsedWall('30-04-2026')).toMatchObject(wall(2026, 4, 30));
    expect(parsedWall('29-02', new Date('2028-01-01T12:00:00Z'))).toMatchObject(wall(2028, 2, 29));
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
    // Skipped when the clocks go forward in Tirane.
    '29-03-2026 02:30',
  ])('rejects the impossible date %s', (text) => {
    expect(parseDateInput(text, NOW, TIRANE)).toEqual({ ok: false, error: 'Invalid Date Format' });
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
    expect(parseDateInput(text, NOW, TIRANE)).toEqual({ ok: false, error: 'Invalid Date Format' });
  });

  it('refuses everything in an unknown zone', () => {
    expect(parseDateInput('21-11-2026', NOW, 'Not/AZone').ok).toBe(false);
  });
});

describe('toTransportDateTime', () => {
  it("sends the wall-clock time as ISO 8601 with the zone's offset", () => {
    expect(toTransportDateTime(wall(2026, 11, 21, 10), TIRANE)).toBe('2026-11-21T10:00:00+01:00');
    expect(toTransportDateTime(wall(2026, 7, 1, 10, 5), TIRANE)).toBe('2026-07-01T10:05:00+02:00');
    expect(toTransportDateTime(wall(2026, 7, 1, 10), 'America/New_York')).toBe('2026-07-01T10:00:00-04:00');
    expect(toTransportDateTime(wall(2026, 7, 1, 10), 'Asia/Kolkata')).toBe('2026-07-01T10:00:00+05:30');
    expect(toTransportDateTime(wall(2026, 3, 29, 2, 30), TIRANE)).toBe('');
  });

  it('is read back by the server as the same instant', () => {
    const sent = toTransportDateTime(wall(2026, 11, 21, 10), TIRANE);
    expect(parseTransportDate(sent, 'America/New_York')).toEqual(parseTransportDate('21.11.2026 10:00', TIRANE));
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

  it('returns null for an unknown zone and for a time the zone skips', () => {
    expect(parseTransportDate('01.07.2026 10:00', 'Not/AZone')).toBeNull();
    expect(parseTransportDate('29.03.2026 02:30')).toBeNull();
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
});
