import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { ComplaintDecision } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';
import { complaintKeys } from './keys';

/** `GET /decisions/by_complaint_case_id/{id}` (spec §7): the decision of the case, or null. */
export function getDecision(caseId: number, signal?: AbortSignal): Promise<ComplaintDecision | null> {
  return apiClient.get<ComplaintDecision | null>(apiPath('/decisions/by_complaint_case_id/{id}', { id: caseId }), {
    signal,
  });
}

export const decisionQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: complaintKeys.decision(caseId), queryFn: ({ signal }) => getDecision(caseId, signal) });

export const useDecision = (caseId: number) => useQuery(decisionQueryOptions(caseId));
