/**
 * The 1-based positions of a case's goods, invoices, rights (customs-portal spec §4): adding with an `itemNumber`
 * replaces the entry at that position, adding without one appends at the next number, editing keeps the position,
 * removing renumbers the later entries so the positions stay 1..n without gaps. The server and the screens both
 * use these functions; `null` means the position is not valid (the spec's `portal.error`).
 */

export type Positioned = { itemNumber: number };

/** The error key of a position that does not exist (editing or replacing with no valid row). */
export const POSITION_ERROR = 'portal.error';

/** Whether `itemNumber` names an entry of a list of `count` entries. */
export const isPosition = (itemNumber: number, count: number) =>
  Number.isInteger(itemNumber) && itemNumber >= 1 && itemNumber <= count;

/** Where an added entry goes: the slot it replaces, or the next number; null for a position past the end. */
export function positionForAdd(count: number, itemNumber?: number | null): number | null {
  if (itemNumber === undefined || itemNumber === null) return count + 1;
  return isPosition(itemNumber, count) ? itemNumber : null;
}

/** The list after adding `entry` (see `positionForAdd`); null for an invalid position. */
export function addAtPosition<T extends Positioned>(
  items: readonly T[],
  entry: Omit<T, 'itemNumber'>,
  itemNumber?: number | null,
): T[] | null {
  const position = positionForAdd(items.length, itemNumber);
  if (position === null) return null;
  const placed = { ...entry, itemNumber: position } as T;
  return position > items.length
    ? [...items, placed]
    : items.map((item) => (item.itemNumber === position ? placed : item));
}

/** The list after changing the entry at `itemNumber` (its position kept); null when there is none. */
export function editAtPosition<T extends Positioned>(
  items: readonly T[],
  itemNumber: number,
  changes: Partial<Omit<T, 'itemNumber'>>,
): T[] | null {
  if (!isPosition(itemNumber, items.length)) return null;
  return items.map((item) => (item.itemNumber === itemNumber ? { ...item, ...changes, itemNumber } : item));
}

/** The list after removing the entry at `itemNumber`, the later ones moved up by one; null when there is none. */
export function removeAtPosition<T extends Positioned>(items: readonly T[], itemNumber: number): T[] | null {
  if (!isPosition(itemNumber, items.length)) return null;
  return items
    .filter((item) => item.itemNumber !== itemNumber)
    .map((item) => (item.itemNumber > itemNumber ? { ...item, itemNumber: item.itemNumber - 1 } : item));
}
