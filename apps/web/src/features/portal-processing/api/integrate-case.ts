import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { IntegrateCaseInput } from '@portal/contracts/portal-processing';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

/** `POST /general_cases/integrate` (spec §7): the case gets the registry's protocol number. */
export function integrateCase(input: IntegrateCaseInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/general_cases/integrate'), { json: input });
}

export function useIntegrateCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { portalCase: PortalCase; input: IntegrateCaseInput }) => integrateCase(input),
    // A malformed number is shown on the field; a number already given is said by the dialog too.
    meta: { handledStatuses: [400, 409] },
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
