import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuctionOutcome } from '@portal/contracts/auction-outcome';
import type { AuctionLogEntry, LotRecord } from '@portal/contracts/auctions';
import type { LotMarkPaidInput, LotSecondWinnerInput, SecondWinnerCandidate } from '@portal/contracts/lot-outcome';
import type { Paged } from '@portal/contracts/paging';
import type { ParticipationRequest } from '@portal/contracts/participation-requests';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { refreshAuctionData } from './auction-commands';
import { auctionKeys, lotKeys } from './keys';

const outcomeKeys = {
  outcome: (id: number) => [...auctionKeys.all, 'outcome', id] as const,
  requests: (id: number, page: number, count: number) => [...auctionKeys.all, 'requests', id, page, count] as const,
  secondWinners: (lotId: number) => [...lotKeys.all, 'secondwinners', lotId] as const,
};

/** `GET /auctions/{id}/outcome`: per lot the highest bid, winner and payment, with totals. */
export const auctionOutcomeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: outcomeKeys.outcome(id),
    queryFn: ({ signal }) => apiClient.get<AuctionOutcome>(apiPath('/auctions/{id}/outcome', { id }), { signal }),
  });
export const useAuctionOutcome = (id: number) => useQuery(auctionOutcomeQueryOptions(id));

/** `GET /auctions/{id}/requests`: one page of the auction's participation requests. */
export const auctionRequestsQueryOptions = (id: number, page: number, count: number) =>
  queryOptions({
    queryKey: outcomeKeys.requests(id, page, count),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<ParticipationRequest>>(apiPath('/auctions/{id}/requests', { id }), {
        query: { page, count },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /auctions/log?auctionNumber=`: one page of the auction's audit log, newest first. */
export const auctionLogQueryOptions = (auctionNumber: string, page: number, count: number) =>
  queryOptions({
    queryKey: auctionKeys.log(auctionNumber, page, count),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<AuctionLogEntry>>(apiPath('/auctions/log'), {
        query: { auctionNumber, page, count },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /lots/secondwinners?id=`: the lot's other bidders with their best bid, highest first. */
export const useSecondWinnerCandidates = (lotId: number) =>
  useQuery({
    queryKey: outcomeKeys.secondWinners(lotId),
    queryFn: ({ signal }) =>
      apiClient.get<SecondWinnerCandidate[]>(apiPath('/lots/secondwinners'), { query: { id: lotId }, signal }),
    staleTime: 0,
  });

/** A lot outcome command: 400 is shown on the dialog's fields; lots, auctions and outcomes refresh after it. */
function useOutcomeMutation<V>(call: (values: V) => Promise<LotRecord>, onSuccess: (lot: LotRecord) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handledStatuses: [400] },
    onSuccess: async (lot) => {
      await refreshAuctionData(queryClient);
      onSuccess(lot);
    },
  });
}

/** `POST /lots/markpaid`. */
export const useMarkLotPaid = (onSuccess: (lot: LotRecord) => void) =>
  useOutcomeMutation(
    (values: LotMarkPaidInput) => apiClient.post<LotRecord>(apiPath('/lots/markpaid'), { json: values }),
    onSuccess,
  );

/** `POST /lots/secondwinner`. */
export const useChooseSecondWinner = (onSuccess: (lot: LotRecord) => void) =>
  useOutcomeMutation(
    (values: LotSecondWinnerInput) => apiClient.post<LotRecord>(apiPath('/lots/secondwinner'), { json: values }),
    onSuccess,
  );
