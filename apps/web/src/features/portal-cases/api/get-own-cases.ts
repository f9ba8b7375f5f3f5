import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Paged } from '@portal/contracts/paging';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { caseKeys, type OwnCasesParams } from '@/shared/portal/query-keys';

/** `GET /cases/by_registered_user` (spec §7): one page of the caller's own cases, newest first by default. */
export function getOwnCases(params: OwnCasesParams, signal?: AbortSignal): Promise<Paged<PortalCase>> {
  const query: Record<string, string | number> = { page: params.page, count: params.count };
  if (params.sort) query.sort = params.sort;
  for (const [field, value] of Object.entries(params.filters)) if (value) query[`filter[${field}]`] = value;
  return apiClient.get<Paged<PortalCase>>(apiPath('/cases/by_registered_user'), { query, signal });
}

export const ownCasesQueryOptions = (params: OwnCasesParams) =>
  queryOptions({
    queryKey: caseKeys.ownCases(params),
    queryFn: ({ signal }) => getOwnCases(params, signal),
    placeholderData: keepPreviousData,
  });

export const useOwnCases = (params: OwnCasesParams, enabled = true) =>
  useQuery({ ...ownCasesQueryOptions(params), enabled });
