import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CustomsDeclaration } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';
import { complaintKeys } from './keys';

/** `GET /customs_declarations/by_complaint_case_id/{id}` (spec §7). */
export function getDeclarations(caseId: number, signal?: AbortSignal): Promise<CustomsDeclaration[]> {
  return apiClient.get<CustomsDeclaration[]>(
    apiPath('/customs_declarations/by_complaint_case_id/{id}', { id: caseId }),
    {
      signal,
    },
  );
}

export const declarationsQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: complaintKeys.declarations(caseId),
    queryFn: ({ signal }) => getDeclarations(caseId, signal),
  });

export const useDeclarations = (caseId: number) => useQuery(declarationsQueryOptions(caseId));
