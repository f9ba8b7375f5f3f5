import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/client';
import { adminKeys } from './keys';

/** `GET /{resource}/active`: the active records of a vocabulary, for selects. */
export function getActive<T>(
  resource: string,
  query: Record<string, string | number> = {},
  signal?: AbortSignal,
): Promise<T[]> {
  return apiClient.get<T[]>(`/${resource}/active`, { query, signal });
}

export const activeQueryOptions = <T>(resource: string, query: Record<string, string | number> = {}) =>
  queryOptions({
    queryKey: adminKeys.active(resource, query),
    queryFn: ({ signal }) => getActive<T>(resource, query, signal),
    staleTime: 60_000,
  });

export function useActiveQuery<T>(resource: string, query: Record<string, string | number> = {}, enabled = true) {
  return useQuery({ ...activeQueryOptions<T>(resource, query), enabled });
}
