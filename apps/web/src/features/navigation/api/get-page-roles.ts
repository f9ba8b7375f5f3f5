import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `GET /pages/{id}/assigned_roles`: ids of the roles that hold a page. */
export const getPageRoles = (pageId: number, signal?: AbortSignal) =>
  apiClient.get<number[]>(apiPath('/pages/{id}/assigned_roles', { id: pageId }), { signal });

export const pageRolesQueryOptions = (pageId: number) =>
  queryOptions({ queryKey: accessKeys.pageRoles(pageId), queryFn: ({ signal }) => getPageRoles(pageId, signal) });

export const usePageRoles = (pageId: number) => useQuery(pageRolesQueryOptions(pageId));
