import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { EditIprCaseInput } from '@portal/contracts/portal-ipr';
import { apiClient } from '@/shared/api/client';
import { iprKeys } from './keys';

/** `POST /ipr_cases/edit_ipr_case` (spec §7): sub-type, subject and description of an editable case. */
export function editIprCase(input: EditIprCaseInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/ipr_cases/edit_ipr_case'), { json: input });
}

export function useEditIprCase(options: { onSuccess?: (saved: PortalCase) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editIprCase,
    meta: { handledStatuses: [400] },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: iprKeys.case(saved.id) });
      options.onSuccess?.(saved);
    },
  });
}
