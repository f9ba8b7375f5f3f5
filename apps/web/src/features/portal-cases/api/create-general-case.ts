import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CreateGeneralCaseInput, PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { caseKeys } from '@/shared/portal/query-keys';

/** `POST /general_cases/create_general_case` (spec §7): a DRAFT general case. */
export function createGeneralCase(input: CreateGeneralCaseInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/general_cases/create_general_case'), { json: input });
}

export function useCreateGeneralCase(options: { onSuccess?: (created: PortalCase) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGeneralCase,
    // Field messages are shown on the form.
    meta: { handledStatuses: [400] },
    onSuccess: async (created) => {
      queryClient.setQueryData(caseKeys.detail('GENERAL', created.id), created);
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists });
      options.onSuccess?.(created);
    },
  });
}
