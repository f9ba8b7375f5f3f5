import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type SendBidAnswer, type SendBidInput } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { NETWORK_ERROR_STATUS } from '@/shared/api/api-error';
import { timed, withinDeadline } from './timed';

export type SendBidRequest = {
  auctionId: number;
  lotId: number;
  offeredAmount: number;
  maximumAmount: number | null;
  /** One per confirmed attempt; a retry of the same attempt sends the same key (the server answers the first bid). */
  idempotencyKey: string;
};

/** `POST /auction/send_bid` (spec §7) with the attempt's `Idempotency-Key`; unanswered after `ANSWER_TIMEOUT_MS`. */
export function sendBid(request: SendBidRequest) {
  const body: SendBidInput = {
    id: request.auctionId,
    bid: {
      lot: { id: request.lotId },
      auction: { id: request.auctionId },
      offeredAmount: request.offeredAmount,
      ...(request.maximumAmount !== null ? { maximumAmount: request.maximumAmount } : {}),
    },
  };
  return timed(() =>
    withinDeadline((signal) =>
      apiClient.post<SendBidAnswer>(apiPath('/auction/send_bid'), {
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: request.idempotencyKey },
        signal,
      }),
    ),
  );
}

/** The bid form's mutation: refusals (409), field keys (400) and a lost connection are shown by the form. */
export const useSendBid = () =>
  useMutation({ mutationFn: sendBid, meta: { handledStatuses: [NETWORK_ERROR_STATUS, 400, 409] } });
