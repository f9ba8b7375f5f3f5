import type { Language } from '@portal/contracts/languages';
import {
  AMOUNT_DECIMALS,
  AMOUNT_ERROR,
  BID_AMOUNT_MAX,
  FAT_FINGER_FACTOR,
  hasCurrencyDecimals,
  toCents,
} from '@portal/contracts/bidding';
import { formatAmount, NUMBER_MARKS } from '@portal/contracts/money-format';

/** The separators a language writes (the portal's one table): the decimal one, and the one that groups thousands. */
function separators(lang: Language): { decimal: string; group: string } {
  return NUMBER_MARKS[lang];
}

export type AmountError = typeof AMOUNT_ERROR.invalid | typeof AMOUNT_ERROR.decimals | typeof AMOUNT_ERROR.tooBig;
export type ParsedAmount = { ok: true; value: number } | { ok: false; error: AmountError | 'empty' };

/**
 * Reads what a bidder types: digits with the language's decimal mark, thousands grouped with its group
 * mark, a dot, a comma or spaces ("1.250,50", "1 250,50", "1250.50" in Albanian; "1,250.50" in English),
 * the currency sign or code allowed around it. A mark followed by exactly three digits groups; otherwise
 * the last mark is the decimal one. At most two decimals, above 0, not above the ceiling.
 */
export function parseAmount(text: string, lang: Language): ParsedAmount {
  const cleaned = text
    .replace(/€|eur(o)?/gi, '')
    .replace(/[\s\u00a0\u202f']/g, '')
    .trim();
  if (cleaned === '') return { ok: false, error: 'empty' };
  if (!/^\d[\d.,]*$/.test(cleaned) || /[.,]$/.test(cleaned) || /[.,]{2}/.test(cleaned))
    return { ok: false, error: AMOUNT_ERROR.invalid };
  const { decimal } = separators(lang);
  const marks = [...cleaned.matchAll(/[.,]/g)];
  let decimalAt = -1;
  if (marks.length > 0) {
    const last = marks[marks.length - 1];
    const kinds = new Set(marks.map((m) => m[0]));
    const digitsAfterLast = cleaned.length - (last.index ?? 0) - 1;
    if (kinds.size === 2) {
      // Both marks: the last one is the decimal mark, the other one groups.
      if (marks.filter((m) => m[0] === last[0]).length > 1) return { ok: false, error: AMOUNT_ERROR.invalid };
      decimalAt = last.index ?? -1;
    } else if (marks.length === 1 && (last[0] === decimal || digitsAfterLast !== 3)) {
      decimalAt = last.index ?? -1;
    }
    // The marks that group must be followed by groups of exactly three digits.
    const integerPart = decimalAt >= 0 ? cleaned.slice(0, decimalAt) : cleaned;
    const grouped = integerPart.split(/[.,]/);
    if (grouped.length > 1 && grouped.slice(1).some((g) => g.length !== 3))
      return { ok: false, error: AMOUNT_ERROR.invalid };
  }
  const integerDigits = (decimalAt >= 0 ? cleaned.slice(0, decimalAt) : cleaned).replace(/[.,]/g, '');
  const fraction = decimalAt >= 0 ? cleaned.slice(decimalAt + 1) : '';
  const value = Number(fraction ? `${integerDigits}.${fraction}` : integerDigits);
  if (!Number.isFinite(value) || value <= 0) return { ok: false, error: AMOUNT_ERROR.invalid };
  if (value > BID_AMOUNT_MAX) return { ok: false, error: AMOUNT_ERROR.tooBig };
  if (fraction.length > AMOUNT_DECIMALS || !hasCurrencyDecimals(value))
    return { ok: false, error: AMOUNT_ERROR.decimals };
  return { ok: true, value };
}

/** Spec: an amount above `FAT_FINGER_FACTOR` times the minimum next bid asks to look again. */
export function isFatFinger(amount: number, minimum: number): boolean {
  return toCents(amount) > FAT_FINGER_FACTOR * toCents(minimum);
}

/**
 * The bid field when the minimum next bid changes (a push): a pre-filled amount follows the minimum; an
 * amount the bidder typed stays when it is still enough, and while they are typing; otherwise it rises to
 * the minimum. Answers the new text, or null to leave the field as it is.
 */
export function amountAfterMinimumChange(
  field: { text: string; typed: boolean; focused: boolean },
  minimum: number,
  lang: Language,
): string | null {
  const parsed = parseAmount(field.text, lang);
  const next = formatAmount(minimum, lang);
  if (!field.typed) return field.text === next ? null : next;
  if (field.focused) return null;
  if (parsed.ok && toCents(parsed.value) >= toCents(minimum)) return null;
  return next;
}
