import { queryOptions } from '@tanstack/react-query';
import type { AuctionLotBids } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';
import { timed, type Timed } from './timed';

export type TimedLotBids = Timed<AuctionLotBids>;

/**
 * `GET /auction/{auctionId}/lot_bids` (spec §7): every lot of the auction with its bidding state and, for
 * a signed-in caller, their part; with the clock sample of the request.
 */
export const lotBidsQueryOptions = (auctionId: number, viewer: string | null) =>
  queryOptions({
    queryKey: biddingKeys.lotBids(auctionId, viewer),
    queryFn: ({ signal }) =>
      timed(() => apiClient.get<AuctionLotBids>(apiPath('/auction/{auctionId}/lot_bids', { auctionId }), { signal })),
    // The screen says "not found" itself; the live state lives in the screen's store, not in the cache.
    meta: { handledStatuses: [404] },
    gcTime: 0,
  });
