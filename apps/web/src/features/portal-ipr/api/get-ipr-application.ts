import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { IprApplication } from '@portal/contracts/portal-ipr';
import { apiClient } from '@/shared/api/client';
import { iprKeys } from './keys';

/** `GET /ipr/by_ipr_case_id/{id}` (spec §7): the application for action (number and validity once approved). */
export function getIprApplication(caseId: number, signal?: AbortSignal): Promise<IprApplication | null> {
  return apiClient.get<IprApplication | null>(apiPath('/ipr/by_ipr_case_id/{id}', { id: caseId }), { signal });
}

export const iprApplicationQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: iprKeys.application(caseId), queryFn: ({ signal }) => getIprApplication(caseId, signal) });

export const useIprApplication = (caseId: number) => useQuery(iprApplicationQueryOptions(caseId));
