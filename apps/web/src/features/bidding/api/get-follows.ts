import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Follows } from '@portal/contracts/follows';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/** `GET /follows`: the caller's followed lots (ids) and auctions. */
export const followsQueryOptions = () =>
  queryOptions({
    queryKey: biddingKeys.follows(),
    queryFn: ({ signal }) => apiClient.get<Follows>(apiPath('/follows'), { signal }),
  });

export const useFollows = (enabled: boolean) => useQuery({ ...followsQueryOptions(), enabled });
