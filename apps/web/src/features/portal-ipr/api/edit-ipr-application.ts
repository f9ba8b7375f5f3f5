import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { EditIprInput, IprApplication } from '@portal/contracts/portal-ipr';
import { apiClient } from '@/shared/api/client';
import { iprKeys } from './keys';

/** `POST /ipr/edit_ipr` (spec §7): the right holder, representative and description. */
export function editIprApplication(input: EditIprInput): Promise<IprApplication> {
  return apiClient.post<IprApplication>(apiPath('/ipr/edit_ipr'), { json: input });
}

export function useEditIprApplication(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editIprApplication,
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: iprKeys.application(caseId) });
      options.onSuccess?.();
    },
  });
}
