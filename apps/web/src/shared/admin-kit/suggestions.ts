/** Spec §5: the markdown editor, and every autocomplete of the kit, shows at most 30 suggestions. */
export const MAX_SUGGESTIONS = 30;

/** Spec §5: the markdown editor has 20 rows. */
export const MARKDOWN_ROWS = 20;

/**
 * The suggestions for what was typed: those starting with it first, then those containing it
 * (case-insensitive), each group in the given order, at most `limit`.
 */
export function topSuggestions(candidates: readonly string[], typed: string, limit = MAX_SUGGESTIONS): string[] {
  return topMatches(candidates, typed, (candidate) => candidate, limit);
}

/** `topSuggestions` for any items: `text` says what is matched (its start counts first). */
export function topMatches<T>(
  items: readonly T[],
  typed: string,
  text: (item: T) => string,
  limit = MAX_SUGGESTIONS,
): T[] {
  const needle = typed.trim().toLowerCase();
  const starting: T[] = [];
  const containing: T[] = [];
  for (const item of items) {
    const haystack = text(item).toLowerCase();
    if (needle === '' || haystack.startsWith(needle)) starting.push(item);
    else if (haystack.includes(needle)) containing.push(item);
    if (starting.length >= limit) break;
  }
  return [...starting, ...containing].slice(0, limit);
}
