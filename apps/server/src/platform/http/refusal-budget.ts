// How many refused requests the audit log takes one by one. A refusal costs no work of its own to ask for (any URL
// without a token), and each audited one is a row written: an anonymous client asking in a loop wrote some 3,000 rows
// a second and kept a core busy with it. Within the budget each refusal is a row as before; past it, one row says the
// address (or the instance) was throttled for the rest of the minute, and the refusals go unwritten until it ends.

/** Refusals audited one by one per address and minute, on each instance. */
export const REFUSALS_AUDITED_PER_ADDRESS = 20;
/** Refusals audited one by one per instance and minute, whatever their addresses. */
export const REFUSALS_AUDITED_PER_INSTANCE = 600;
const WINDOW_MS = 60_000;
/** Addresses counted at once: a client with many addresses empties the count instead of growing memory. */
const MAX_ADDRESSES = 10_000;

/**
 * What to do with one refusal: `audit` it as before; `throttled-address` or `throttled-instance`, write the one row
 * saying that the address or the instance reached its budget of this minute; or `skip` it.
 */
export type RefusalVerdict = 'audit' | 'throttled-address' | 'throttled-instance' | 'skip';

export type RefusalBudget = { take(address: string, now?: number): RefusalVerdict };

export function createRefusalBudget(
  perAddress = REFUSALS_AUDITED_PER_ADDRESS,
  perInstance = REFUSALS_AUDITED_PER_INSTANCE,
): RefusalBudget {
  let windowStart = -Infinity;
  let instanceCount = 0;
  const counts = new Map<string, number>();
  return {
    take(address, now = Date.now()) {
      if (now - windowStart >= WINDOW_MS) {
        windowStart = now;
        instanceCount = 0;
        counts.clear();
      }
      if (!counts.has(address) && counts.size >= MAX_ADDRESSES) counts.clear();
      const count = (counts.get(address) ?? 0) + 1;
      counts.set(address, count);
      if (count > perAddress) return count === perAddress + 1 ? 'throttled-address' : 'skip';
      instanceCount++;
      if (instanceCount > perInstance) return instanceCount === perInstance + 1 ? 'throttled-instance' : 'skip';
      return 'audit';
    },
  };
}
