import { queryOptions } from '@tanstack/react-query';
import type { LotChain } from '@portal/contracts/bidding';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/**
 * `GET /auction/lot_chain/{lotId}?after=S` (public), page after page: the lot's whole public ledger — each bid's
 * public fields and hash, oldest first — with the lot's head as the last page gave it.
 */
export async function getLotChain(lotId: number, signal?: AbortSignal): Promise<LotChain> {
  const read = (after: number) =>
    apiClient.get<LotChain>(apiPath('/auction/lot_chain/{lotId}', { lotId }), { query: { after }, signal });
  let page = await read(0);
  const links = [...page.links];
  while (page.nextAfter !== null) {
    page = await read(page.nextAfter);
    links.push(...page.links);
  }
  return { ...page, links };
}

/** The receipt page recomputes the lot's chain from this; a lot without a public ledger (404) is said by the verdict. */
export const lotChainQueryOptions = (lotId: number) =>
  queryOptions({
    queryKey: biddingKeys.lotChain(lotId),
    queryFn: ({ signal }) => getLotChain(lotId, signal),
    meta: { handledStatuses: [404] },
    retry: false,
  });
