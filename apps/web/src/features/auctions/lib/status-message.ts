import { auctionStatusSchema, type AuctionStatus } from '@portal/contracts/auction-status';

/** A push message of the topic as `{ id, status }`, or null when it is something else. */
export function readStatusMessage(body: unknown): { id: number; status: AuctionStatus } | null {
  if (!body || typeof body !== 'object') return null;
  const { id, status } = body as { id?: unknown; status?: unknown };
  const parsed = auctionStatusSchema.safeParse(status);
  return typeof id === 'number' && Number.isInteger(id) && parsed.success ? { id, status: parsed.data } : null;
}
