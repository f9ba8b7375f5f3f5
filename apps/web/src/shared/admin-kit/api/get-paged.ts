import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/contracts/paging';
import { apiPath, type PagedResource } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import type { ListParams } from '../list-params';
import type { AdminRecord } from '../types';
import { adminKeys } from './keys';

/** `GET /{resource}/paged?page&count&sort&filter[...]` (DESIGN §4). */
export function getPaged<T extends AdminRecord>(
  resource: PagedResource,
  params: ListParams,
  signal?: AbortSignal,
): Promise<Paged<T>> {
  const query: Record<string, string | number> = { page: params.page, count: params.count, sort: params.sort };
  for (const [name, value] of Object.entries(params.filters)) query[`filter[${name}]`] = value;
  return apiClient.get<Paged<T>>(apiPath(`/${resource}/paged` as const), { query, signal });
}

export const pagedQueryOptions = <T extends AdminRecord>(resource: PagedResource, params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.paged(resource, params),
    queryFn: ({ signal }) => getPaged<T>(resource, params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // A bad sort or filter in a hand-edited URL is shown by the list itself.
    meta: { handledStatuses: [400] },
  });

export function usePagedQuery<T extends AdminRecord>(resource: PagedResource, params: ListParams) {
  return useQuery(pagedQueryOptions<T>(resource, params));
}
