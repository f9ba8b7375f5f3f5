import { z } from 'zod';
import { textSchema } from '../common/input';
import '../common/zod-messages';

/**
 * The one rule of a tariff code, for every kind that takes one (authorization and licence tariff lines, movement
 * certificate goods lines, the BTI's proposed and decided code) and for the tariff vocabulary's import: spaces and
 * dots are ignored (`0101 21 00`, `0101.21.00` → `01012100`), then a code of goods has 8 (combined nomenclature) or
 * 10 digits (a national line). Whether the tariff knows the code is the server's check (portal-records, tariff/).
 */

export const TARIFF_ERROR = {
  /** Not 8 or 10 digits once spaces and dots are left out. */
  format: 'portal.tariff_code_digits',
  /** Well formed, but the tariff does not hold it (nor its subheading without national lines), or not in force. */
  unknown: 'portal.invalid_tariff',
  /** A code of the tariff vocabulary (import, admin): 2, 4, 6, 8 or 10 digits. */
  entryFormat: 'portal.tariff_entry_code_format',
} as const;

/** Longest text taken for a code before normalising (a code with spaces and dots). */
export const TARIFF_CODE_INPUT_MAX = 40;
/** A code of goods: 8 or 10 digits. */
export const TARIFF_CODE_PATTERN = /^(\d{8}|\d{10})$/;
/** A code of the tariff itself: a chapter (2), heading (4), HS subheading (6), CN code (8) or national line (10). */
export const TARIFF_ENTRY_CODE_PATTERN = /^(\d{2}|\d{4}|\d{6}|\d{8}|\d{10})$/;
/** Digits of an HS subheading, the level under which national lines (8, 10 digits) are looked for. */
export const HS_SUBHEADING_DIGITS = 6;
/** Suggestions a tariff search answers. */
export const TARIFF_SEARCH_LIMIT = 20;

/** `8471 30 00`, `8471.30.00` → `84713000`. */
export const normalizeTariffCode = (value: string) => value.replace(/[\s.]/g, '');

/** Whether a (normalised) code is a code of goods: 8 or 10 digits. */
export const isTariffCode = (code: string) => TARIFF_CODE_PATTERN.test(code);

/** A required code of goods, answered normalised; `portal.tariff_code_digits` otherwise. */
export const tariffCodeSchema = textSchema()
  .max(TARIFF_CODE_INPUT_MAX, TARIFF_ERROR.format)
  .transform(normalizeTariffCode)
  .refine(isTariffCode, TARIFF_ERROR.format);

/** An optional code of goods: empty or missing is null; otherwise as `tariffCodeSchema`. */
export const optionalTariffCodeSchema = textSchema()
  .max(TARIFF_CODE_INPUT_MAX, TARIFF_ERROR.format)
  .transform(normalizeTariffCode)
  .refine((v) => v === '' || isTariffCode(v), TARIFF_ERROR.format)
  .nullish()
  .transform((value) => (value ? value : null));

/** A code of the tariff vocabulary (its admin screen and CSV import): 2, 4, 6, 8 or 10 digits, normalised. */
export const tariffEntryCodeSchema = textSchema()
  .max(TARIFF_CODE_INPUT_MAX, TARIFF_ERROR.entryFormat)
  .transform(normalizeTariffCode)
  .refine((v) => TARIFF_ENTRY_CODE_PATTERN.test(v), TARIFF_ERROR.entryFormat);

/**
 * What a tariff search looks for (`GET tariffs/search?q=`): digits (spaces and dots ignored) are a code prefix;
 * otherwise every word must be in a label (any language), case-insensitive; null when there is nothing to look for.
 */
export function tariffQueryOf(text: string | undefined | null): { prefix: string } | { words: string[] } | null {
  const raw = (text ?? '').trim();
  if (raw === '') return null;
  const digits = normalizeTariffCode(raw);
  if (/^\d+$/.test(digits)) return digits.length <= 10 ? { prefix: digits } : null;
  const words = raw
    .split(/[\s,;]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0)
    .slice(0, 8);
  return words.length > 0 ? { words } : null;
}

export const tariffSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  labelSQ: z.string(),
  labelEN: z.string(),
  labelSR: z.string(),
});
export type Tariff = z.infer<typeof tariffSchema>;
