import { queryOptions } from '@tanstack/react-query';
import { LOT_BIDS_HEADERS, viewerKindSchema, type AuctionLotBids, type ViewerKind } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { clockSample } from '../lib/server-clock';
import { biddingKeys } from './keys';
import type { Timed } from './timed';

/** A `lot_bids` answer as the screen takes it: the lots keyed by lot id, and who the server says is asking. */
export type LotBidsRead = { lots: AuctionLotBids; viewer: ViewerKind };
export type TimedLotBids = Timed<LotBidsRead>;

/**
 * What the headers of a `lot_bids` answer say: the caller's kind (VISITOR when missing or unknown: the read-only
 * view) and the clock sample of the request from the server's time (none when missing or unreadable).
 */
export function readLotBidsHeaders(
  headers: Pick<Headers, 'get'>,
  sentAt: number,
  receivedAt: number,
): { viewer: ViewerKind; sample: Timed<unknown>['sample'] } {
  const viewer = viewerKindSchema.safeParse(headers.get(LOT_BIDS_HEADERS.viewer));
  const serverTime = headers.get(LOT_BIDS_HEADERS.serverTime);
  return {
    viewer: viewer.success ? viewer.data : 'VISITOR',
    sample: serverTime === null ? null : clockSample(sentAt, receivedAt, serverTime),
  };
}

/**
 * `GET /auction/{auctionId}/lot_bids` (spec §7): every lot of the auction keyed by lot id with its bidding state and,
 * for a signed-in caller, their part; the server's time and the caller's kind come as headers (docs/adr/0076).
 */
export const lotBidsQueryOptions = (auctionId: number, viewer: string | null) =>
  queryOptions({
    queryKey: biddingKeys.lotBids(auctionId, viewer),
    queryFn: async ({ signal }): Promise<TimedLotBids> => {
      const sentAt = Date.now();
      const { data, headers } = await apiClient.getWithHeaders<AuctionLotBids>(
        apiPath('/auction/{auctionId}/lot_bids', { auctionId }),
        { signal },
      );
      const read = readLotBidsHeaders(headers, sentAt, Date.now());
      return { answer: { lots: data, viewer: read.viewer }, sample: read.sample };
    },
    // The screen says "not found" itself; the live state lives in the screen's store, not in the cache.
    meta: { handledStatuses: [404] },
    gcTime: 0,
  });
