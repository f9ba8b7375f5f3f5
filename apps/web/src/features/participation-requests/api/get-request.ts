import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionLogEntry } from '@portal/contracts/auctions';
import type { Paged } from '@portal/contracts/paging';
import type { ParticipationRequest, ParticipationUserDetails } from '@portal/contracts/participation-requests';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { participationKeys } from './keys';

/** `GET /auction_participation_requests/{id}`: one request (its owner, or staff). */
export const useParticipationRequest = (id: number) =>
  useQuery({
    queryKey: participationKeys.detail(id),
    queryFn: ({ signal }) =>
      apiClient.get<ParticipationRequest>(apiPath('/auction_participation_requests/{id}', { id }), { signal }),
  });

/** `GET userdetails?id=`: the requesting user with guarantees and licences flagged against the lot (staff). */
export const useParticipationUserDetails = (id: number) =>
  useQuery({
    queryKey: participationKeys.userDetails(id),
    queryFn: ({ signal }) =>
      apiClient.get<ParticipationUserDetails>(apiPath('/auction_participation_requests/userdetails'), {
        query: { id },
        signal,
      }),
  });

/** `GET log?id=`: the audit of one request, newest first (staff). */
export const participationLogQueryOptions = (id: number) => (page: number, count: number) =>
  queryOptions({
    queryKey: participationKeys.log(id, page, count),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<AuctionLogEntry>>(apiPath('/auction_participation_requests/log'), {
        query: { id, page, count },
        signal,
      }),
  });

/** `GET my_requests?page&count&sort`: the caller's own requests. */
export const useMyRequests = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: participationKeys.mine(query),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<ParticipationRequest>>(apiPath('/auction_participation_requests/my_requests'), {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
