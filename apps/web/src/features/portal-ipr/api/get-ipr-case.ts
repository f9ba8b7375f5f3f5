import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { iprKeys } from './keys';

/** `GET /ipr_cases/{id}` (spec §7): the case as the caller sees it. */
export function getIprCase(id: number, signal?: AbortSignal): Promise<PortalCase> {
  return apiClient.get<PortalCase>(apiPath('/ipr_cases/{id}', { id }), { signal });
}

export const iprCaseQueryOptions = (id: number) =>
  queryOptions({ queryKey: iprKeys.case(id), queryFn: ({ signal }) => getIprCase(id, signal) });

export const useIprCase = (id: number) => useQuery(iprCaseQueryOptions(id));
