import type { AuctionStatus } from '@portal/contracts/auction-status';
import type { Paged } from '@portal/contracts/paging';
import type { PromotedAuctions, PublicAuction, PublicLot } from '@portal/contracts/public-auctions';

type StatusMessage = { id: number; status: AuctionStatus };
type PublicCacheEntry = Paged<PublicAuction> | Paged<PublicLot> | PromotedAuctions | PublicAuction | PublicLot[];

function isPaged(value: unknown): value is Paged<unknown> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Paged<unknown>).content);
}

function patchItem<T>(item: T, { id, status }: StatusMessage): T {
  if (!item || typeof item !== 'object') return item;
  const record = item as Record<string, unknown>;
  // A lot carries its auction; an auction carries its own id.
  if ('auction' in record && record.auction && typeof record.auction === 'object') {
    const auction = record.auction as { id: number; status: AuctionStatus };
    return auction.id === id && auction.status !== status ? { ...item, auction: { ...auction, status } } : item;
  }
  return record.id === id && 'auctionNumber' in record && record.status !== status ? { ...item, status } : item;
}

/**
 * A cached public answer with the pushed status applied at once (spec §4: the status on screen follows
 * the push when the id matches); the lists themselves reload a moment later, since an auction may move
 * from one list to another. Unknown shapes are returned unchanged.
 */
export function patchPublicStatus<T>(entry: T, message: StatusMessage): T {
  if (entry === undefined || entry === null) return entry;
  const value = entry as unknown as PublicCacheEntry;
  if (Array.isArray(value)) return value.map((item) => patchItem(item, message)) as T;
  if (isPaged(value)) return { ...value, content: value.content.map((item) => patchItem(item, message)) } as T;
  if ('upcoming' in value && 'running' in value && 'canceled' in value) {
    return {
      upcoming: value.upcoming.map((a) => patchItem(a, message)),
      running: value.running.map((a) => patchItem(a, message)),
      canceled: value.canceled.map((a) => patchItem(a, message)),
    } as T;
  }
  return patchItem(entry, message);
}
