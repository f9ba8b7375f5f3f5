import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { caseKeys } from '@/shared/portal/query-keys';

/** `GET /general_cases/{id}` (spec §7): the case as the caller sees it (404 for one they may not see). */
export function getGeneralCase(id: number, signal?: AbortSignal): Promise<PortalCase> {
  return apiClient.get<PortalCase>(apiPath('/general_cases/{id}', { id }), { signal });
}

export const generalCaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: caseKeys.detail('GENERAL', id),
    queryFn: ({ signal }) => getGeneralCase(id, signal),
    // The page shows a missing case itself.
    meta: { handledStatuses: [404] },
  });

export const useGeneralCase = (id: number) => useQuery(generalCaseQueryOptions(id));
