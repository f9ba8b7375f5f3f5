import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import type { CaseType, PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { refreshAfterStep } from './refresh-case';

/** The cancel call of each kind the portal files now (the other kinds add theirs here). */
const CANCEL_PATHS = {
  GENERAL: '/general_cases/cancel_case/{id}',
  COMPLAINT: '/complaint_cases/cancel_case/{id}',
  MOVEMENT_CERTIFICATE: '/movement_certificate_cases/cancel_case/{id}',
  AUTHORIZATION: '/authorization_cases/cancel_case/{id}',
  IPR: '/ipr_cases/cancel_case/{id}',
  BTI: '/bti_cases/cancel_case/{id}',
} as const satisfies Partial<Record<CaseType, ApiPathTemplate>>;
type CancelPath = (typeof CANCEL_PATHS)[keyof typeof CANCEL_PATHS];
const cancelPathOf = (type: CaseType) => (CANCEL_PATHS as Partial<Record<CaseType, CancelPath>>)[type];

/** `GET {kind}_cases/cancel_case/{id}` (spec §7: a GET). */
export function cancelCase(portalCase: Pick<PortalCase, 'id' | 'caseType'>): Promise<PortalCase> {
  const path = cancelPathOf(portalCase.caseType);
  if (!path) return Promise.reject(new Error(`no cancel for ${portalCase.caseType}`));
  return apiClient.get<PortalCase>(apiPath(path, { id: portalCase.id }));
}

/** Cancels a case of its kind; refusals (409: the status changed) go to the global handler. */
export function useCancelCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalCase }: { portalCase: PortalCase }) => cancelCase(portalCase),
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
