import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/client';
import { adminKeys } from './keys';

/** `GET /{resource}/{id}`, or `GET /{resource}/new` for a blank record with its defaults. */
export function getRecord<T>(resource: string, id: number | 'new', signal?: AbortSignal): Promise<T> {
  return apiClient.get<T>(`/${resource}/${id}`, { signal });
}

export const recordQueryOptions = <T>(resource: string, id: number | 'new') =>
  queryOptions({
    queryKey: adminKeys.record(resource, id),
    queryFn: ({ signal }) => getRecord<T>(resource, id, signal),
    // A form starts from what the server has now.
    staleTime: 0,
    gcTime: 0,
  });

export function useRecordQuery<T>(resource: string, id: number | 'new', enabled = true) {
  return useQuery({ ...recordQueryOptions<T>(resource, id), enabled });
}
