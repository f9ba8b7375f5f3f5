import { skipToken, useQuery } from '@tanstack/react-query';
import { apiPath, type NewResource, type RecordResource } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { adminKeys } from './keys';

/** A record to load: `GET /{resource}/{id}`, or `GET /{resource}/new` for a blank record with its defaults. */
export type RecordTarget = { resource: RecordResource; id: number } | { resource: NewResource; id: 'new' };

export function getRecord<T>(target: RecordTarget, signal?: AbortSignal): Promise<T> {
  const path =
    target.id === 'new'
      ? apiPath(`/${target.resource}/new` as const)
      : apiPath(`/${target.resource}/{id}` as const, { id: target.id });
  return apiClient.get<T>(path, { signal });
}

/** `null`: nothing to load (a new record that starts from a local blank). */
export function useRecordQuery<T>(target: RecordTarget | null) {
  return useQuery({
    queryKey: target ? adminKeys.record(target.resource, target.id) : ['admin-record', null],
    queryFn: target ? ({ signal }) => getRecord<T>(target, signal) : skipToken,
    // A form starts from what the server has now.
    staleTime: 0,
    gcTime: 0,
  });
}
