import { CONTRACT_MODULES } from './contract-modules';

/** Every string of a constant, however nested. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(stringsOf)
      : [];

/**
 * The general error keys of the API: the values of the contracts' error constants (`ERROR`, `BIDDING_ERROR`,
 * `CASE_ERROR`, …), which the services refuse with. Field messages (`validation.…`) are added from the texts.
 */
export function contractErrorKeys(modules: Record<string, Record<string, unknown>> = CONTRACT_MODULES): string[] {
  const keys = new Set<string>();
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (/^([A-Z0-9]+_)*ERRORS?$/.test(name)) for (const key of stringsOf(value)) keys.add(key);
    }
  }
  return [...keys].sort();
}
