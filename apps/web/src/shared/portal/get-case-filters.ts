import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CaseFilterOptions } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { caseKeys } from './query-keys';

/** `GET /cases/submit_filters` (spec §7): statuses, kinds, sub-types, and who the caller's cases are about. */
export function getCaseFilters(signal?: AbortSignal): Promise<CaseFilterOptions> {
  return apiClient.get<CaseFilterOptions>(apiPath('/cases/submit_filters'), { signal });
}

export const caseFiltersQueryOptions = () =>
  queryOptions({ queryKey: caseKeys.filters, queryFn: ({ signal }) => getCaseFilters(signal), staleTime: 60_000 });

export const useCaseFilters = (enabled = true) => useQuery({ ...caseFiltersQueryOptions(), enabled });
