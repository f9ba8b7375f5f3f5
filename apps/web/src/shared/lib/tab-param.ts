/** The `tab` query parameter counts from 1 (spec §9): `?tab=1` is the first of `count` tabs; anything else too. */
export function tabIndexFromParam(value: string | null, count: number): number {
  if (value === null || !/^\d{1,3}$/.test(value)) return 0;
  const n = Number(value);
  return n >= 1 && n <= count ? n - 1 : 0;
}

/** The parameter value of the tab at `index` (0-based). */
export const tabParam = (index: number) => String(index + 1);
