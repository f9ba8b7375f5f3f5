import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CreateIprCaseInput } from '@portal/contracts/portal-ipr';
import { apiClient } from '@/shared/api/client';

/** `POST /ipr_cases/create_ipr_case` (spec §7): the draft case with its application for action. */
export function createIprCase(input: CreateIprCaseInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/ipr_cases/create_ipr_case'), { json: input });
}

export function useCreateIprCase(options: { onSuccess?: (created: PortalCase) => void } = {}) {
  return useMutation({
    mutationFn: createIprCase,
    // Field messages are shown on the form.
    meta: { handledStatuses: [400] },
    onSuccess: (created) => options.onSuccess?.(created),
  });
}
