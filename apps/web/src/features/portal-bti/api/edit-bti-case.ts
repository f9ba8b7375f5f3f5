import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { EditBtiCaseInput } from '@portal/contracts/portal-bti';
import type { PortalCase } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';
import { btiKeys } from './keys';

/** `POST /bti_cases/edit_bti_case` (spec §7): sub-type, subject and description of an editable case. */
export function editBtiCase(input: EditBtiCaseInput): Promise<PortalCase> {
  return apiClient.post<PortalCase>(apiPath('/bti_cases/edit_bti_case'), { json: input });
}

export function useEditBtiCase(options: { onSuccess?: (saved: PortalCase) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBtiCase,
    meta: { handledStatuses: [400] },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: btiKeys.case(saved.id) });
      options.onSuccess?.(saved);
    },
  });
}
