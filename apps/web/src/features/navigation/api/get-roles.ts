import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleRow } from '@portal/contracts/page-admin';
import { MAX_PAGE_SIZE, type Paged } from '@portal/contracts/paging';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** The roles for checkbox lists and selects: `GET /user_roles/paged?count=100`, by code. */
export async function getRoles(signal?: AbortSignal): Promise<RoleRow[]> {
  const answer = await apiClient.get<Paged<RoleRow>>(apiPath('/user_roles/paged'), {
    query: { page: 1, count: MAX_PAGE_SIZE, sort: 'code,asc' },
    signal,
  });
  return answer.content;
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: accessKeys.allRoles(), queryFn: ({ signal }) => getRoles(signal), staleTime: 30_000 });

export const useRoles = () => useQuery(rolesQueryOptions());
