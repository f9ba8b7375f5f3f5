import { useState } from 'react';

/** Two id lists hold the same ids, whatever their order. */
export const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * A set of ids edited before it is saved as a whole: the held set until the user changes it,
 * `dirty` while it differs, `reset` to drop the changes (also after a save).
 */
export function useDraftSet(held: readonly number[]) {
  const [chosen, setChosen] = useState<number[] | null>(null);
  const value = chosen ?? [...held];
  return { value, dirty: !sameSet(value, held), change: setChosen, reset: () => setChosen(null) };
}
