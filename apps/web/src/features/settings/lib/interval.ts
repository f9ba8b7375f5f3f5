export type IntervalUnit = 's' | 'min' | 'h' | 'd';

const UNITS: [IntervalUnit, number][] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['min', 60_000],
  ['s', 1000],
];

/** The largest whole unit of an interval: 600 000 ms → 10 min, 90 000 ms → 90 s. */
export function intervalParts(ms: number): { count: number; unit: IntervalUnit } {
  for (const [unit, size] of UNITS) if (ms >= size && ms % size === 0) return { count: ms / size, unit };
  return { count: Math.max(1, Math.round(ms / 1000)), unit: 's' };
}

/** Every IANA time zone the browser knows, with the current value first when it is not among them. */
export function timeZones(current?: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}

/** The tags of the extensions input from the stored comma-separated list, and back (lower case, no dots). */
export const splitExtensions = (value: string) => value.split(',').filter(Boolean);
export const joinExtensions = (tags: string[]) =>
  [...new Set(tags.map((t) => t.trim().toLowerCase().replace(/^\./, '')).filter(Boolean))].join(',');
