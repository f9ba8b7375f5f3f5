import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { AuthorizationTariff } from '@portal/contracts/portal-authorization';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `GET /authorization_tariffs/by_authorization_case_id/{id}` (spec §7): the goods by tariff code. */
export function getTariffLines(caseId: number, signal?: AbortSignal): Promise<AuthorizationTariff[]> {
  return apiClient.get<AuthorizationTariff[]>(
    apiPath('/authorization_tariffs/by_authorization_case_id/{id}', { id: caseId }),
    { signal },
  );
}

export const tariffLinesQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: authorizationKeys.tariffLines(caseId),
    queryFn: ({ signal }) => getTariffLines(caseId, signal),
  });

export const useTariffLines = (caseId: number) => useQuery(tariffLinesQueryOptions(caseId));
