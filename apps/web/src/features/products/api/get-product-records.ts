import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '@portal/contracts/paging';
import type { ProductHistoryEntry, ProductLogEntry } from '@portal/contracts/products';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { productKeys } from './keys';

/** `GET /products/history?id=`: earlier versions, newest first. */
export const getProductHistory = (id: number, page: number, count: number, signal?: AbortSignal) =>
  apiClient.get<Paged<ProductHistoryEntry>>(apiPath('/products/history'), { query: { id, page, count }, signal });

/** `GET /products/log?id=`: the audit log, newest first. */
export const getProductLog = (id: number, page: number, count: number, signal?: AbortSignal) =>
  apiClient.get<Paged<ProductLogEntry>>(apiPath('/products/log'), { query: { id, page, count }, signal });

export const productHistoryQueryOptions = (id: number, page: number, count: number) =>
  queryOptions({
    queryKey: productKeys.history(id, page, count),
    queryFn: ({ signal }) => getProductHistory(id, page, count, signal),
    placeholderData: keepPreviousData,
  });

export const productLogQueryOptions = (id: number, page: number, count: number) =>
  queryOptions({
    queryKey: productKeys.log(id, page, count),
    queryFn: ({ signal }) => getProductLog(id, page, count, signal),
    placeholderData: keepPreviousData,
  });
