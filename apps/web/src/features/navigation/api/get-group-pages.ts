import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageRow } from '@portal/contracts/page-admin';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `GET /page_groups/pages/by_group/{id}`: the pages of a group. */
export const getGroupPages = (groupId: number, signal?: AbortSignal) =>
  apiClient.get<PageRow[]>(apiPath('/page_groups/pages/by_group/{id}', { id: groupId }), { signal });

export const groupPagesQueryOptions = (groupId: number) =>
  queryOptions({ queryKey: accessKeys.groupPages(groupId), queryFn: ({ signal }) => getGroupPages(groupId, signal) });

export const useGroupPages = (groupId: number) => useQuery(groupPagesQueryOptions(groupId));
