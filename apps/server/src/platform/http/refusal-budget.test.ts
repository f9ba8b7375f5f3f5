import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRefusalBudget, type RefusalVerdict } from './refusal-budget';

describe('the budget of audited refusals', () => {
  it('audits an address up to its budget, says once that it is throttled, and starts again the next minute', () => {
    const budget = createRefusalBudget(3, 100);
    const at = (ms: number) => budget.take('198.51.100.1', ms);
    expect([at(0), at(1), at(2), at(3), at(4), at(59_999)]).toEqual([
      'audit',
      'audit',
      'audit',
      'throttled-address',
      'skip',
      'skip',
    ]);
    expect(budget.take('198.51.100.2', 5)).toBe('audit');
    expect(at(60_000)).toBe('audit');
  });

  it('matches a model: per address and per instance, each minute counted from its first refusal', () => {
    const event = fc.record({ address: fc.constantFrom('a', 'b', 'c', 'd'), gap: fc.nat(30_000) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(event),
        (perAddress, perInstance, events) => {
          const budget = createRefusalBudget(perAddress, perInstance);
          let now = 0;
          let windowStart = -Infinity;
          let counts = new Map<string, number>();
          let instance = 0;
          for (const { address, gap } of events) {
            now += gap;
            if (now - windowStart >= 60_000) [windowStart, counts, instance] = [now, new Map(), 0];
            const count = (counts.get(address) ?? 0) + 1;
            counts.set(address, count);
            let expected: RefusalVerdict;
            if (count > perAddress) expected = count === perAddress + 1 ? 'throttled-address' : 'skip';
            else if (++instance > perInstance) expected = instance === perInstance + 1 ? 'throttled-instance' : 'skip';
            else expected = 'audit';
            expect(budget.take(address, now)).toBe(expected);
          }
        },
      ),
    );
  });

  it('writes at most budget + 1 rows a minute for one address however often it asks', () => {
    const budget = createRefusalBudget();
    const written = Array.from({ length: 5_000 }, (_, i) => budget.take('192.0.2.9', i)).filter((v) => v !== 'skip');
    expect(written).toHaveLength(21);
  });
});
