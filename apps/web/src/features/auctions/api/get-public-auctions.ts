import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pagedSchema } from '@portal/contracts/paging';
import { promotedAuctionsSchema, publicAuctionSchema, type PublicAuctionList } from '@portal/contracts/public-auctions';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { publicAuctionKeys, type PublicListParams } from './public-keys';

const publicAuctionPageSchema = pagedSchema(publicAuctionSchema);

/** `GET /auctions/public/list/{published|running|finished}` paged, optionally filtered by auction number. */
export async function getPublicAuctions(list: PublicAuctionList, params: PublicListParams, signal?: AbortSignal) {
  const query = { page: params.page, count: params.count, 'filter[number]': params.number || undefined };
  return publicAuctionPageSchema.parse(
    await apiClient.get(apiPath('/auctions/public/list/{list}', { list }), { query, signal }),
  );
}

export const publicAuctionsQueryOptions = (list: PublicAuctionList, params: PublicListParams) =>
  queryOptions({
    queryKey: publicAuctionKeys.list(list, params),
    queryFn: ({ signal }) => getPublicAuctions(list, params, signal),
    placeholderData: keepPreviousData,
  });

export const usePublicAuctions = (list: PublicAuctionList, params: PublicListParams) =>
  useQuery(publicAuctionsQueryOptions(list, params));

/** `GET /auctions/promoted_auctions`: at most three upcoming, running and canceled auctions. */
export async function getPromotedAuctions(signal?: AbortSignal) {
  return promotedAuctionsSchema.parse(await apiClient.get(apiPath('/auctions/promoted_auctions'), { signal }));
}

export const promotedAuctionsQueryOptions = () =>
  queryOptions({ queryKey: publicAuctionKeys.promoted, queryFn: ({ signal }) => getPromotedAuctions(signal) });

export const usePromotedAuctions = () => useQuery(promotedAuctionsQueryOptions());
