import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

/** `POST /portal_cases/take`: SUBMITTED → IN_PROCESS, assigned to the caller. */
export function takeCase(id: number): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/portal_cases/take'), { json: { id } });
}

/** Takes a case; refusals (another officer has it, the status changed) go to the global handler. */
export function useTakeCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalCase }: { portalCase: PortalCase }) => takeCase(portalCase.id),
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
