import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { EditGeneralCaseInput, PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { caseKeys } from '@/shared/portal/query-keys';

/** `POST /general_cases/edit_general_case` (spec §7): sub-type, subject and description of an editable case. */
export function editGeneralCase(input: EditGeneralCaseInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/general_cases/edit_general_case'), { json: input });
}

export function useEditGeneralCase(options: { onSuccess?: (saved: PortalCase) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGeneralCase,
    meta: { handledStatuses: [400] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(caseKeys.detail('GENERAL', saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: caseKeys.lists });
      options.onSuccess?.(saved);
    },
  });
}
