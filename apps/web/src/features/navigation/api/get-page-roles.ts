import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/client';
import { accessKeys } from './admin-keys';

/** `GET /pages/{id}/assigned_roles`: ids of the roles that hold a page. */
export const getPageRoles = (pageId: number, signal?: AbortSignal) =>
  apiClient.get<number[]>(`/pages/${pageId}/assigned_roles`, { signal });

export const pageRolesQueryOptions = (pageId: number) =>
  queryOptions({ queryKey: accessKeys.pageRoles(pageId), queryFn: ({ signal }) => getPageRoles(pageId, signal) });

export const usePageRoles = (pageId: number) => useQuery(pageRolesQueryOptions(pageId));
