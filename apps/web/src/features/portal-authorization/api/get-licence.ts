import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalLicence } from '@portal/contracts/portal-authorization';
import { apiClient } from '@/shared/api/client';
import { authorizationKeys } from './keys';

/** `GET /portal_licences/by_authorization_case_id/{id}` (spec §7). */
export function getLicence(caseId: number, signal?: AbortSignal): Promise<PortalLicence> {
  return apiClient.get<PortalLicence>(apiPath('/portal_licences/by_authorization_case_id/{id}', { id: caseId }), {
    signal,
  });
}

export const licenceQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: authorizationKeys.licence(caseId), queryFn: ({ signal }) => getLicence(caseId, signal) });

export const useLicence = (caseId: number) => useQuery(licenceQueryOptions(caseId));
