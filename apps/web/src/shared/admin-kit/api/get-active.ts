import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiPath, type ActiveResource } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { adminKeys } from './keys';

/** `GET /{resource}/active`: the active records of a vocabulary, for selects. */
export function getActive<T>(
  resource: ActiveResource,
  query: Record<string, string | number> = {},
  signal?: AbortSignal,
): Promise<T[]> {
  return apiClient.get<T[]>(apiPath(`/${resource}/active` as const), { query, signal });
}

export const activeQueryOptions = <T>(resource: ActiveResource, query: Record<string, string | number> = {}) =>
  queryOptions({
    queryKey: adminKeys.active(resource, query),
    queryFn: ({ signal }) => getActive<T>(resource, query, signal),
    staleTime: 60_000,
  });

/** `resource` null: no list to load (a select with fixed options). */
export function useActiveQuery<T>(resource: ActiveResource | null, query: Record<string, string | number> = {}) {
  return useQuery(
    resource
      ? activeQueryOptions<T>(resource, query)
      : { queryKey: adminKeys.active('', query), queryFn: skipToken, staleTime: 60_000 },
  );
}
