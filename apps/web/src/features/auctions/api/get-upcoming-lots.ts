import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pagedSchema } from '@portal/contracts/paging';
import { publicLotSchema } from '@portal/contracts/public-auctions';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { publicAuctionKeys, type LotFilterParams } from './public-keys';

const publicLotPageSchema = pagedSchema(publicLotSchema);

/** `GET /lots/get_lots_in_upcoming_and_running_auctions/{type}` paged (spec §9 filters 1–4). */
export async function getUpcomingLots({ type, page, count }: LotFilterParams, signal?: AbortSignal) {
  return publicLotPageSchema.parse(
    await apiClient.get(apiPath('/lots/get_lots_in_upcoming_and_running_auctions/{type}', { type }), {
      query: { page, count },
      signal,
    }),
  );
}

export const upcomingLotsQueryOptions = (params: LotFilterParams) =>
  queryOptions({
    queryKey: publicAuctionKeys.lots(params),
    queryFn: ({ signal }) => getUpcomingLots(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUpcomingLots = (params: LotFilterParams) => useQuery(upcomingLotsQueryOptions(params));
