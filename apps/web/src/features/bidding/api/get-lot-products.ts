import { queryOptions } from '@tanstack/react-query';
import type { ProductView } from '@portal/contracts/products';
import type { PublicLotDetail } from '@portal/contracts/public-auctions';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { biddingKeys } from './keys';

/** `GET /lots/public/{id}`: the products of a lot for the products popup (the same read as the lot page's). */
export const lotProductsQueryOptions = (lotId: number) =>
  queryOptions({
    queryKey: biddingKeys.lotProducts(lotId),
    queryFn: async ({ signal }): Promise<ProductView[]> =>
      (await apiClient.get<PublicLotDetail>(apiPath('/lots/public/{id}', { id: lotId }), { signal })).products,
    staleTime: 60_000,
    meta: { handledStatuses: [404] },
  });
