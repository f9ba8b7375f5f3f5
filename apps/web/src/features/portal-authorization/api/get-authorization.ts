import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Authorization } from '@portal/contracts/portal-authorization';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `GET /authorizations/by_authorization_case_id/{id}` (spec §7). */
export function getAuthorization(caseId: number, signal?: AbortSignal): Promise<Authorization> {
  return apiClient.get<Authorization>(apiPath('/authorizations/by_authorization_case_id/{id}', { id: caseId }), {
    signal,
  });
}

export const authorizationQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: authorizationKeys.authorization(caseId),
    queryFn: ({ signal }) => getAuthorization(caseId, signal),
  });

export const useAuthorization = (caseId: number) => useQuery(authorizationQueryOptions(caseId));
