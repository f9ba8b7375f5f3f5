import { useSearchParams } from 'react-router';

/** A positive whole number from a query parameter, or `fallback` when absent or not one. */
export function positiveIntParam(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? n : fallback;
}

/**
 * Query parameters of a public list (`?page=2&filter=3&number=A-1&view=timeline`): read them, and set
 * some at once (a value equal to its default, or empty, is removed so the address stays short).
 */
export function useListUrl(defaults: Record<string, string>) {
  const [params, setParams] = useSearchParams();
  const get = (name: string) => params.get(name) ?? defaults[name] ?? null;
  const set = (changes: Record<string, string | number | null>, replace = false) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          const text = value === null ? '' : String(value);
          if (text === '' || text === defaults[name]) copy.delete(name);
          else copy.set(name, text);
        }
        return copy;
      },
      { replace },
    );
  return { get, set };
}
