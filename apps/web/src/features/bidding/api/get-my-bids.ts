import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBids, MyBidsValues } from '@portal/contracts/follows';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/** `GET /my_bids`: one page of the lots the caller bid on or follows. */
export const myBidsQueryOptions = (query: MyBidsValues) =>
  queryOptions({
    queryKey: biddingKeys.myBids(query),
    queryFn: ({ signal }) => apiClient.get<MyBids>(apiPath('/my_bids'), { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useMyBids = (query: MyBidsValues) => useQuery(myBidsQueryOptions(query));
