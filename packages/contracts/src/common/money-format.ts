import type { Language } from './languages';

/** Lots and bids are in euro with cents (kept free of zod: the public pages format amounts too). */
export const AUCTION_CURRENCY = 'EUR';
export const AMOUNT_DECIMALS = 2;
/** Product quantities are stored with up to three decimals (numeric(…, 3)). */
export const QUANTITY_DECIMALS = 3;

/**
 * How each portal language writes a number: Albanian and Serbian "1.234,50 €", English "€1,234.50".
 * Serbian and English are what CLDR gives `sr-Latn-RS` and `en-GB` (a test holds them to it). Albanian
 * is written like Serbian, not from `Intl`'s `sq-AL`: Chromium ships no Albanian locale data (it falls back
 * to the browser's locale), and Node's CLDR data groups with narrow spaces from five digits only
 * ("4500,00" beside "12 345,00"), so the web and the PDFs would disagree. See docs/adr/0046-money-formats.md.
 */
export const NUMBER_MARKS: Record<Language, { group: string; decimal: string; currencyFirst: boolean }> = {
  sq: { group: '.', decimal: ',', currencyFirst: false },
  sr: { group: '.', decimal: ',', currencyFirst: false },
  en: { group: ',', decimal: '.', currencyFirst: true },
};

const NBSP = '\u00a0';
/** The euro is written with its sign; another currency (bank guarantees in ALL, USD) with its code. */
const currencyMark = (currency: string) => (currency === 'EUR' ? '€' : currency);

// Intl does the rounding and the grouping in a locale every runtime has; the marks are then the language's.
const englishDigits = new Map<number, Intl.NumberFormat>();
function englishFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = minDecimals * 10 + maxDecimals;
  let format = englishDigits.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      useGrouping: true,
    });
    englishDigits.set(key, format);
  }
  return format;
}

function formatDecimal(value: number, lang: Language, minDecimals: number, maxDecimals: number): string {
  const { group, decimal } = NUMBER_MARKS[lang];
  const digits = englishFormat(minDecimals, maxDecimals).format(Math.abs(value));
  const marked = digits.replace(/[,.]/g, (mark) => (mark === ',' ? group : decimal));
  // A negative amount that rounds to zero is written 0, never -0.
  return value < 0 && /[1-9]/.test(digits) ? `-${marked}` : marked;
}

/** The amount alone, two decimals, as the language writes it: "1.250,00" (sq, sr), "1,250.00" (en). */
export function formatAmount(amount: number, lang: Language): string {
  return formatDecimal(amount, lang, AMOUNT_DECIMALS, AMOUNT_DECIMALS);
}

/**
 * Money as the whole portal shows it, web and PDF: two decimals and the currency, "1.250,00 €" in Albanian
 * and Serbian, "€1,250.00" in English; no amount is "—". `currency` is the euro unless given (bank
 * guarantees carry their own).
 */
export function formatMoney(
  amount: number | string | null | undefined,
  lang: Language,
  currency: string = AUCTION_CURRENCY,
): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  const value = Number(amount);
  if (!Number.isFinite(value)) return '—';
  const plain = formatAmount(value, lang);
  const mark = currencyMark(currency);
  if (!NUMBER_MARKS[lang].currencyFirst) return `${plain}${NBSP}${mark}`;
  const spaced = mark.length > 1 ? `${mark}${NBSP}` : mark;
  return plain.startsWith('-') ? `-${spaced}${plain.slice(1)}` : `${spaced}${plain}`;
}

/** A product quantity: up to three decimals, no trailing zeros, grouped as the language writes numbers. */
export function formatQuantity(quantity: number | string | null | undefined, lang: Language): string {
  if (quantity === null || quantity === undefined || quantity === '') return '—';
  const value = Number(quantity);
  return Number.isFinite(value) ? formatDecimal(value, lang, 0, QUANTITY_DECIMALS) : '—';
}
