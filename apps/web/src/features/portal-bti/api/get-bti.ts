import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Bti } from '@portal/contracts/portal-bti';
import { apiClient } from '@/shared/api/client';
import { btiKeys } from './keys';

/** `GET /bti/by_bti_case_id/{id}` (spec §7): the one BTI of the case. */
export function getBti(caseId: number, signal?: AbortSignal): Promise<Bti> {
  return apiClient.get<Bti>(apiPath('/bti/by_bti_case_id/{id}', { id: caseId }), { signal });
}

export const btiQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: btiKeys.bti(caseId), queryFn: ({ signal }) => getBti(caseId, signal) });

export const useBti = (caseId: number) => useQuery(btiQueryOptions(caseId));
