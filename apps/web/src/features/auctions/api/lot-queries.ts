import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionLogEntry, LotLicenseType, LotRecord, VersionEntry } from '@portal/contracts/auctions';
import type { Paged } from '@portal/contracts/paging';
import type { ProductRecord } from '@portal/contracts/products';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { lotKeys } from './keys';

/** `GET /lots/{id}`. */
export const lotQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lotKeys.record(id),
    queryFn: ({ signal }) => apiClient.get<LotRecord>(apiPath('/lots/{id}', { id }), { signal }),
    staleTime: 0,
  });
export const useLot = (id: number | null) => useQuery({ ...lotQueryOptions(id ?? 0), enabled: id !== null });

/** Free CREATED lots (in no auction) that may join an auction, searched by code or description. */
export const freeLotsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: lotKeys.free(search),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<LotRecord>>(apiPath('/lots/paged'), {
        query: {
          'filter[free]': 'true',
          'filter[status]': 'CREATED',
          'filter[search]': search || undefined,
          count: 100,
          sort: 'id,desc',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const lotProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lotKeys.products(id),
    queryFn: ({ signal }) => apiClient.get<ProductRecord[]>(apiPath('/lots/{id}/products', { id }), { signal }),
  });

export const lotLicenseTypesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lotKeys.licenseTypes(id),
    queryFn: ({ signal }) => apiClient.get<LotLicenseType[]>(apiPath('/lots/{id}/licensetypes', { id }), { signal }),
  });

/** Available products to put into a lot, searched by name (`GET /products/paged`). */
export const availableProductsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['products', 'available-for-lot', name],
    queryFn: ({ signal }) =>
      apiClient.get<Paged<ProductRecord>>(apiPath('/products/paged'), {
        query: { 'filter[status]': 'AVAILABLE', 'filter[name]': name || undefined, count: 20 },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const lotLogQueryOptions = (id: number, page: number, count: number) =>
  queryOptions({
    queryKey: lotKeys.log(id, page, count),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<AuctionLogEntry>>(apiPath('/lots/log'), { query: { id, page, count }, signal }),
  });

export const lotHistoryQueryOptions = (id: number, page: number, count: number) =>
  queryOptions({
    queryKey: lotKeys.history(id, page, count),
    queryFn: ({ signal }) =>
      apiClient.get<Paged<VersionEntry>>(apiPath('/lots/history'), { query: { id, page, count }, signal }),
  });
