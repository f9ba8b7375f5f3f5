import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

/**
 * `POST /portal_cases/resume_without_answer`: a case returned for information whose period to answer ended
 * without an answer goes back IN_PROCESS with its officer.
 */
export function resumeCase(id: number): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/portal_cases/resume_without_answer'), { json: { id } });
}

/** Takes back a case whose request went unanswered; refusals (the period still runs) go to the global handler. */
export function useResumeCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalCase }: { portalCase: PortalCase }) => resumeCase(portalCase.id),
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
