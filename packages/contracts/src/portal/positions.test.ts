import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAtPosition, editAtPosition, positionForAdd, removeAtPosition, type Positioned } from './positions';

type Entry = Positioned & { label: string };

/** The reference model: a plain array whose index + 1 is the position. */
type Op =
  | { kind: 'add'; label: string; itemNumber: number | null }
  | { kind: 'edit'; itemNumber: number; label: string }
  | { kind: 'remove'; itemNumber: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    label: fc.string({ maxLength: 3 }),
    itemNumber: fc.option(fc.integer({ min: -1, max: 8 }), { nil: null }),
  }),
  fc.record({ kind: fc.constant('edit' as const), itemNumber: fc.integer({ min: -1, max: 8 }), label: fc.string() }),
  fc.record({ kind: fc.constant('remove' as const), itemNumber: fc.integer({ min: -1, max: 8 }) }),
);

function model(labels: string[], o: Op): string[] | null {
  const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= labels.length;
  switch (o.kind) {
    case 'add':
      if (o.itemNumber === null) return [...labels, o.label];
      return valid(o.itemNumber) ? labels.map((l, i) => (i + 1 === o.itemNumber ? o.label : l)) : null;
    case 'edit':
      return valid(o.itemNumber) ? labels.map((l, i) => (i + 1 === o.itemNumber ? o.label : l)) : null;
    case 'remove':
      return valid(o.itemNumber) ? labels.filter((_, i) => i + 1 !== o.itemNumber) : null;
  }
}

function apply(items: Entry[], o: Op): Entry[] | null {
  switch (o.kind) {
    case 'add':
      return addAtPosition<Entry>(items, { label: o.label }, o.itemNumber);
    case 'edit':
      return editAtPosition<Entry>(items, o.itemNumber, { label: o.label });
    case 'remove':
      return removeAtPosition(items, o.itemNumber);
  }
}

describe('1-based positions', () => {
  it('any sequence of add, replace, edit and remove keeps positions 1..n and agrees with the model', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let items: Entry[] = [];
        let labels: string[] = [];
        for (const o of ops) {
          const next = apply(items, o);
          const expected = model(labels, o);
          expect(next === null).toBe(expected === null);
          if (next === null || expected === null) continue;
          items = next;
          labels = expected;
          const sorted = [...items].sort((a, b) => a.itemNumber - b.itemNumber);
          expect(sorted.map((i) => i.itemNumber)).toEqual(labels.map((_, i) => i + 1));
          expect(sorted.map((i) => i.label)).toEqual(labels);
        }
      }),
    );
  });

  it('appends without a number, replaces a slot with one, refuses a position past the end', () => {
    expect(positionForAdd(0)).toBe(1);
    expect(positionForAdd(3, null)).toBe(4);
    expect(positionForAdd(3, 2)).toBe(2);
    expect(positionForAdd(3, 4)).toBeNull();
    expect(positionForAdd(3, 0)).toBeNull();
  });
});
