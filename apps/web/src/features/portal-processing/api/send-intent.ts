import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CaseIntentInput } from '@portal/contracts/portal-processing';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

/** `POST /portal_cases/intent_to_reject`: tells the party the reasons of an intended rejection (the hearing opens). */
export function sendIntent(input: CaseIntentInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/portal_cases/intent_to_reject'), { json: input });
}

export function useSendIntent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { portalCase: PortalCase; input: CaseIntentInput }) => sendIntent(input),
    // Field messages (the reasons) are shown by the dialog.
    meta: { handledStatuses: [400] },
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
