import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { complaintKeys } from './keys';

/** `GET /complaint_cases/{id}` (spec §7): the case as the caller sees it. */
export function getComplaintCase(id: number, signal?: AbortSignal): Promise<PortalCase> {
  return apiClient.get<PortalCase>(apiPath('/complaint_cases/{id}', { id }), { signal });
}

export const complaintCaseQueryOptions = (id: number) =>
  queryOptions({ queryKey: complaintKeys.case(id), queryFn: ({ signal }) => getComplaintCase(id, signal) });

export const useComplaintCase = (id: number) => useQuery(complaintCaseQueryOptions(id));
