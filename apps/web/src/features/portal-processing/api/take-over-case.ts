import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

/** `POST /portal_cases/take_over`: an open case another officer holds is assigned to the caller (its status stays). */
export function takeOverCase(id: number): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/portal_cases/take_over'), { json: { id } });
}

/** Takes over a case; refusals (nobody holds it any more, the status changed) go to the global handler. */
export function useTakeOverCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalCase }: { portalCase: PortalCase }) => takeOverCase(portalCase.id),
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
