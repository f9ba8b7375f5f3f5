/**
 * A fresh `Idempotency-Key` for one confirmed bid attempt (8–100 of `[A-Za-z0-9_.:-]`). `randomUUID` exists
 * only on secure pages (https, localhost); elsewhere sixteen random bytes in hex do the same.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
