import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auctionInputSchema } from './auctions';
import {
  PAYMENT_TERM_DAYS_MAX,
  PAYMENT_TERM_DAYS_MIN,
  nextStepsText,
  nextStepsTexts,
  paymentDueDay,
} from './winner-next-steps';

const ZONES = ['Europe/Tirane', 'Europe/Belgrade', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];

/** The model: the zone's calendar day read by Intl alone, then days counted as a day number (days since 1970-01-01). */
function modelDueDay(end: Date, term: number, timeZone: string): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(end)
    .split('-')
    .map(Number);
  const dayNumber = Math.round(Date.UTC(year, month - 1, day) / 86_400_000) + term;
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

describe('the payment day rule', () => {
  it('is the end’s calendar day in the zone plus the term in calendar days, whatever daylight saving does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: PAYMENT_TERM_DAYS_MIN, max: PAYMENT_TERM_DAYS_MAX }),
        fc.constantFrom(...ZONES),
        (end, term, zone) => {
          expect(paymentDueDay(end, term, zone)).toBe(modelDueDay(end, term, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('counts days, not 24-hour steps, across a daylight-saving change in Tirana', () => {
    // 23:30 on 29.03.2026 in Tirana (summer time began that night at 02:00): 8 days later is 06.04.2026.
    expect(paymentDueDay(new Date('2026-03-29T21:30:00Z'), 8, 'Europe/Tirane')).toBe('2026-04-06');
    // 00:30 on 25.10.2026 (the clocks went back at 03:00): still the 25th, due 02.11.2026.
    expect(paymentDueDay(new Date('2026-10-24T22:30:00Z'), 8, 'Europe/Tirane')).toBe('2026-11-02');
    // The day is the zone's: 23:30 UTC on 31.12.2026 is already 01.01.2027 in Tirana.
    expect(paymentDueDay(new Date('2026-12-31T22:59:00Z'), 1, 'Europe/Tirane')).toBe('2027-01-01');
    expect(paymentDueDay(new Date('2026-12-31T22:59:00Z'), 1, 'UTC')).toBe('2027-01-01');
    expect(paymentDueDay(new Date('2026-12-31T23:30:00Z'), 1, 'Europe/Tirane')).toBe('2027-01-02');
  });

  it('never lands before the end nor more than term + 1 days after it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: PAYMENT_TERM_DAYS_MIN, max: PAYMENT_TERM_DAYS_MAX }),
        (end, term) => {
          const due = Date.parse(`${paymentDueDay(end, term, 'Europe/Tirane')}T00:00:00Z`);
          expect(due).toBeGreaterThan(end.getTime() - 86_400_000);
          expect(due).toBeLessThanOrEqual(end.getTime() + (term + 1) * 86_400_000);
        },
      ),
    );
  });
});

describe('the next steps of an auction', () => {
  const base = { startDate: '01.01.2030 10:00', endDate: '02.01.2030 10:00' };

  it('takes a term of 1 to 90 whole days, and none at all', () => {
    expect(auctionInputSchema.safeParse({ ...base }).success).toBe(true);
    expect(auctionInputSchema.safeParse({ ...base, paymentTermDays: 1 }).success).toBe(true);
    expect(auctionInputSchema.safeParse({ ...base, paymentTermDays: 90 }).success).toBe(true);
    for (const bad of [0, 91, 8.5, -3]) {
      const result = auctionInputSchema.safeParse({ ...base, paymentTermDays: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].path).toEqual(['paymentTermDays']);
    }
  });

  it('keeps a text per language, too long a text refused by its field key', () => {
    const result = auctionInputSchema.safeParse({ ...base, pickUpPlaceEN: 'x'.repeat(501) });
    expect(result.error?.issues[0].path).toEqual(['pickUpPlaceEN']);
  });

  it('reads the reader’s language, else Albanian, English, Serbian', () => {
    const texts = nextStepsTexts({ pickUpPlaceSQ: 'Durrës', pickUpPlaceEN: ' ', pickUpPlaceSR: 'Drač' }, 'pickUpPlace');
    expect(texts).toEqual({ sq: 'Durrës', en: null, sr: 'Drač' });
    expect(nextStepsText(texts, 'en')).toBe('Durrës');
    expect(nextStepsText(texts, 'sr')).toBe('Drač');
    expect(nextStepsText({ sq: null, en: null, sr: null }, 'sq')).toBeNull();
  });
});
