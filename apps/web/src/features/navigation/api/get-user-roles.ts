import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `GET /users/{id}/roles`: ids of a user's roles. */
export const getUserRoles = (userId: number, signal?: AbortSignal) =>
  apiClient.get<number[]>(apiPath('/users/{id}/roles', { id: userId }), { signal });

export const userRolesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: accessKeys.userRoles(userId),
    queryFn: ({ signal }) => getUserRoles(userId, signal),
    meta: { handledStatuses: [404] },
  });

export const useUserRoles = (userId: number | null) =>
  useQuery({ ...userRolesQueryOptions(userId ?? 0), enabled: userId !== null });
