import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { Bti, EditBtiInput } from '@portal/contracts/portal-bti';
import { apiClient } from '@/shared/api/client';
import { btiKeys } from './keys';

/** `POST /bti/edit_bti` (spec §7): the goods, commercial name and proposed tariff code of an editable case. */
export function editBti(input: EditBtiInput): Promise<Bti> {
  return apiClient.post<Bti>(apiPath('/bti/edit_bti'), { json: input });
}

export function useEditBti(caseId: number, options: { onSuccess?: (saved: Bti) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBti,
    // Field messages are shown on the form.
    meta: { handledStatuses: [400] },
    onSuccess: (saved) => {
      queryClient.setQueryData(btiKeys.bti(caseId), saved);
      options.onSuccess?.(saved);
    },
  });
}
