import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from '@portal/contracts/money-format';
import { amountAfterMinimumChange, isFatFinger, parseAmount } from './amounts';

/** Spaces of any width (Intl uses no-break spaces) as plain ones, to compare. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts', () => {
  it('formats euro with two decimals as each language writes them', () => {
    expect(formatMoney(1250.5, 'en')).toBe('€1,250.50');
    expect(plain(formatMoney(1250.5, 'sr'))).toBe('1.250,50 €');
    expect(plain(formatMoney(1250.5, 'sq'))).toBe('1.250,50 €');
    expect(formatMoney(null, 'sq')).toBe('—');
    expect(formatAmount(1000, 'en')).toBe('1,000.00');
    expect(formatAmount(1000, 'sr')).toBe('1.000,00');
    expect(formatAmount(0.05, 'sq')).toBe('0,05');
    expect(formatAmount(999, 'sq')).toBe('999,00');
    expect(formatAmount(1_000_000_000_000, 'en')).toBe('1,000,000,000,000.00');
    expect(formatAmount(0.1 + 0.2, 'en')).toBe('0.30');
  });

  it('reads amounts typed with the language’s marks, or the other common ones', () => {
    const sq = (text: string) => parseAmount(text, 'sq');
    const en = (text: string) => parseAmount(text, 'en');
    expect(sq('1250')).toEqual({ ok: true, value: 1250 });
    expect(sq('1.250,50')).toEqual({ ok: true, value: 1250.5 });
    expect(sq('1 250,5')).toEqual({ ok: true, value: 1250.5 });
    expect(sq('1250,5 €')).toEqual({ ok: true, value: 1250.5 });
    expect(sq('1.250')).toEqual({ ok: true, value: 1250 });
    expect(sq('1250.50')).toEqual({ ok: true, value: 1250.5 });
    expect(sq(formatAmount(98765.43, 'sq'))).toEqual({ ok: true, value: 98765.43 });
    expect(en('1,250.50')).toEqual({ ok: true, value: 1250.5 });
    expect(en('1,250')).toEqual({ ok: true, value: 1250 });
    expect(en('1250.5')).toEqual({ ok: true, value: 1250.5 });
    expect(en('EUR 2,000,000')).toEqual({ ok: true, value: 2_000_000 });
    expect(parseAmount(formatAmount(1234567.89, 'sr'), 'sr')).toEqual({ ok: true, value: 1234567.89 });
  });

  it('refuses what is not an amount of a bid', () => {
    expect(parseAmount('', 'sq')).toEqual({ ok: false, error: 'empty' });
    expect(parseAmount('abc', 'sq')).toEqual({ ok: false, error: 'validation.amount_invalid' });
    expect(parseAmount('0', 'sq')).toEqual({ ok: false, error: 'validation.amount_invalid' });
    expect(parseAmount('-5', 'en')).toEqual({ ok: false, error: 'validation.amount_invalid' });
    expect(parseAmount('1,2,3', 'en')).toEqual({ ok: false, error: 'validation.amount_invalid' });
    expect(parseAmount('12.', 'en')).toEqual({ ok: false, error: 'validation.amount_invalid' });
    expect(parseAmount('1.25.0,5', 'sq')).toEqual({ ok: false, error: 'validation.amount_invalid' });
    expect(parseAmount('10,505', 'sq')).toEqual({ ok: false, error: 'validation.amount_decimals' });
    expect(parseAmount('10.505', 'en')).toEqual({ ok: false, error: 'validation.amount_decimals' });
    expect(parseAmount('2000000000000', 'en')).toEqual({ ok: false, error: 'validation.too_big' });
  });

  it('warns above three times the minimum next bid', () => {
    expect(isFatFinger(3000, 1000)).toBe(false);
    expect(isFatFinger(3000.01, 1000)).toBe(true);
    expect(isFatFinger(0.7, 0.2)).toBe(true);
    expect(isFatFinger(0.6, 0.2)).toBe(false);
  });

  it('keeps the bid at least at the minimum as pushes arrive, unless the bidder typed more', () => {
    const field = (text: string, typed: boolean, focused = false) => ({ text, typed, focused });
    // Pre-filled: follows the minimum.
    expect(amountAfterMinimumChange(field('1.000,00', false), 1050, 'sr')).toBe('1.050,00');
    expect(amountAfterMinimumChange(field('1.050,00', false), 1050, 'sr')).toBeNull();
    // Typed and still enough: stays.
    expect(amountAfterMinimumChange(field('2000', true), 1050, 'sq')).toBeNull();
    // Typed but overtaken: rises.
    expect(amountAfterMinimumChange(field('1000', true), 1050, 'sq')).toBe('1.050,00');
    expect(amountAfterMinimumChange(field('nonsense', true), 1050, 'en')).toBe('1,050.00');
    // Never under the bidder's fingers.
    expect(amountAfterMinimumChange(field('10', true, true), 1050, 'sq')).toBeNull();
  });
});
