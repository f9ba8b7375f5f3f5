import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@portal/contracts/paging';
import type {
  LotEligibility,
  ParticipationRequest,
  ParticipationRequestInput,
} from '@portal/contracts/participation-requests';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';
import { publicAuctionKeys } from './public-keys';

/** The participation requests' resource: its key prefix is shared with the "my requests" screen, so both refresh. */
const REQUESTS = 'auction_participation_requests';

export const lotRegistrationKeys = {
  requests: adminKeys.all(REQUESTS),
  eligibility: (lotId: number) => [REQUESTS, 'eligibility', lotId] as const,
  ofAuction: (auctionId: number) => [REQUESTS, 'my_requests', { auction: auctionId, auctionPage: true }] as const,
};

/** `GET lot/{lotId}/eligibility`: the lot's required licence types against the caller's licences, and their request. */
export const useLotEligibility = (lotId: number, enabled = true) =>
  useQuery({
    queryKey: lotRegistrationKeys.eligibility(lotId),
    queryFn: ({ signal }) =>
      apiClient.get<LotEligibility>(apiPath('/auction_participation_requests/lot/{lotId}/eligibility', { lotId }), {
        signal,
      }),
    enabled,
  });

/** Lots of one auction are few; one page of the largest size holds the caller's requests for them. */
const REQUESTS_PER_AUCTION = 100;

/** `GET my_requests?filter[auction]=`: the caller's requests in one auction, by lot id. Only for requesters. */
export const useMyAuctionRequests = (auctionId: number, enabled: boolean) =>
  useQuery({
    queryKey: lotRegistrationKeys.ofAuction(auctionId),
    queryFn: async ({ signal }) => {
      const page = await apiClient.get<Paged<ParticipationRequest>>(
        apiPath('/auction_participation_requests/my_requests'),
        {
          query: { page: 1, count: REQUESTS_PER_AUCTION, 'filter[auction]': auctionId },
          signal,
        },
      );
      return new Map(page.content.map((request) => [request.lot.id, request]));
    },
    enabled,
  });

/**
 * `POST request {lot:{id}, auction:{id}}`. Success or failure, the lot list, the caller's requests
 * and the lot's eligibility reload in the background (spec §8: a failed lot request reloads the
 * list silently); the global handler still explains a 409 in a toast, the caller handles 400 and 403.
 */
export function useSendLotRequest(options: { onSuccess?: (saved: ParticipationRequest) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ParticipationRequestInput) =>
      apiClient.post<ParticipationRequest>(apiPath('/auction_participation_requests/request'), { json: input }),
    meta: { handledStatuses: [400, 403] },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lotRegistrationKeys.requests }),
        queryClient.invalidateQueries({ queryKey: publicAuctionKeys.all }),
      ]),
    onSuccess: (saved) => options.onSuccess?.(saved),
  });
}
