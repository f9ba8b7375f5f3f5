import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

/** `POST portal_cases/withdraw`: the owner withdraws a submitted case of any kind, saying why. */
export function withdrawCase(portalCase: Pick<PortalCase, 'id'>, reason: string): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/portal_cases/withdraw'), { json: { id: portalCase.id, reason } });
}

/** Withdraws a case; a 400 goes to the reason field, a refusal (409: the status changed) to the global handler. */
export function useWithdrawCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalCase, reason }: { portalCase: PortalCase; reason: string }) =>
      withdrawCase(portalCase, reason),
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}

/** `POST portal_cases/revoke_representation`: the party withdraws the authority of the intermediary who filed the case. */
export function revokeRepresentation(portalCase: Pick<PortalCase, 'id'>): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/portal_cases/revoke_representation'), { json: { id: portalCase.id } });
}

export function useRevokeRepresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalCase }: { portalCase: PortalCase }) => revokeRepresentation(portalCase),
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
