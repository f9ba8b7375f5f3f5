import { z } from 'zod';
import './zod-messages';

/**
 * Money of auctions: lots are sold in euro with cents. Amounts travel as numbers with at most two
 * decimals (decimal text is taken too); rules compute in whole cents. One definition for lots and bids.
 */
export const AUCTION_CURRENCY = 'EUR';
export const AMOUNT_DECIMALS = 2;
/** The highest amount a lot or a bid may carry: a typing slip long before numeric(18,2) would overflow. */
export const AMOUNT_MAX = 1_000_000_000_000;

const SCALE = 10 ** AMOUNT_DECIMALS;
/** Whole cents of an amount that has at most two decimals (after the schema's check). */
export const toCents = (amount: number): number => Math.round(amount * SCALE);
export const fromCents = (cents: number): number => cents / SCALE;

/** True when the amount has no more decimals than the currency (a binary fraction's own noise allowed). */
export function hasCurrencyDecimals(value: number): boolean {
  const rounded = Math.round(value * SCALE) / SCALE;
  return Math.abs(value - rounded) <= 1e-12 * Math.abs(value);
}

export const AMOUNT_ERROR = {
  invalid: 'validation.amount_invalid',
  decimals: 'validation.amount_decimals',
  tooBig: 'validation.too_big',
} as const;

/**
 * An amount above 0 (`positive`) or at least 0 (`zero`), finite, with at most two decimals, not above
 * AMOUNT_MAX; answered rounded to whole cents. A value too small for a cent (1e-300) is refused, never
 * stored as 0.
 */
export function moneySchema(min: 'positive' | 'zero') {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? 'generic.required' : AMOUNT_ERROR.invalid,
      })
      .refine((v) => Number.isFinite(v) && (min === 'positive' ? v > 0 : v >= 0), AMOUNT_ERROR.invalid)
      .refine((v) => !Number.isFinite(v) || v <= AMOUNT_MAX, AMOUNT_ERROR.tooBig)
      .refine((v) => !Number.isFinite(v) || v > AMOUNT_MAX || hasCurrencyDecimals(v), AMOUNT_ERROR.decimals)
      .transform((v) => fromCents(toCents(v))),
  );
}
