import { queryOptions } from '@tanstack/react-query';
import type { BidsAfter } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';
import { timed } from './timed';

/**
 * `GET /auction/lot/{lotId}/bids?after=S`: the lot's bids after seq S, oldest first (at most 500), with its
 * last seq, end and status — the resync read after a gap or a reconnect. Never cached; failures are the
 * screen's to handle (it tries again).
 */
export const bidsAfterQueryOptions = (lotId: number, after: number) =>
  queryOptions({
    queryKey: biddingKeys.bidsAfter(lotId, after),
    queryFn: ({ signal }) =>
      timed(() =>
        apiClient.get<BidsAfter>(apiPath('/auction/lot/{lotId}/bids', { lotId }), { query: { after }, signal }),
      ),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { handledStatuses: 'all' },
  });
