import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/contracts/paging';
import type { ProductView } from '@portal/contracts/products';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { productKeys } from './keys';

export type ProductsViewQuery = { page: number; count: number; subcategory?: number; search?: string };

/** `GET /products/products_view` (public): available products, paged on the server. */
export function getProductsView(query: ProductsViewQuery, signal?: AbortSignal): Promise<Paged<ProductView>> {
  const params: Record<string, string | number> = { page: query.page, count: query.count };
  if (query.subcategory !== undefined) params['filter[subcategory]'] = query.subcategory;
  if (query.search) params['filter[search]'] = query.search;
  return apiClient.get<Paged<ProductView>>(apiPath('/products/products_view'), { query: params, signal });
}

export const productsViewQueryOptions = (query: ProductsViewQuery) =>
  queryOptions({
    queryKey: productKeys.view({ ...query }),
    queryFn: ({ signal }) => getProductsView(query, signal),
    placeholderData: keepPreviousData,
  });

export const useProductsView = (query: ProductsViewQuery) => useQuery(productsViewQueryOptions(query));
