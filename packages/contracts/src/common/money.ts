import './zod-messages';
import { decimalSchema, hasDecimals } from './input';
import { AMOUNT_DECIMALS } from './money-format';

export { AMOUNT_DECIMALS, AUCTION_CURRENCY, formatAmount, formatMoney, formatQuantity } from './money-format';

// Money of auctions: lots are sold in euro with cents. Amounts travel as JSON numbers with at most two
// decimals (a text such as "1250.50" is refused, as the contract says number); rules compute in whole cents. One definition for lots and bids;
// how amounts are written is `money-format.ts` (free of zod, for the public pages).

/** The highest amount a lot or a bid may carry: a typing slip long before numeric(18,2) would overflow. */
export const AMOUNT_MAX = 1_000_000_000_000;

const SCALE = 10 ** AMOUNT_DECIMALS;
/** Whole cents of an amount that has at most two decimals (after the schema's check). */
export const toCents = (amount: number): number => Math.round(amount * SCALE);
export const fromCents = (cents: number): number => cents / SCALE;

/** True when the amount has no more decimals than the currency (a binary fraction's own noise allowed). */
export function hasCurrencyDecimals(value: number): boolean {
  return hasDecimals(value, AMOUNT_DECIMALS);
}

export const AMOUNT_ERROR = {
  invalid: 'validation.amount_invalid',
  decimals: 'validation.amount_decimals',
  tooBig: 'validation.too_big',
} as const;

/**
 * An amount above 0 (`positive`) or at least 0 (`zero`): a JSON number, finite, with at most two decimals, not
 * above AMOUNT_MAX; answered rounded to whole cents. A text ("1250.50") is `validation.amount_invalid`, like any
 * other value that is not an amount. A value too small for a cent (1e-300) is refused, never stored as 0. The
 * shared `decimalSchema` of numeric(18, 2) money, for every body that takes money.
 */
export function moneySchema(min: 'positive' | 'zero') {
  return decimalSchema({ scale: AMOUNT_DECIMALS, min, max: AMOUNT_MAX, errors: AMOUNT_ERROR });
}
