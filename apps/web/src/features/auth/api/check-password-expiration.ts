import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export function checkPasswordExpiration(signal?: AbortSignal): Promise<boolean> {
  return apiClient.get<boolean>(apiPath('/users/check_password_expiration'), { signal });
}

export const passwordExpirationQueryOptions = () =>
  queryOptions({
    queryKey: ['current-user', 'password-expiration'],
    queryFn: ({ signal }) => checkPasswordExpiration(signal),
    staleTime: 0,
    retry: false,
    // Spec §8: a failed check shows its own message and goes home.
    meta: { handledStatuses: 'all' },
  });

export function usePasswordExpiration(enabled: boolean) {
  return useQuery({ ...passwordExpirationQueryOptions(), enabled });
}
