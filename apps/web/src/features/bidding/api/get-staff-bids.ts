import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffBidsAnswer } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/**
 * `GET /auctions/bids/{auctionId}/{lotId}?page=&count=` (staff): one page of the lot's bids, newest first,
 * with the lot's header facts and whether its chain of hashes recomputes.
 */
export const staffBidsQueryOptions = (auctionId: number, lotId: number, page: number, count: number) =>
  queryOptions({
    queryKey: biddingKeys.staffBidsPage(auctionId, lotId, page, count),
    queryFn: ({ signal }) =>
      apiClient.get<StaffBidsAnswer>(apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId, lotId }), {
        query: { page, count },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { handledStatuses: [404] },
  });
