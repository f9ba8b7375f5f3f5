import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { btiKeys } from './keys';

/** `GET /bti_cases/{id}` (spec §7): the case as the caller sees it (404 for one they may not see). */
export function getBtiCase(id: number, signal?: AbortSignal): Promise<PortalCase> {
  return apiClient.get<PortalCase>(apiPath('/bti_cases/{id}', { id }), { signal });
}

export const btiCaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: btiKeys.case(id),
    queryFn: ({ signal }) => getBtiCase(id, signal),
    // The page shows a missing case itself.
    meta: { handledStatuses: [404] },
  });

export const useBtiCase = (id: number) => useQuery(btiCaseQueryOptions(id));
