import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `GET /user_roles/{id}/pages`: ids of the pages a role holds. */
export const getRolePages = (roleId: number, signal?: AbortSignal) =>
  apiClient.get<number[]>(apiPath('/user_roles/{id}/pages', { id: roleId }), { signal });

export const rolePagesQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: accessKeys.rolePages(roleId),
    queryFn: ({ signal }) => getRolePages(roleId, signal),
    // A role that does not exist (an old link) is said on the screen.
    meta: { handledStatuses: [404] },
  });

export const useRolePages = (roleId: number | null) =>
  useQuery({ ...rolePagesQueryOptions(roleId ?? 0), enabled: roleId !== null });
