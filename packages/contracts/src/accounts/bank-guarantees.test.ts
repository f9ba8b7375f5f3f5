import { describe, expect, it } from 'vitest';
import { bankGuaranteeInputSchema, parseGuaranteeDay } from './bank-guarantees';

describe('bank guarantee contracts', () => {
  it('reads a day from DD.MM.YYYY, the transport format and ISO; refuses non-days', () => {
    expect(parseGuaranteeDay('05.03.2026')).toBe('2026-03-05');
    expect(parseGuaranteeDay('05.03.2026 00:00')).toBe('2026-03-05');
    expect(parseGuaranteeDay('2026-03-05')).toBe('2026-03-05');
    expect(parseGuaranteeDay('2026-03-05T10:00:00Z')).toBe('2026-03-05');
    for (const bad of ['29.02.2026', '2026-13-01', '05-03-2026', '01.01.1800', '', 'soon']) {
      expect(parseGuaranteeDay(bad), bad).toBeNull();
    }
  });

  it('parses a form: amount as a number with cents, currency EUR by default, dates as days', () => {
    const parsed = bankGuaranteeInputSchema.parse({
      bankId: 3,
      guaranteeNumber: ' BKT/2026-01 ',
      amount: 1500.5,
      validFrom: '01.01.2026 00:00',
      validTo: '2026-12-31',
    });
    expect(parsed).toEqual({
      bankId: 3,
      guaranteeNumber: 'BKT/2026-01',
      amount: 1500.5,
      currency: 'EUR',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
  });

  it('refuses an end before the start on validTo, and a third decimal on amount', () => {
    const result = bankGuaranteeInputSchema.safeParse({
      bankId: 3,
      guaranteeNumber: 'X1',
      amount: 0.005,
      validFrom: '02.01.2026',
      validTo: '01.01.2026',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      amount: 'bank_guarantee.amount_invalid',
      validTo: 'bank_guarantee.valid_to_before_from',
    });
  });
});
