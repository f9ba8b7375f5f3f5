import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `GET /authorization_cases/{id}` (spec §7): the case as the caller sees it. */
export function getAuthorizationCase(id: number, signal?: AbortSignal): Promise<PortalCase> {
  return apiClient.get<PortalCase>(apiPath('/authorization_cases/{id}', { id }), { signal });
}

export const authorizationCaseQueryOptions = (id: number) =>
  queryOptions({ queryKey: authorizationKeys.case(id), queryFn: ({ signal }) => getAuthorizationCase(id, signal) });

export const useAuthorizationCase = (id: number) => useQuery(authorizationCaseQueryOptions(id));
