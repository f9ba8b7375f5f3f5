import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { formatAmount, formatMoney, formatQuantity } from './money-format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes each language with its marks and the euro sign', () => {
    expect(formatMoney(1250.5, 'sq')).toBe(`1.250,50${NBSP}€`);
    expect(formatMoney(1250.5, 'sr')).toBe(`1.250,50${NBSP}€`);
    expect(formatMoney(1250.5, 'en')).toBe('€1,250.50');
  });

  it('groups every three digits, from four digits on', () => {
    expect(formatMoney(4500, 'sq')).toBe(`4.500,00${NBSP}€`);
    expect(formatMoney(2000, 'en')).toBe('€2,000.00');
    expect(formatMoney(1_234_567_890.12, 'sr')).toBe(`1.234.567.890,12${NBSP}€`);
    expect(formatMoney(1_000_000_000_000, 'en')).toBe('€1,000,000,000,000.00');
    expect(formatMoney(999.99, 'sq')).toBe(`999,99${NBSP}€`);
  });

  it('always writes two decimals, rounding to the cent', () => {
    expect(formatMoney(100, 'sq')).toBe(`100,00${NBSP}€`);
    expect(formatMoney(0.1 + 0.2, 'en')).toBe('€0.30');
    expect(formatMoney(1.005, 'en')).toBe('€1.01');
    expect(formatMoney('2000.5', 'sr')).toBe(`2.000,50${NBSP}€`);
  });

  it('writes zero and negative amounts, never -0', () => {
    expect(formatMoney(0, 'sq')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0, 'en')).toBe('€0.00');
    expect(formatMoney(-0.001, 'sr')).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-1234.5, 'sq')).toBe(`-1.234,50${NBSP}€`);
    expect(formatMoney(-1234.5, 'en')).toBe('-€1,234.50');
  });

  it('writes no amount as a dash', () => {
    expect(formatMoney(null, 'sq')).toBe('—');
    expect(formatMoney(undefined, 'en')).toBe('—');
    expect(formatMoney('', 'sr')).toBe('—');
    expect(formatMoney(Number.NaN, 'sr')).toBe('—');
  });

  it('writes another currency by its code', () => {
    expect(formatMoney(1234.5, 'sq', 'ALL')).toBe(`1.234,50${NBSP}ALL`);
    expect(formatMoney(1234.5, 'en', 'USD')).toBe(`USD${NBSP}1,234.50`);
    expect(formatMoney(1234.5, 'en', 'EUR')).toBe('€1,234.50');
  });

  it('agrees with CLDR for Serbian and English (the runtime has their data)', () => {
    const cldr = { sr: 'sr-Latn-RS', en: 'en-GB' } as const;
    for (const lang of ['sr', 'en'] as const) {
      const intl = new Intl.NumberFormat(cldr[lang], { style: 'currency', currency: 'EUR' });
      for (const amount of [0, 7.5, 1234.5, -98765.43, 1_234_567.89]) {
        expect(formatMoney(amount, lang)).toBe(intl.format(amount));
      }
    }
  });
});

describe('formatAmount', () => {
  it('is the money without its currency', () => {
    for (const lang of LANGUAGES) {
      expect(formatMoney(31_415.9, lang).replace(/[^\d.,-]/g, '')).toBe(formatAmount(31_415.9, lang));
    }
    expect(formatAmount(1250, 'sq')).toBe('1.250,00');
    expect(formatAmount(1250, 'en')).toBe('1,250.00');
  });
});

describe('formatQuantity', () => {
  it('writes up to three decimals without trailing zeros, grouped', () => {
    expect(formatQuantity(1234.5, 'sq')).toBe('1.234,5');
    expect(formatQuantity(1234.5678, 'sr')).toBe('1.234,568');
    expect(formatQuantity(12_000, 'en')).toBe('12,000');
    expect(formatQuantity(0.125, 'en')).toBe('0.125');
    expect(formatQuantity(0, 'sq')).toBe('0');
    expect(formatQuantity(-2.5, 'sq')).toBe('-2,5');
    expect(formatQuantity('3.000', 'sr')).toBe('3');
    expect(formatQuantity(null, 'en')).toBe('—');
  });
});
