import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CreateBtiCaseInput } from '@portal/contracts/portal-bti';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';

/** `POST /bti_cases/create_bti_case` (spec §7): a DRAFT BTI case with its (empty) BTI. */
export function createBtiCase(input: CreateBtiCaseInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/bti_cases/create_bti_case'), { json: input });
}

export function useCreateBtiCase(options: { onSuccess?: (created: PortalCase) => void } = {}) {
  return useMutation({
    mutationFn: createBtiCase,
    meta: { handledStatuses: [400] },
    onSuccess: (created) => options.onSuccess?.(created),
  });
}
