import { z } from 'zod';
import './zod-messages';

/**
 * The shared schemas of every input (bodies, query and path parameters, filters, multipart fields, CSV cells):
 * what PostgreSQL can store is decided here once. Texts refuse NUL (text columns cannot hold it) and lone UTF-16
 * surrogates (they cannot be written as JSON, so the audit log refuses them); whole numbers stay within the
 * column (int4 unless the column is a bigserial); decimal amounts have no more decimals than their column and are
 * refused, never rounded to 0, when too small for its scale. The server's route-schema test fails on a route whose
 * inputs use a bare `z.string()` or `z.number()` instead.
 */

export const INPUT_ERROR = {
  invalidCharacters: 'validation.invalid_characters',
} as const;

/** The range of a PostgreSQL `integer` (int4): serial ids, counts, weights, days. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** What kind of shared input a string or number schema is, told by a check only these schemas carry. */
export type SharedInputKind = 'text' | 'decimal' | 'int8';
const sharedChecks = new WeakMap<object, SharedInputKind>();
const shared = <T extends object>(check: T, kind: SharedInputKind): T => {
  sharedChecks.set(check, kind);
  return check;
};

/** The kind of shared input schema `schema` was built from (by its checks), if any. */
export function sharedInputKind(schema: z.core.$ZodType): SharedInputKind | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const kind = sharedChecks.get(check);
    if (kind) return kind;
  }
  return undefined;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text can be stored in a text column and written as JSON: no NUL and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The check of every input text. It comes first, so its message is the first of the field's issues (the others
 * still run: an aborting check would make a union of a text and something else lose its message).
 */
const storableText = shared(
  z.refine<string>((value) => isStorableText(value), { message: INPUT_ERROR.invalidCharacters }),
  'text',
);

/**
 * A text input: `z.string()` that refuses NUL and lone surrogates (400 `validation.invalid_characters`).
 * Chain the usual checks on it: `textSchema().trim().min(1).max(200)`.
 */
export const textSchema = (params?: Parameters<typeof z.string>[0]) => z.string(params).check(storableText);

/** An id of a serial (int4) column in a JSON body: 1 … 2^31−1. */
export const idSchema = z.number().int().positive().max(INT4_MAX);
/** The same id in a path or query string (text on the wire, so coerced). */
export const idParamSchema = z.coerce.number().int().positive().max(INT4_MAX);

/** A whole number within int4 (and within `min`…`max`): counts, weights, days, parts. */
export const int4Schema = (min: number = INT4_MIN, max: number = INT4_MAX) =>
  z.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));
/** The same in a query string. */
export const int4ParamSchema = (min: number = INT4_MIN, max: number = INT4_MAX) =>
  z.coerce.number().int().min(Math.max(min, INT4_MIN)).max(Math.min(max, INT4_MAX));

/** An id of a bigserial (int8) column in a path or query string: 1 … 2^53−1 (what JavaScript holds exactly). */
export const bigIdParamSchema = z.coerce
  .number()
  .int()
  .positive()
  .check(shared(z.lte(Number.MAX_SAFE_INTEGER), 'int8'));

/** The `{id}` path of a record (`/auctions/{id}`): the one params schema of every such route. */
export const idPathSchema = z.object({ id: idParamSchema });
/** The same for a bigserial record (`/mail/{id}`). */
export const bigIdPathSchema = z.object({ id: bigIdParamSchema });

/** True when `value` has no more than `scale` decimals (a binary fraction's own noise allowed). */
export function hasDecimals(value: number, scale: number): boolean {
  const factor = 10 ** scale;
  const rounded = Math.round(value * factor) / factor;
  return Math.abs(value - rounded) <= 1e-12 * Math.abs(value);
}

export type DecimalOptions = {
  /** Decimals of the column (`numeric(p, scale)`). */
  scale: number;
  /** Above 0, or at least 0. */
  min: 'positive' | 'zero';
  max: number;
  /**
   * Message keys: a missing value (default `generic.required`), a value that is not a number (default `invalid`),
   * a wrong value (sign, not finite), too many decimals, too big.
   */
  errors: { required?: string; type?: string; invalid: string; decimals: string; tooBig: string };
};

/**
 * A decimal amount for a `numeric(p, scale)` column: a JSON number (never a text, whatever it reads as), finite,
 * above 0 (or at least 0), at most `max`, with at most `scale` decimals; answered rounded to the scale. A value too
 * small for the scale (1e-300) is refused, never stored as 0.
 */
export function decimalSchema({ scale, min, max, errors }: DecimalOptions) {
  const factor = 10 ** scale;
  const required = errors.required ?? 'generic.required';
  const decimals = shared(
    z.refine<number>((v) => !Number.isFinite(v) || v > max || hasDecimals(v, scale), errors.decimals),
    'decimal',
  );
  return (
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? required : (errors.type ?? errors.invalid),
      })
      .refine((v) => Number.isFinite(v) && (min === 'positive' ? v > 0 : v >= 0), errors.invalid)
      .refine((v) => !Number.isFinite(v) || v <= max, errors.tooBig)
      .check(decimals)
      // JSON Schema 2020-12 (OpenAPI 3.1): a number bound, not 3.0's boolean flag.
      .meta({
        ...(min === 'positive' ? { exclusiveMinimum: 0 } : { minimum: 0 }),
        maximum: max,
        multipleOf: 1 / factor,
      })
      .transform((v) => Math.round(v * factor) / factor)
  );
}

// The transport form `DD.MM.YYYY HH:mm` (DESIGN §4) is accepted too; the time of a day field is ignored.
const DMY = /^(\d{2})\.(\d{2})\.(\d{4})(?: \d{2}:\d{2})?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** `DD.MM.YYYY` (optionally with a time) or ISO (`YYYY-MM-DD`, optionally with a time) as `YYYY-MM-DD`; null when not a calendar day. */
export function parseDay(text: string): string | null {
  const dmy = DMY.exec(text);
  const iso = dmy ? null : ISO_DAY.exec(text);
  const [year, month, day] = dmy
    ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * An optional calendar day as a form sends it: the portal's `DD.MM.YYYY` (what every screen shows and a date field
 * sends) or ISO `YYYY-MM-DD`; out as `YYYY-MM-DD`, or null when empty. Anything else is refused with `message`.
 */
export const optionalDaySchema = (message: string) =>
  textSchema()
    .trim()
    .max(40, 'validation.too_long')
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const day = parseDay(value);
      if (!day) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return day;
    });
