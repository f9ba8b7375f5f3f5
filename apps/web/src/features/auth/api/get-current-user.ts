import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiClient.get<CurrentUser>(apiPath('/user'), { signal });
}

export const CURRENT_USER_KEY = ['current-user'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
    // A 401 here only means the stored token is no longer valid: the session hook signs out quietly.
    meta: { handledStatuses: [401] },
    retry: (count, error) => count < 2 && !('status' in error && (error as { status: number }).status === 401),
  });

export function useCurrentUserQuery(enabled: boolean) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
