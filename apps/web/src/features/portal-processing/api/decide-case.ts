import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CaseDecisionInput } from '@portal/contracts/portal-processing';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

export type CaseOutcome = 'approve' | 'reject';

const DECISION_PATHS = {
  approve: '/portal_cases/approve',
  reject: '/portal_cases/reject',
} as const satisfies Record<CaseOutcome, ApiPathTemplate>;

/** `POST /portal_cases/approve` or `reject` with the reasoning (and the decision type when asked for). */
export function decideCase(outcome: CaseOutcome, input: CaseDecisionInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath(DECISION_PATHS[outcome]), { json: input });
}

export function useDecideCase(outcome: CaseOutcome) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { portalCase: PortalCase; input: CaseDecisionInput }) => decideCase(outcome, input),
    // Field messages (the reasoning, the decision type) are shown by the dialog.
    meta: { handledStatuses: [400] },
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
