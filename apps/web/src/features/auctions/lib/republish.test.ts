import { describe, expect, it } from 'vitest';
import { chosenLotIds, isRepublishable } from './republish';

const lots = [
  { id: 1, status: 'UNSOLD' as const },
  { id: 2, status: 'SOLD' as const },
  { id: 3, status: 'UNSOLD' as const },
  { id: 4, status: 'CLOSED' as const },
];

describe('republish lots', () => {
  it('offers only unsold lots', () => {
    expect(lots.filter(isRepublishable).map((l) => l.id)).toEqual([1, 3]);
  });

  it('chooses every unsold lot until the operator changes the selection', () => {
    expect(chosenLotIds(null, lots)).toEqual([1, 3]);
    expect(chosenLotIds([], lots)).toEqual([]);
    expect(chosenLotIds([3], lots)).toEqual([3]);
  });

  it('drops ids that are not (or no longer) republishable', () => {
    expect(chosenLotIds([1, 2, 4, 99], lots)).toEqual([1]);
  });
});
