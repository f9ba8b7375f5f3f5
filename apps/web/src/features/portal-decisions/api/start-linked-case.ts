import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { StartedLinkedCase, StartLinkedCaseInput } from '@portal/contracts/portal-decisions';
import { apiClient } from '@/shared/api/client';
import { myDecisionKeys } from './get-my-decisions';

/**
 * `POST /portal_decisions/start_linked_case`: a new draft case amending or renewing one of the caller's documents
 * (ADR 0081); answers the new case's edit screen path. Its 409s (not linkable, an open linked case) are the page's.
 */
export function startLinkedCase(input: StartLinkedCaseInput): Promise<StartedLinkedCase> {
  return apiClient.post<StartedLinkedCase>(apiPath('/portal_decisions/start_linked_case'), { json: input });
}

export function useStartLinkedCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLinkedCase,
    meta: { handledStatuses: [409] },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDecisionKeys.all }),
  });
}
