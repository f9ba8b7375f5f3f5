import { queryOptions } from '@tanstack/react-query';
import type { VerifyReceiptAnswer } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/** A receipt as the check page reads it from its address or form. */
export type ReceiptQuery = { lot: number; seq: number; hash: string };

/** `GET /auction/verify_receipt?lot=&seq=&hash=` (public): the receipt against the lot's chain of hashes. */
export const verifyReceiptQueryOptions = (query: ReceiptQuery) =>
  queryOptions({
    queryKey: biddingKeys.receipt(query),
    queryFn: ({ signal }) =>
      apiClient.get<VerifyReceiptAnswer>(apiPath('/auction/verify_receipt'), {
        query: { lot: query.lot, seq: query.seq, hash: query.hash },
        signal,
      }),
    // Field keys of a malformed receipt are shown on the form.
    meta: { handledStatuses: [400] },
    retry: false,
  });
