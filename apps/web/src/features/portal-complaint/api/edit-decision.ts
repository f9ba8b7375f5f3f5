import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { ComplaintDecision, EditDecision } from '@portal/contracts/portal-records';
import { apiClient } from '@/shared/api/client';
import { complaintKeys } from './keys';

/** `POST /decisions/edit_decision` (spec §7): sets the one decision of a decision complaint. */
export function editDecision(input: EditDecision): Promise<ComplaintDecision> {
  return apiClient.post<ComplaintDecision>(apiPath('/decisions/edit_decision'), { json: input });
}

export function useEditDecision(caseId: number, options: { onSuccess?: (saved: ComplaintDecision) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDecision,
    meta: { handledStatuses: [400] },
    onSuccess: async (saved) => {
      queryClient.setQueryData(complaintKeys.decision(caseId), saved);
      await queryClient.invalidateQueries({ queryKey: complaintKeys.decision(caseId) });
      options.onSuccess?.(saved);
    },
  });
}
