import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BID_HISTORY_PAGE_SIZE, type BidHistory } from '@portal/contracts/follows';
import type { BidsAfter } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/** `GET /auction/lot/{lotId}/bid_history?page=`: one page of the lot's bids, newest first, by pseudonym. */
export const bidHistoryQueryOptions = (lotId: number, page: number) =>
  queryOptions({
    queryKey: biddingKeys.bidHistory(lotId, page),
    queryFn: ({ signal }) =>
      apiClient.get<BidHistory>(apiPath('/auction/lot/{lotId}/bid_history', { lotId }), {
        query: { page, count: BID_HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useBidHistory = (lotId: number, page: number) => useQuery(bidHistoryQueryOptions(lotId, page));

/** The chart's points: the lot's bids oldest first (the resync read from seq 0, at most 500). */
export const priceChartQueryOptions = (lotId: number) =>
  queryOptions({
    queryKey: biddingKeys.priceChart(lotId),
    queryFn: ({ signal }) =>
      apiClient.get<BidsAfter>(apiPath('/auction/lot/{lotId}/bids', { lotId }), { query: { after: 0 }, signal }),
  });

export const usePriceChart = (lotId: number) => useQuery(priceChartQueryOptions(lotId));
