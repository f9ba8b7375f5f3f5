import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionLogEntry } from '@portal/contracts/auctions';
import type { Paged } from '@portal/contracts/paging';
import type { ParticipationRequest, ParticipationUserDetails } from '@portal/contracts/participation-requests';
import { apiClient } from '@/shared/api/client';
import { PARTICIPATION_RESOURCE, participationKeys } from './keys';

const BASE = `/${PARTICIPATION_RESOURCE}`;

/** `GET /auction_participation_requests/{id}`: one request (its owner, or staff). */
export const useParticipationRequest = (id: number) =>
  useQuery({
    queryKey: participationKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<ParticipationRequest>(`${BASE}/${id}`, { signal }),
  });

/** `GET userdetails?id=`: the requesting user with guarantees and licences flagged against the lot (staff). */
export const useParticipationUserDetails = (id: number) =>
  useQuery({
    queryKey: participationKeys.userDetails(id),
    queryFn: ({ signal }) => apiClient.get<ParticipationUserDetails>(`${BASE}/userdetails`, { query: { id }, signal }),
  });

/** `GET log?id=`: the audit of one request, newest first (staff). */
export const participationLogQueryOptions = (id: number) => (page: number, count: number) =>
  queryOptions({
    queryKey: participationKeys.log(id, page, count),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<AuctionLogEntry>>(`${BASE}/log`, { query: { id, page, count }, signal }),
  });

/** `GET my_requests?page&count&sort`: the caller's own requests. */
export const useMyRequests = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: participationKeys.mine(query),
    queryFn: ({ signal }) => apiClient.get<Paged<ParticipationRequest>>(`${BASE}/my_requests`, { query, signal }),
    placeholderData: keepPreviousData,
  });
