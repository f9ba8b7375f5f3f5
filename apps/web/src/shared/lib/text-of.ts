/**
 * A loosely typed value (a form field, a column of a record or of its history) as text, as `String` writes it:
 * a string as it is, a number, boolean or bigint written out, a list joined by commas; null and undefined are
 * `fallback`. An object has no text of its own and is `fallback` too (never "[object Object]").
 */
export function textOf(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map((item) => textOf(item)).join(',');
  return fallback;
}
