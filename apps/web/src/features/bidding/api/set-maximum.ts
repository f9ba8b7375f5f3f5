import { useMutation } from '@tanstack/react-query';
import type { SetMaximumInput } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { withinDeadline } from './timed';

export type SetMaximumRequest = { auctionId: number; lotId: number; maximumAmount: number | null };

/**
 * `POST /auction/set_maximum`: the leading bidder changes or (with null) removes their private maximum; unanswered after
 * `ANSWER_TIMEOUT_MS`.
 */
export function setMaximum(request: SetMaximumRequest) {
  const body: SetMaximumInput = {
    lot: { id: request.lotId },
    auction: { id: request.auctionId },
    maximumAmount: request.maximumAmount,
  };
  return withinDeadline((signal) =>
    apiClient.post<{ maximumAmount: number | null }>(apiPath('/auction/set_maximum'), { json: body, signal }),
  );
}

export const useSetMaximum = () =>
  useMutation({ mutationFn: setMaximum, meta: { handledStatuses: [NETWORK_ERROR_STATUS, 400, 409] } });
