import { queryOptions } from '@tanstack/react-query';
import type { PublicAuction } from '@portal/contracts/public-auctions';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/** What the bidding screen shows of the auction itself. */
export type BiddingAuction = Pick<PublicAuction, 'id' | 'auctionNumber' | 'status' | 'startDate' | 'endDate'>;

/**
 * `GET /auctions/public/{id}` (the same read as the auction page's): the auction's number, status and dates beside its
 * lots' `lot_bids` (docs/adr/0076). 404 while CREATED, as `lot_bids`.
 */
export const biddingAuctionQueryOptions = (auctionId: number) =>
  queryOptions({
    queryKey: biddingKeys.auction(auctionId),
    queryFn: async ({ signal }): Promise<BiddingAuction> => {
      const { id, auctionNumber, status, startDate, endDate } = await apiClient.get<PublicAuction>(
        apiPath('/auctions/public/{id}', { id: auctionId }),
        { signal },
      );
      return { id, auctionNumber, status, startDate, endDate };
    },
    // The screen says "not found" itself; the live status lives in the screen's store, not in the cache.
    meta: { handledStatuses: [404] },
    gcTime: 0,
  });
