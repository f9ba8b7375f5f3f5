import type { TFunction } from 'i18next';

/** `t` of a `[key, English fallback]` label, with interpolation values. */
export const tl = (t: TFunction, [key, fallback]: readonly [string, string], values: Record<string, unknown> = {}) =>
  t(key, { defaultValue: fallback, ...values });
